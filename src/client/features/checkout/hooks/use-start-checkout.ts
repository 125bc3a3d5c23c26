import { useEffect, useEffectEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/client/config/paths';
import { useSendToSignIn } from '@/client/hooks/use-send-to-sign-in';
import { useSession } from '@/client/hooks/use-session';
import { toast } from '@/client/hooks/use-toast';
import { errorMessage } from '@/client/lib/api-client';
import { isAlreadyYours, useStartCheckoutMutation } from '../api/start-checkout';
import { rememberCheckoutAfterSignIn, takeCheckoutAfterSignIn } from '../lib/checkout-marker';

/**
 * Every purchase button ('Unlock course · $29', one label everywhere) goes through here: signed out -> /login with a plain line and back after signing in;
 * already paid -> 'Course Access' and /pathways; otherwise -> hosted checkout.
 */
export function useStartCheckout(options: { redirectAfterLogin?: string } = {}) {
  const { isSignedIn, user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const sendToSignIn = useSendToSignIn();
  const checkout = useStartCheckoutMutation(user?.id);
  // Set in the click itself, so a double click is one checkout; kept while the page leaves.
  const [pendingCourseId, setPendingCourseId] = useState<number | null>(null);

  const start = async (courseId: number) => {
    if (!isSignedIn) {
      rememberCheckoutAfterSignIn(courseId);
      sendToSignIn('Sign in or create a free account to unlock this course.', {
        returnTo: options.redirectAfterLogin ?? `${location.pathname}${location.search}`,
      });
      return;
    }
    setPendingCourseId(courseId);
    try {
      await checkout.mutateAsync(courseId);
    } catch (error) {
      setPendingCourseId(null);
      if (isAlreadyYours(error)) {
        toast({ title: 'Course Access', description: 'You already have access to this course.' });
        void navigate(paths.pathways.href());
        return;
      }
      toast({
        title: 'Payment Error',
        description: errorMessage(error, 'Failed to start payment process'),
        variant: 'destructive',
      });
    }
  };

  // Back from signing in to buy: carry on into the checkout she started (walk-through defect 27).
  const resumeAfterSignIn = useEffectEvent(() => {
    const courseId = takeCheckoutAfterSignIn();
    if (courseId !== null) void start(courseId);
  });
  useEffect(() => {
    if (!isSignedIn) return;
    // After this render: the marker is read (and used up) once, whichever button's hook gets it.
    const timer = setTimeout(() => resumeAfterSignIn(), 0);
    return () => clearTimeout(timer);
  }, [isSignedIn]);

  return { start, pendingCourseId };
}
