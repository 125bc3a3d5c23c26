import { Slot } from 'radix-ui';
import {
  createContext,
  lazy,
  Suspense,
  use,
  useCallback,
  useMemo,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';

/**
 * A dialog as Radix composes one (Dialog, DialogTrigger, DialogContent, DialogClose), whose
 * modal (dialog-modal.tsx: Radix's Dialog with its focus scope, scroll lock and aria-hidden,
 * about 6 KB of brotli, more than half of it shared with Radix's menus) loads when one first
 * opens, not with the page: no page shows a dialog in its first view (ADR 015, "Signed-in
 * routes"). The trigger starts the fetch as she points at it or focuses it, so it is usually in
 * by the time she presses it.
 */
const loadModal = () => import('./dialog-modal');
const DialogModal = lazy(() => loadModal().then((module) => ({ default: module.DialogModal })));

function preloadModal() {
  loadModal().catch(() => {
    // Opening the dialog fetches it again, and shows the router's error page if it cannot.
  });
}

interface DialogState {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Keeps the trigger, focused again when the dialog closes. */
  setTrigger: (element: HTMLElement | null) => void;
  /** Focuses the trigger; false when there is none. */
  focusTrigger: () => boolean;
}

const DialogContext = createContext<DialogState | null>(null);

function useDialog(): DialogState {
  const dialog = use(DialogContext);
  if (!dialog) throw new Error('A dialog part is rendered outside its Dialog');
  return dialog;
}

/** Open when `open` says (controlled), or from its trigger until closed. */
export function Dialog({
  open: controlled,
  onOpenChange,
  children,
}: {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}) {
  const [uncontrolled, setUncontrolled] = useState(false);
  const trigger = useRef<HTMLElement | null>(null);
  const open = controlled ?? uncontrolled;
  const setOpen = useCallback(
    (next: boolean) => {
      if (controlled === undefined) setUncontrolled(next);
      onOpenChange?.(next);
    },
    [controlled, onOpenChange],
  );
  const state = useMemo(
    () => ({
      open,
      setOpen,
      setTrigger: (element: HTMLElement | null) => {
        trigger.current = element;
      },
      focusTrigger: () => {
        trigger.current?.focus();
        return trigger.current !== null;
      },
    }),
    [open, setOpen],
  );
  return <DialogContext value={state}>{children}</DialogContext>;
}

/** Its one child (a Button) opens the dialog. */
export function DialogTrigger({ children }: { asChild: true; children: ReactElement }) {
  const { open, setOpen, setTrigger } = useDialog();
  return (
    <Slot.Root
      ref={setTrigger}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={() => setOpen(true)}
      onPointerEnter={preloadModal}
      onFocus={preloadModal}
      onTouchStart={preloadModal}
    >
      {children}
    </Slot.Root>
  );
}

/** Its one child (a Button) closes the dialog. */
export function DialogClose({ children }: { asChild: true; children: ReactElement }) {
  const dialog = useDialog();
  return <Slot.Root onClick={() => dialog.setOpen(false)}>{children}</Slot.Root>;
}

/** A centred modal with a title and an optional description; focus is trapped by Radix. */
export function DialogContent({
  title,
  description,
  className,
  children,
}: {
  title: string;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const dialog = useDialog();
  // Mounted from its first opening on, so Radix closes it (and returns focus) itself.
  const [opened, setOpened] = useState(dialog.open);
  if (dialog.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DialogModal
        open={dialog.open}
        onOpenChange={dialog.setOpen}
        title={title}
        description={description}
        className={className}
        returnFocus={dialog.focusTrigger}
      >
        {children}
      </DialogModal>
    </Suspense>
  );
}
