/** A card's classes by part, for the first view's cards (see button-variants.ts). */
export const cardStyles = {
  root: 'rounded-xl border border-slate-200 bg-white shadow-sm',
  header: 'flex flex-col gap-1.5 p-5 sm:p-6',
  title: 'text-lg leading-tight font-semibold text-slate-900',
  description: 'text-sm text-slate-600',
  content: 'px-5 pb-5 sm:px-6 sm:pb-6',
  footer: 'flex items-center gap-3 px-5 pb-5 sm:px-6 sm:pb-6',
} as const;
