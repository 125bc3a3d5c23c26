import { Progress as ProgressPrimitive } from 'radix-ui';
import { cn } from '@/client/lib/cn';

export function Progress({
  value,
  label,
  className,
  indicatorClassName,
}: {
  value: number;
  /** Accessible name of the bar. */
  label: string;
  className?: string;
  indicatorClassName?: string;
}) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <ProgressPrimitive.Root
      value={clamped}
      aria-label={label}
      className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <ProgressPrimitive.Indicator
        className={cn('h-full bg-brand-600 transition-[width] duration-300', indicatorClassName)}
        style={{ width: `${clamped}%` }}
      />
    </ProgressPrimitive.Root>
  );
}
