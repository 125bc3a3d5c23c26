import { X } from 'lucide-react';
import { Button } from '@/client/components/ui/button';

/**
 * Back from a cancelled checkout on the course she was buying (walk-through m18): says plainly
 * that nothing happened to her money.
 */
export function CheckoutCancelledNotice({ onDismiss }: { onDismiss: () => void }) {
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6">
      <div
        role="status"
        className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-300 bg-white p-3 text-sm text-slate-800"
      >
        <p>Checkout cancelled — nothing was charged.</p>
        <Button size="sm" variant="ghost" onClick={onDismiss} aria-label="Dismiss this notice">
          <X aria-hidden />
          Dismiss
        </Button>
      </div>
    </div>
  );
}
