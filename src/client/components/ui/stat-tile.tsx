import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A summary number with its label ('3 Unlocked Courses'), optionally with an icon. */
export function StatTile({
  label,
  value,
  icon: Icon,
}: {
  label: ReactNode;
  value: ReactNode;
  icon?: LucideIcon;
}) {
  return (
    <div className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-4">
      {Icon ? <Icon className="size-7 shrink-0 text-brand-700" aria-hidden /> : null}
      <p>
        <span className="block text-2xl font-bold text-slate-900">{value}</span>
        <span className="text-sm text-slate-700">{label}</span>
      </p>
    </div>
  );
}
