import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/client/config/paths';
import { useSession } from '@/client/features/auth/hooks/use-session';
import { toast } from '@/client/hooks/use-toast';
import { ApiError, errorMessage } from '@/client/lib/api-client';
import { sessionStore } from '@/client/lib/session-store';
import { startCheckout } from '../api/checkout';

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

  return { start, pendingCourseId };
}
