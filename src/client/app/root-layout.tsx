import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Footer } from '@/client/components/layout/footer';
import { NavBar } from '@/client/components/layout/nav-bar';
import { Toaster } from '@/client/components/ui/toast';
import { SessionSync } from '@/client/features/auth/components/session-sync';
import { VerifyEmailBanner } from '@/client/features/auth/components/verify-email-banner';

export function RootLayout() {
  // Set while the next page's code is on its way (lazily loaded routes).
  const navigating = useNavigation().state === 'loading';
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      {navigating ? (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-brand-600"
        />
      ) : null}
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <NavBar />
      <VerifyEmailBanner />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <Toaster />
      <SessionSync />
      <ScrollRestoration />
    </div>
  );
}
