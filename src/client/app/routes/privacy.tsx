import { PrivacyNotice } from '@/client/features/account/components/privacy-notice';

export function PrivacyRoute() {
  return <PrivacyNotice />;
}
