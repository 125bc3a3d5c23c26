import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';
import { paths } from '@/client/config/paths';
import { pageTitle } from './page-title';
import { routes } from './router';

interface PrerenderedPage {
  /** The route's pattern; a parameter (`/course/:courseId`) is served for every value. */
  path: string;
  markup: boolean;
  modules: string[];
}

/**
 * A page a teacher opens signed in: its HTML asks, beside the entry, for everything main.tsx
 * waits for before the first render (the page's code and the layer with her banner), rather than
 * once the entry has run, a round trip and the entry's download later on a phone (issue 33). Not
 * the contract her stored user is read by: this build's own stored user needs none
 * (lib/session-store.ts). No markup: the page is hers.
 */
function signedInPage(path: string, route: string): PrerenderedPage {
  return {
    path,
    markup: false,
    modules: [
      'src/client/app/data-layout.tsx',
      `src/client/app/routes/${route}.tsx`,
      'src/client/app/signed-in-layer.tsx',
    ],
  };
}

/**
 * The pages written to HTML at build time by scripts/prerender.mjs (ADR 015). `modules` are the
 * route files the page renders beyond the entry (keys of Vite's manifest), whose chunks the page
 * preloads so it is hydrated at once. With `markup`, the page is rendered into the HTML: only for
 * pages that are public, the same for every visitor and read nothing from the server; a
 * signed-in user gets the visitor's HTML, and her own navigation as soon as it is hydrated.
 * /login and /signup get their preloads only: a form painted before its script could be submitted by
 * the browser itself, as a GET with the password in the URL.
 */
export const PRERENDERED_PAGES: PrerenderedPage[] = [
  { path: paths.home.pattern, markup: true, modules: [] },
  { path: paths.explore.pattern, markup: true, modules: ['src/client/app/routes/explore.tsx'] },
  {
    path: paths.login.pattern,
    markup: false,
    modules: ['src/client/app/routes/login.tsx'],
  },
  {
    path: paths.signup.pattern,
    markup: false,
    modules: ['src/client/app/routes/signup.tsx'],
  },
  signedInPage(paths.dashboard.pattern, 'dashboard'),
  signedInPage(paths.jobs.pattern, 'jobs'),
  signedInPage(paths.applications.pattern, 'applications'),
  signedInPage(paths.pathways.pattern, 'pathways'),
  signedInPage(paths.course.pattern, 'course'),
  signedInPage(paths.upskilling.pattern, 'upskilling'),
  signedInPage(paths.account.pattern, 'account'),
  signedInPage(paths.interview.pattern, 'interview'),
  signedInPage(paths.exitPlan.pattern, 'exit-plan'),
  signedInPage(paths.resumeTranslator.pattern, 'resume-translator'),
  signedInPage(paths.assessment.pattern, 'assessment'),
  signedInPage(paths.module.pattern, 'course-module'),
];

/** The markup of the app at `pathname`, as the client's first render will draw it. */
export async function renderPage(pathname: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${pathname} answered a redirect`);
  if (context.errors) throw new Error(`${pathname} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: no inline script (the CSP allows none); the client router needs no data.
  return renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
}

/** The tab title of the page at `pathname`, written into its HTML (walk-through m21). */
export function titleOf(pathname: string): string {
  return pageTitle(
    (matchRoutes(routes, pathname) ?? []).map((match) => ({ handle: match.route.handle })),
  );
}
