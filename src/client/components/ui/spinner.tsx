import { cn } from '@/client/lib/cn';
import {
  SPINNER_CLASS,
  SPINNER_ICON_CLASS,
  SpinnerFrame,
  type SpinnerProps,
} from './spinner-frame';

/**
 * A busy indicator whose classes a caller may override. The first view uses SpinnerFrame as it
 * is (spinner-frame.tsx), without `cn` (ADR 015).
 */
export function Spinner({ className, iconClassName, label, children }: SpinnerProps) {
  return (
    <SpinnerFrame
      className={cn(SPINNER_CLASS, className)}
      iconClassName={cn(SPINNER_ICON_CLASS, iconClassName)}
      label={label}
    >
      {children}
    </SpinnerFrame>
  );
}

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-slate-200', className)} />;
}
