import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES, titleOf } from '@/client/app/prerender';
import type { RouteHandle } from '@/client/app/page-title';
import { routes } from '@/client/app/router';

/** Every route that is a page (has a path), flattened out of the layouts. */
function pages(list: RouteObject[]): RouteObject[] {
  return list.flatMap((route) => [
    ...(route.path ? [route] : []),
    ...(route.children ? pages(route.children) : []),
  ]);
}

describe('each page names itself in the browser tab (walk-through m21)', () => {
  it('gives every route but the home page its own title', () => {
    const untitled = pages(routes)
      .filter((route) => route.path !== '/')
      .filter((route) => !(route.handle as RouteHandle | undefined)?.title)
      .map((route) => route.path);
    expect(untitled).toEqual([]);
  });

  it('writes "<page> · Classroom to Career", and the site name alone on the home page', () => {
    expect(titleOf('/dashboard')).toBe('Dashboard · Classroom to Career');
    expect(titleOf('/upskilling')).toBe('Courses · Classroom to Career');
    expect(titleOf('/course/sales/module/2')).toBe('Module · Classroom to Career');
    expect(titleOf('/no-such-page')).toBe('Page not found · Classroom to Career');
    expect(titleOf('/')).toBe('Classroom to Career');
  });

  it('has a distinct title for every pre-rendered page', () => {
    const titles = PRERENDERED_PAGES.map((page) => titleOf(page.path));
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles).toContain('Sign in · Classroom to Career');
    expect(titles).toContain('Create your account · Classroom to Career');
  });
});
