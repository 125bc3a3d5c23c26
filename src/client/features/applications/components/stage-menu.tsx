import { ChevronDown } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { APPLICATION_STAGE_LABELS } from '@/shared/contracts/values/applications';
import type { Application, ApplicationStage } from '@/shared/contracts/applications';
import { Button } from '@/client/components/ui/button';

/**
 * A card's stage menu. Its menu (stage-menu-popup.tsx, Radix's menu and its positioning) is a
 * chunk of its own, fetched by the tracker as it asks for her applications, so the board's first
 * view does not wait for it (ADR 015, "Signed-in routes"). Until it is in, the card shows the same
 * stage button; pressed, it opens the menu as soon as the menu is in.
 */
const loadPopup = () => import('./stage-menu-popup');
const StageMenuPopup = lazy(() =>
  loadPopup().then((module) => ({ default: module.StageMenuPopup })),
);

export function preloadStageMenu() {
  loadPopup().catch(() => {
    // The first card's menu fetches it again, and shows the router's error page if it cannot.
  });
}

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
  const label = APPLICATION_STAGE_LABELS[application.stage];
  const button = (props: {
    'aria-expanded'?: boolean;
    onClick?: () => void;
    onFocus?: () => void;
    onBlur?: () => void;
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
  return (
    <Suspense
      fallback={button({
        'aria-expanded': false,
        onClick: pressed(application.id),
        onFocus: focused(application.id),
        onBlur: blurred(application.id),
      })}
    >
      <StageMenuPopup
        application={application}
        onMove={onMove}
        trigger={button({})}
        openAtOnce={pressedEarly === application.id}
        focusAtOnce={focusedEarly === application.id}
        onEarlyHandled={earlyHandled}
      />
    </Suspense>
  );
}
