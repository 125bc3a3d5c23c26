import { useId, type ReactNode } from 'react';
import { cn } from '@/client/lib/cn';

/** A native checkbox with its label: keyboard and screen-reader behaviour come from the browser. */
export function CheckboxField({
  label,
  checked,
  onChange,
  name,
  className,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <input
        id={id}
        name={name}
        type="checkbox"
        className="size-4 accent-brand-700"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="text-sm text-slate-800">
        {label}
      </label>
    </div>
  );
}
