import { twMerge } from 'tailwind-merge';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/client/app/prerender';
import { badgeVariants } from '@/client/components/ui/badge-variants';
import { buttonVariants } from '@/client/components/ui/button-variants';
import { cardStyles } from '@/client/components/ui/card-styles';
import { fieldStyles } from '@/client/components/ui/field-styles';

/**
 * The first views of /, /explore, /login and /signup are styled without tailwind-merge (ADR 015:
 * it would be 7 KiB of their 100 KB budgets), so no element there may carry two classes that set the same property:
 * with both, the stylesheet's order, not the markup's, would decide which wins. tailwind-merge
 * itself is the judge: a class list it would change has a conflict.
 */
const conflicts = (classes: string) => {
  const list = classes.split(/\s+/).filter(Boolean);
  const merged = new Set(twMerge(list).split(' '));
  return list.filter((name) => !merged.has(name));
};

describe('the first view is styled without merging classes', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(['/', '/explore', '/login', '/signup'])(
    'renders %s with no element carrying conflicting classes',
    async (page) => {
      // What vite.config.ts writes into the build for /explore's cards.
      const counts = { sales: 8, 'customer-success': 8, 'learning-development': 8 };
      vi.stubGlobal('__COURSE_MODULE_COUNTS__', counts);
      vi.stubGlobal('__COURSE_PRICES__', {
        sales: 4900,
        'customer-success': 4900,
        'learning-development': 4900,
      });
      const html = await renderPage(page);
      const lists = [...html.matchAll(/class="([^"]*)"/g)].map((match) => match[1]!);
      expect(lists.length).toBeGreaterThan(40);
      const withConflicts = lists
        .map((classes) => ({ classes, dropped: conflicts(classes) }))
        .filter((entry) => entry.dropped.length > 0);
      expect(withConflicts).toEqual([]);
    },
  );

  it('has buttons, badges and cards whose every variant is free of conflicts', () => {
    const variants = ['default', 'secondary', 'outline', 'ghost', 'accent', 'success'] as const;
    const sizes = ['default', 'sm', 'lg', 'icon', 'wrap', 'wrapLg'] as const;
    for (const variant of [...variants, 'destructive', 'link'] as const)
      for (const size of sizes)
        expect(conflicts(buttonVariants({ variant, size })), `${variant} ${size}`).toEqual([]);
    for (const variant of ['default', 'outline', 'success', 'warning', 'highlight'] as const)
      expect(conflicts(badgeVariants({ variant })), variant).toEqual([]);
    for (const [part, classes] of Object.entries(cardStyles))
      expect(conflicts(classes), part).toEqual([]);
    for (const [part, classes] of Object.entries(fieldStyles))
      expect(conflicts(classes), part).toEqual([]);
  });

  it('tells a conflict when there is one', () => {
    expect(conflicts('px-4 text-sm text-base')).toEqual(['text-sm']);
    expect(conflicts('border border-slate-300 hover:border-brand-600')).toEqual([]);
  });
});
