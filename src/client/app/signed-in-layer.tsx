import { QueryClientProvider } from '@tanstack/react-query';
import { SessionSync } from '@/client/features/auth/components/session-sync';
import { VerifyEmailBanner } from '@/client/features/auth/components/verify-email-banner';
import { queryClient } from '@/client/lib/query-client';

/**
 * What the layout adds under the navigation once a user is stored: the session's confirmation
 * and the verify-email banner. Loaded only then, with the data layer (ADR 015).
 */
export function SignedInLayer() {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionSync />
      <VerifyEmailBanner />
    </QueryClientProvider>
  );
}
