import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways inside its own box on a narrow screen, never the page; the box
 * can take focus, so the keyboard scrolls it too.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      // A scrollable region must take keyboard focus (axe scrollable-region-focusable), as markdown.tsx's tables do.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-md border border-slate-200 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
    >
      {children}
    </div>
  );
}

export const th = 'px-3 py-2 text-left text-xs font-semibold whitespace-nowrap text-slate-700';
export const td = 'px-3 py-2 text-sm whitespace-nowrap text-slate-800';
