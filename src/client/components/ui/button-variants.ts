import { cva } from 'class-variance-authority';

/**
 * A button's classes. Every variant and size combination is free of conflicting utilities, so the
 * first view (ADR 015) styles its links and buttons with these alone, without `cn`, whose
 * tailwind-merge is only needed where a caller's classes override these.
 */
export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-brand-700 text-white hover:bg-brand-800 focus-visible:ring-brand-600',
        secondary: 'bg-slate-100 text-slate-900 hover:bg-slate-200 focus-visible:ring-slate-500',
        outline:
          'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 focus-visible:ring-brand-600',
        ghost: 'text-slate-800 hover:bg-slate-100 focus-visible:ring-brand-600',
        accent: 'bg-amber-400 text-slate-950 hover:bg-amber-300 focus-visible:ring-amber-600',
        success: 'bg-emerald-700 text-white hover:bg-emerald-800 focus-visible:ring-emerald-600',
        destructive: 'bg-red-700 text-white hover:bg-red-800 focus-visible:ring-red-600',
        link: 'text-brand-700 underline-offset-4 hover:underline focus-visible:ring-brand-600',
      },
      size: {
        default: 'h-10 px-4 py-2 text-sm whitespace-nowrap',
        sm: 'h-9 px-3 text-sm whitespace-nowrap',
        lg: 'h-12 px-6 text-base whitespace-nowrap',
        icon: 'size-10 text-sm whitespace-nowrap',
        // A label that may run to two lines on a phone: the button grows instead of clipping it.
        wrap: 'min-h-10 px-4 py-2 text-sm whitespace-normal',
        wrapLg: 'min-h-12 px-6 py-2 text-base whitespace-normal',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);
