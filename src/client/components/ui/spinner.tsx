import { Loader2 } from 'lucide-react';
import { cn } from '@/client/lib/cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2">
      <Loader2 className={cn('size-5 animate-spin text-brand-700', className)} aria-hidden />
      <span className={label ? 'text-sm text-slate-700' : 'sr-only'}>{label ?? 'Loading'}</span>
    </span>
  );
}

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-slate-200', className)} />;
}
