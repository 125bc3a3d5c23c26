import { CheckCircle2, Info, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { trackBySlug } from '@/shared/constants';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { paths } from '@/client/config/paths';
import { useSession } from '@/client/hooks/use-session';
import { toast } from '@/client/hooks/use-toast';
import { useConfirmPayment } from '../api/confirm-payment';
import { takeCheckoutMarker } from '../lib/checkout-marker';

/** Spec part-2 §9: 3 s with a course type; a 1.5 s spinner plus 2 s without. */
const REDIRECT_WITH_COURSE_MS = 3000;
const SPINNER_WITHOUT_COURSE_MS = 1500;
const REDIRECT_WITHOUT_COURSE_MS = 2000;

/** Where to go when no purchase was confirmed here: her pathways, or the catalogue. */
function PathwaysOrCatalogue() {
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <Button asChild>
        <Link to={paths.pathways.href()}>Go to My Pathways</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={paths.upskilling.href()}>Browse Courses</Link>
      </Button>
    </div>
  );
}

/** Opened without a checkout from this tab: say so instead of claiming a purchase. */
function NothingToConfirm() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <Info className="size-14 text-slate-500" aria-hidden />
      <h1 className="text-3xl font-bold text-slate-900">No payment to confirm</h1>
      <p className="text-slate-700">
        This page confirms a course purchase on the way back from checkout, and none was started
        here. If you have paid, your course is on your pathways.
      </p>
      <PathwaysOrCatalogue />
    </div>
  );
}

function Success({ courseName }: { courseName?: string }) {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <CheckCircle2 className="size-14 text-emerald-600" aria-hidden />
      <h1 className="text-3xl font-bold text-slate-900">Payment Successful!</h1>
      <p className="text-slate-700">
        {courseName
          ? `You now have full access to the ${courseName}.`
          : 'Your course access has been activated.'}{' '}
        Taking you to your pathways...
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.pathways.href()}>Go to My Pathways</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.dashboard.href()}>Go to Dashboard</Link>
        </Button>
      </div>
    </div>
  );
}

function Processing() {
  return (
    <Spinner className="flex-col gap-4 text-center" iconClassName="size-12">
      <h1 className="text-2xl font-bold text-slate-900">Processing Your Payment</h1>
      <p className="text-slate-700">Confirming with the payment provider. This takes a moment.</p>
    </Spinner>
  );
}

/**
 * /payment-success/{course}?session_id=...: confirms the paid session with the server, then says
 * so and moves on to her pathways (spec part-2 §2).
 */
export function ConfirmPayment({
  courseType,
  sessionId,
}: {
  courseType: string;
  /** The provider's session_id from the return URL. */
  sessionId: string | null;
}) {
  const { user } = useSession();
  const navigate = useNavigate();
  const { mutate: confirmPayment } = useConfirmPayment();
  const [state, setState] = useState<'processing' | 'success' | 'error'>('processing');
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !user) return;
    started.current = true;
    const track = trackBySlug(courseType);
    const fail = (title: string, description: string) => {
      toast({ title, description, variant: 'destructive' });
      setState('error');
    };
    if (!sessionId) return fail('Payment Processing Error', 'Missing payment session information');
    if (!track) return fail('Invalid Course', 'Course type not recognized');
    confirmPayment(
      { userId: user.id, courseId: track.courseId, stripeSessionId: sessionId, email: user.email },
      {
        onSuccess: () => {
          setState('success');
          toast({
            title: 'Payment Successful! 🎉',
            description: 'Your course access has been activated',
            variant: 'success',
          });
        },
        onError: () => fail('Payment Processing Error', 'Please contact support if this persists'),
      },
    );
  }, [courseType, sessionId, user, confirmPayment]);

  // Its own effect, so leaving the page first (e.g. 'Go to Dashboard') cancels the redirect.
  useEffect(() => {
    if (state !== 'success') return;
    const timer = setTimeout(() => navigate(paths.pathways.href()), REDIRECT_WITH_COURSE_MS);
    return () => clearTimeout(timer);
  }, [state, navigate]);

  if (state === 'processing') return <Processing />;
  if (state === 'success') {
    const track = trackBySlug(courseType);
    return <Success courseName={track ? `${track.label} Mini Course` : undefined} />;
  }
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <XCircle className="size-14 text-red-600" aria-hidden />
      <h1 className="text-2xl font-bold text-slate-900">We could not confirm this payment</h1>
      <p className="text-slate-700">
        If you were charged, your access will appear shortly. Otherwise, try again from the course
        catalogue.
      </p>
      <PathwaysOrCatalogue />
    </div>
  );
}

/** /payment-success without a course: no server call (spec part-2 §2). */
export function PaymentSuccessWithoutCourse() {
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  // Read once: a reload, a bookmark or a shared link has no checkout behind it.
  const [fromCheckout] = useState(() => takeCheckoutMarker());
  useEffect(() => {
    if (!fromCheckout) return;
    const show = setTimeout(() => setDone(true), SPINNER_WITHOUT_COURSE_MS);
    const leave = setTimeout(
      () => navigate(paths.pathways.href()),
      SPINNER_WITHOUT_COURSE_MS + REDIRECT_WITHOUT_COURSE_MS,
    );
    return () => {
      clearTimeout(show);
      clearTimeout(leave);
    };
  }, [navigate, fromCheckout]);
  if (!fromCheckout) return <NothingToConfirm />;
  return <div className="mx-auto max-w-xl px-4 py-20">{done ? <Success /> : <Processing />}</div>;
}
