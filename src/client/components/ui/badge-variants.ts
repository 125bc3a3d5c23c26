import { cva } from 'class-variance-authority';

/** A badge's classes, for the first view's badges (see button-variants.ts). */
export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-brand-100 text-brand-900',
        secondary: 'border-transparent bg-slate-100 text-slate-800',
        outline: 'border-slate-300 text-slate-800',
        success: 'border-transparent bg-emerald-100 text-emerald-900',
        warning: 'border-transparent bg-amber-100 text-amber-900',
        destructive: 'border-transparent bg-red-100 text-red-900',
        blue: 'border-transparent bg-blue-100 text-blue-900',
        green: 'border-transparent bg-emerald-100 text-emerald-900',
        purple: 'border-transparent bg-purple-100 text-purple-900',
        highlight: 'border-transparent bg-amber-300 text-slate-950',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);
