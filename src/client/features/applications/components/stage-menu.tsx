import { ChevronDown } from 'lucide-react';
import { lazy, startTransition, Suspense, useState } from 'react';
import { APPLICATION_STAGE_LABELS } from '@/shared/contracts/values/applications';
import type { Application, ApplicationStage } from '@/shared/contracts/applications';
import { Button } from '@/client/components/ui/button';

/**
 * A card's stage menu. Its menu (stage-menu-popup.tsx, Radix's menu and its positioning, 13 KB
 * and more with what it shares) is a chunk of its own, fetched when she first points at, focuses
 * or presses a stage button, so a phone opening her board cold does not download it (issue 33).
 * Until it is in, the card keeps the same stage button (the switch is a transition, so the button
 * she is on stays, focus and all); pressed, it opens the menu as soon as the menu is in.
 */
let popupIsHere = false;
const loadPopup = () =>
  import('./stage-menu-popup').then((module) => {
    popupIsHere = true;
    return module;
  });
const StageMenuPopup = lazy(() =>
  loadPopup().then((module) => ({ default: module.StageMenuPopup })),
);

/** Which card's stage button she pressed, and which one had the focus, before the menu was in. */
let pressedEarly: string | null = null;
let focusedEarly: string | null = null;
const pressed = (id: string) => () => {
  pressedEarly = id;
};
const focused = (id: string) => () => {
  focusedEarly = id;
};
const blurred = (id: string) => () => {
  if (focusedEarly === id) focusedEarly = null;
};
/** The menu has taken over from the button she used early: once only. */
const earlyHandled = () => {
  pressedEarly = null;
  focusedEarly = null;
};

export function StageMenu({
  application,
  onMove,
}: {
  application: Application;
  onMove: (stage: ApplicationStage) => void;
}) {
  // Once the menu is in, every card has it at once (a card moved to another column is drawn
  // anew, and its menu takes the focus back: stage-menu-popup.tsx).
  const [wanted, setWanted] = useState(() => popupIsHere);
  const label = APPLICATION_STAGE_LABELS[application.stage];
  const button = (props: {
    'aria-expanded'?: boolean;
    onClick?: () => void;
    onFocus?: () => void;
    onBlur?: () => void;
    onPointerEnter?: () => void;
  }) => (
    <Button
      variant="outline"
      size="sm"
      className="w-full justify-between"
      aria-label={`Stage: ${label}. Move ${application.title}`}
      aria-haspopup="menu"
      {...props}
    >
      {label}
      <ChevronDown aria-hidden />
    </Button>
  );
  const want = (early?: () => void) => () => {
    early?.();
    startTransition(() => setWanted(true));
  };
  const early = {
    'aria-expanded': false,
    onClick: want(pressed(application.id)),
    onFocus: want(focused(application.id)),
    onBlur: blurred(application.id),
    onPointerEnter: want(),
  };
  return (
    <Suspense fallback={button(early)}>
      {wanted ? (
        <StageMenuPopup
          application={application}
          onMove={onMove}
          trigger={button({})}
          openAtOnce={pressedEarly === application.id}
          focusAtOnce={focusedEarly === application.id}
          onEarlyHandled={earlyHandled}
        />
      ) : (
        button(early)
      )}
    </Suspense>
  );
}
