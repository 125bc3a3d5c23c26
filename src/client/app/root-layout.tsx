import { lazy, Suspense, useEffect, useState } from 'react';
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
 * Radix's toast region (F8 reaches it, spec §9), mounted with the first toast, or before it once
 * she is signed in and has first tapped, clicked or pressed a key (what raises a toast is mostly
 * something she does, so its 8.5 KB are here by then and not on a phone's cold load: issue 33),
 * and kept for the visit.
 */
function Toasts({ signedIn }: { signedIn: boolean }) {
  const interacted = useHasInteracted();
  const wanted = useToasts().length > 0 || (signedIn && interacted);
  const [mounted, setMounted] = useState(wanted);
  if (wanted && !mounted) setMounted(true);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** True from her first tap, click or key press in this page on. */
function useHasInteracted(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (interacted) return;
    const mark = () => setInteracted(true);
    const options = { capture: true, passive: true } as const;
    window.addEventListener('pointerdown', mark, options);
    window.addEventListener('keydown', mark, options);
    return () => {
      window.removeEventListener('pointerdown', mark, options);
      window.removeEventListener('keydown', mark, options);
    };
  }, [interacted]);
  return interacted;
}
