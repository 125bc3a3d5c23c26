import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/client/lib/cn';

interface SpinnerProps {
  /** Classes for the wrapper, which is also the live region. */
  className?: string;
  iconClassName?: string;
  /** Visible text beside the icon; without it (and without children) "Loading" is read out. */
  label?: string;
  /** Richer content announced with the spinner (a heading and a line), instead of a label. */
  children?: ReactNode;
}

/** A busy indicator in a polite live region (role=status), so what it says is announced. */
export function Spinner({ className, iconClassName, label, children }: SpinnerProps) {
  return (
    <div role="status" className={cn('flex items-center gap-2 text-slate-700', className)}>
      <Loader2 className={cn('size-5 animate-spin text-brand-700', iconClassName)} aria-hidden />
      {children ?? <span className={label ? undefined : 'sr-only'}>{label ?? 'Loading'}</span>}
    </div>
  );
}

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-slate-200', className)} />;
}
