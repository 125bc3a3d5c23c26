import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';

export interface SpinnerProps {
  /** Classes for the wrapper, which is also the live region. */
  className?: string;
  iconClassName?: string;
  /** Visible text beside the icon; without it (and without children) "Loading" is read out. */
  label?: string;
  /** Richer content announced with the spinner (a heading and a line), instead of a label. */
  children?: ReactNode;
}

export const SPINNER_CLASS = 'flex items-center gap-2 text-slate-700';
export const SPINNER_ICON_CLASS = 'size-5 animate-spin text-brand-700';

/** A busy indicator in a polite live region (role=status), so what it says is announced. */
export function SpinnerFrame({
  className = SPINNER_CLASS,
  iconClassName = SPINNER_ICON_CLASS,
  label,
  children,
}: SpinnerProps) {
  return (
    <div role="status" className={className}>
      <Loader2 className={iconClassName} aria-hidden />
      {children ?? <span className={label ? undefined : 'sr-only'}>{label ?? 'Loading'}</span>}
    </div>
  );
}
