import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/client/config/paths';
import { useSession } from '@/client/hooks/use-session';
import { toast } from '@/client/hooks/use-toast';
import { ApiError, errorMessage } from '@/client/lib/api-client';
import { sessionStore } from '@/client/lib/session-store';
import { startCheckout } from '../api/checkout';
import { rememberCheckoutAfterSignIn, takeCheckoutAfterSignIn } from '../checkout-marker';

/**
 * Every purchase button ('Start Course', 'Purchase Course', 'Start Course $29', 'Enroll $29',
 * 'Unlock Course - $29') goes through here: signed out -> 'Login Required' and back after login;
 * already paid -> 'Course Access' and /pathways; otherwise -> hosted checkout.
 */
export function useStartCheckout(options: { redirectAfterLogin?: string } = {}) {
  const { isSignedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [pendingCourseId, setPendingCourseId] = useState<number | null>(null);

  const start = async (courseId: number) => {
    if (!isSignedIn) {
      toast({
        title: 'Login Required',
        description: 'Please log in or sign up to start this course.',
        variant: 'destructive',
      });
      sessionStore.setRedirect(
        options.redirectAfterLogin ?? `${location.pathname}${location.search}`,
      );
      rememberCheckoutAfterSignIn(courseId);
      navigate(paths.login.href());
      return;
    }
    setPendingCourseId(courseId);
    try {
      await startCheckout(courseId);
    } catch (error) {
      setPendingCourseId(null);
      const code = error instanceof ApiError ? (error.body as { code?: unknown })?.code : undefined;
      if (error instanceof ApiError && error.status === 409 && code !== 'CHECKOUT_BUSY') {
        toast({ title: 'Course Access', description: 'You already have access to this course.' });
        // The server may have just granted it (paid before the webhook arrived).
        void queryClient.invalidateQueries();
        navigate(paths.pathways.href());
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
  useEffect(() => {
    if (!isSignedIn) return;
    // After this render: the marker is read (and used up) once, whichever button's hook gets it.
    const timer = setTimeout(() => {
      const courseId = takeCheckoutAfterSignIn();
      if (courseId !== null) void start(courseId);
    }, 0);
    return () => clearTimeout(timer);
  }, [isSignedIn]); // eslint-disable-line react-hooks/exhaustive-deps

  return { start, pendingCourseId };
}
