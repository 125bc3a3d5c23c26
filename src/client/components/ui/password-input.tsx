import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { fieldStyles } from './field-styles';

/**
 * A password field with a "Show" toggle button (aria-pressed), so she can check what she typed
 * on a phone keyboard. Its name stays "Show" while its pressed state says whether the text is
 * visible; the eye icon changes for sighted users. It never submits the form. Styled without
 * `cn` (field-styles.ts), so sign-in loads no class merging for it.
 */
export function PasswordInput({
  id,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'className'> & { id: string }) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className="relative">
      <input
        id={id}
        type={visible ? 'text' : 'password'}
        className={fieldStyles.inputWithButton}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        {...props}
      />
      <button
        type="button"
        aria-pressed={visible}
        aria-controls={id}
        onClick={() => setVisible((shown) => !shown)}
        className="absolute inset-y-1 right-1 inline-flex min-w-16 items-center justify-center gap-1 rounded px-2 text-sm font-semibold text-brand-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
      >
        <Icon aria-hidden="true" className="size-4" />
        Show
      </button>
    </div>
  );
}
