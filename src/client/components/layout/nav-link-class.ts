import { clsx } from 'clsx';

/** The navigation's links, the lazily loaded Admin link included. */
export const linkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'rounded-md px-3 py-2 text-sm font-semibold hover:bg-slate-100 hover:text-slate-950 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700',
  );
