import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from '@/client/components/layout/footer';
import { NavBar } from '@/client/components/layout/nav-bar';
import { Toaster } from '@/client/components/ui/toast';
import { SessionSync } from '@/client/features/auth/components/session-sync';

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <NavBar />
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
