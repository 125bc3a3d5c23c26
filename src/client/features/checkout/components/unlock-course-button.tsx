import { unlockCourseLabel } from '@/shared/constants';
import { Button } from '@/client/components/ui/button';
import { useStartCheckout } from '../hooks/use-start-checkout';

/** 'Unlock course · $29' on a locked module: one checkout at a time. */
export function UnlockCourseButton({ courseId, price }: { courseId: number; price: number }) {
  const checkout = useStartCheckout();
  return (
    <Button
      onClick={() => void checkout.start(courseId)}
      disabled={checkout.pendingCourseId !== null}
    >
      {unlockCourseLabel(price)}
    </Button>
  );
}
