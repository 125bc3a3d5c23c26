import { DropdownMenu } from 'radix-ui';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import {
  APPLICATION_STAGE_LABELS,
  APPLICATION_STAGES,
} from '@/shared/contracts/values/applications';
import type { Application, ApplicationStage } from '@/shared/contracts/applications';

/**
 * The card moved with the keyboard, and where to: it is drawn anew in its new column, and its stage
 * button there takes the focus back so she can keep going (not the old card's, which renders once
 * more as its menu closes).
 */
let focusAfterMove: { id: string; stage: ApplicationStage } | null = null;
const movedHere = (application: Application) =>
  focusAfterMove?.id === application.id && focusAfterMove.stage === application.stage;
const moving = (application: Application) => focusAfterMove?.id === application.id;

/**
 * The keyboard way to move a card: a menu of stages (Enter opens it, arrows choose, Enter moves).
 * A native select would move the card on every arrow press. Radix's menu with its positioning is
 * about 13 KB of brotli, so it loads after the board's first view (stage-menu.tsx).
 */
export function StageMenuPopup({
  application,
  onMove,
  trigger,
  openAtOnce,
  focusAtOnce,
  onEarlyHandled,
}: {
  application: Application;
  onMove: (stage: ApplicationStage) => void;
  /** The stage button, the same as the one shown until this module was in. */
  trigger: ReactElement;
  /** She pressed the stage button before this module was in. */
  openAtOnce: boolean;
  /** The stage button had the focus when this module came in. */
  focusAtOnce: boolean;
  /** Called once the menu has taken over from the button she pressed or focused early. */
  onEarlyHandled: () => void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(openAtOnce);
  const [early] = useState({ open: openAtOnce, focus: focusAtOnce });
  useEffect(() => {
    if (!early.open && !early.focus) return;
    onEarlyHandled();
    // The button she had focused was replaced by this one: the focus moves with it.
    if (early.focus && !early.open && document.activeElement === document.body)
      button.current?.focus();
  }, [early, onEarlyHandled]);
  useEffect(() => {
    if (!movedHere(application)) return;
    focusAfterMove = null;
    button.current?.focus();
  });
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild ref={button}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          onCloseAutoFocus={(event) => {
            if (moving(application)) event.preventDefault();
          }}
          className="z-50 min-w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-semibold text-slate-600">
            Move to
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={application.stage}
            onValueChange={(value) => {
              if (value === application.stage) return;
              focusAfterMove = { id: application.id, stage: value as ApplicationStage };
              onMove(value as ApplicationStage);
            }}
          >
            {APPLICATION_STAGES.map((stage) => (
              <DropdownMenu.RadioItem
                key={stage}
                value={stage}
                className="flex cursor-default items-center justify-between gap-4 rounded px-2 py-1.5 text-sm text-slate-900 outline-none data-[highlighted]:bg-brand-50 data-[state=checked]:font-semibold"
              >
                {APPLICATION_STAGE_LABELS[stage]}
                <DropdownMenu.ItemIndicator>✓</DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
