import { useEffect } from 'react';
import { useMatches, type UIMatch } from 'react-router';

export const SITE_NAME = 'Classroom to Career';

/** A route's `handle`: the name of its page in the browser tab (walk-through m21). */
export interface RouteHandle {
  title?: string;
  /**
   * The GET paths the page reads for her on arrival, started while its code loads when it is the
   * first page opened (main.tsx, lib/early-requests.ts).
   */
  earlyReads?: (userId: string) => string[];
}

/** "Dashboard · Classroom to Career"; the home page is the site's name alone. */
export function pageTitle(matches: readonly Pick<UIMatch, 'handle'>[]): string {
  const title = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter((value): value is string => typeof value === 'string')
    .at(-1);
  return title ? `${title} · ${SITE_NAME}` : SITE_NAME;
}

/**
 * Sets the tab's title on every navigation, so tabs, history and screen readers name the page.
 * The pre-rendered pages carry the same title in their HTML (scripts/prerender.mjs).
 */
export function DocumentTitle() {
  const title = pageTitle(useMatches());
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
