import { lazy, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Footer } from '@/client/components/layout/footer';
import { NavBar } from '@/client/components/layout/nav-bar';
import { useSession } from '@/client/hooks/use-session';
import { useToasts } from '@/client/hooks/use-toast';
import { DocumentTitle } from './page-title';
import { loadedSignedInLayer, loadSignedInLayer } from './signed-in-layer-loader';

// Loaded when first needed, so a visitor's first page carries neither the data layer nor Radix's
// toasts (ADR 015).
const LazySignedInLayer = lazy(() =>
  loadSignedInLayer().then((component) => ({ default: component })),
);
const Toaster = lazy(() =>
  import('@/client/components/ui/toast').then((module) => ({ default: module.Toaster })),
);

export function RootLayout() {
  // Set while the next page's code is on its way (lazily loaded routes).
  const navigating = useNavigation().state === 'loading';
  const { isSignedIn } = useSession();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <DocumentTitle />
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
      {isSignedIn ? <SignedInLayer /> : null}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <Toasts signedIn={isSignedIn} />
      <ScrollRestoration />
    </div>
  );
}

/**
 * The signed-in layer, drawn at once when its code is here (main.tsx waits for it when a user is
 * stored); otherwise (she has just signed in) once it arrives.
 */
function SignedInLayer() {
  // Chosen once: moving from the lazy path to the loaded one later would remount the layer.
  const [loaded] = useState(loadedSignedInLayer);
  return (
    loaded ?? (
      <Suspense fallback={null}>
        <LazySignedInLayer />
      </Suspense>
    )
  );
}

/**
 * Radix's toast region (F8 reaches it, spec §9), mounted once she is signed in (the pages that
 * raise toasts are hers) or with the first toast, and kept for the visit.
 */
function Toasts({ signedIn }: { signedIn: boolean }) {
  const wanted = useToasts().length > 0 || signedIn;
  const [mounted, setMounted] = useState(wanted);
  if (wanted && !mounted) setMounted(true);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
