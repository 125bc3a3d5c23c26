import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Info, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { trackBySlug } from '@/shared/constants';
import { RequireUser } from '@/client/components/auth/require-user';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { paths } from '@/client/config/paths';
import { useSession } from '@/client/hooks/use-session';
import { confirmPayment } from '@/client/features/checkout/api/test-checkout';
import { takeCheckoutMarker } from '@/client/features/checkout/checkout-marker';
import { toast } from '@/client/hooks/use-toast';

/** Spec part-2 §9: 3 s with a course type; a 1.5 s spinner plus 2 s without. */
const REDIRECT_WITH_COURSE_MS = 3000;
const SPINNER_WITHOUT_COURSE_MS = 1500;
const REDIRECT_WITHOUT_COURSE_MS = 2000;

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
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.pathways.href()}>Go to My Pathways</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.upskilling.href()}>Browse courses</Link>
        </Button>
      </div>
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

export function PaymentSuccessForCourseRoute() {
  return (
    <RequireUser
      toastTitle="Authentication Required"
      toastDescription="Please log in to finish activating your course."
      saveRedirect
    >
      <div className="mx-auto max-w-xl px-4 py-20">
        <ConfirmPayment />
      </div>
    </RequireUser>
  );
}

function ConfirmPayment() {
  const { courseType = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<'processing' | 'success' | 'error'>('processing');
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !user) return;
    started.current = true;
    const track = trackBySlug(courseType);
    const sessionId = searchParams.get('session_id');
    const fail = (title: string, description: string) => {
      toast({ title, description, variant: 'destructive' });
      setState('error');
    };
    if (!sessionId) return fail('Payment Processing Error', 'Missing payment session information');
    if (!track) return fail('Invalid Course', 'Course type not recognized');
    confirmPayment({
      userId: user.id,
      courseId: track.courseId,
      stripeSessionId: sessionId,
      email: user.email,
    })
      .then(() => {
        setState('success');
        toast({
          title: 'Payment Successful! 🎉',
          description: 'Your course access has been activated',
          variant: 'success',
        });
        void queryClient.invalidateQueries();
      })
      .catch(() => fail('Payment Processing Error', 'Please contact support if this persists'));
  }, [courseType, searchParams, user, navigate, queryClient]);

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
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.pathways.href()}>Go to My Pathways</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.upskilling.href()}>Browse Courses</Link>
        </Button>
      </div>
    </div>
  );
}

/** /payment-success without a course: no server call (spec part-2 §2). */
export function PaymentSuccessRoute() {
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
