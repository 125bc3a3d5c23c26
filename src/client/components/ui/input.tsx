import { Label as LabelPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/cn';
import { fieldStyles } from './field-styles';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldStyles.input, className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'flex min-h-24 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600/40 focus-visible:outline-none disabled:opacity-60 sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return <LabelPrimitive.Root className={cn(fieldStyles.label, className)} {...props} />;
}
