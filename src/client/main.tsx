import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
// From react-router/dom: it brings ReactDOM.flushSync, which navigate's flushSync option needs (logout).
import { RouterProvider } from 'react-router/dom';
import { requestEarly } from '@/client/lib/early-requests';
import { sessionStore } from '@/client/lib/session-store';
import type { RouteHandle } from './app/page-title';
import { routes } from './app/router';
import { loadSignedInLayer } from './app/signed-in-layer-loader';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

/**
 * The page's code (its lazy routes), fetched while the stored user is read rather than after:
 * for a signed-in page that is one round trip less before it can ask for its data (ADR 015,
 * "Signed-in routes"). A page pre-rendered at build time is hydrated, which needs that code in
 * place first: a lazy route still loading would render the router's fallback over the server's
 * HTML (its chunks were preloaded by the page itself). Returns false if they could not be loaded.
 */
async function loadFirstPage(): Promise<boolean> {
  const matches = matchRoutes(routes, window.location) ?? [];
  try {
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      }),
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * With a user stored, what every signed-in page asks first (who the session is, for the
 * verify-email banner) and what this page reads for her start now, beside the page's code
 * (issue 33).
 */
function startEarlyReads(): void {
  const userId = sessionStore.storedUserId();
  if (!userId) return;
  requestEarly('/api/auth/me');
  for (const { route } of matchRoutes(routes, window.location) ?? [])
    for (const path of (route.handle as RouteHandle | undefined)?.earlyReads?.(userId) ?? [])
      requestEarly(path);
}

async function start(container: HTMLElement) {
  startEarlyReads();
  const prerendered = container.firstElementChild !== null;
  const [loaded] = await Promise.all([
    loadFirstPage(),
    // A stored user is read before the first render, or a guarded page would send her to /login.
    sessionStore.ready().catch(() => undefined),
    // Her layer (the verify-email banner) is drawn with the page, not 0.3 s after it. If it
    // cannot be loaded, the layout's own lazy import tries again when it renders.
    sessionStore.storedUserId() ? loadSignedInLayer().catch(() => undefined) : undefined,
  ]);
  const hydrate = prerendered && loaded;
  const app = (
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes)} />
    </StrictMode>
  );
  // If the page's code could not be loaded (a deploy since), the router tries again and shows
  // its error page: the pre-rendered HTML is replaced rather than hydrated.
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (the page is already on screen).
  if (hydrate)
    startTransition(() => {
      hydrateRoot(container, app);
    });
  else createRoot(container).render(app);
}

void start(root);
