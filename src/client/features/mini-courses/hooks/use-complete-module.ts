import { useLocation } from 'react-router';
import type { CheckAnswers } from '@/shared/contracts/mini-courses';
import { useSendToSignIn } from '@/client/hooks/use-send-to-sign-in';
import { useSession } from '@/client/hooks/use-session';
import { toast } from '@/client/hooks/use-toast';
import { errorMessage } from '@/client/lib/api-client';
import { useCompleteModuleMutation } from '../api/complete-module';

/** 'Mark Complete' with her response; a visitor is sent to log in and brought back here. */
export function useCompleteModule(slug: string, moduleId: number) {
  const location = useLocation();
  const sendToSignIn = useSendToSignIn();
  const { user } = useSession();
  const mutation = useCompleteModuleMutation(slug, moduleId, user?.id ?? '');

  const complete = async (
    response: string,
    { title, checkAnswers }: { title: string; checkAnswers: CheckAnswers },
  ): Promise<boolean> => {
    if (!user) {
      sendToSignIn('Sign in to save your progress.', { returnTo: location.pathname });
      return false;
    }
    try {
      await mutation.mutateAsync({ response, checkAnswers });
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Your progress could not be saved. Please try again.'),
        variant: 'destructive',
      });
      return false;
    }
    toast({
      title: 'Module Completed!',
      description: `Great job completing ${title}`,
      variant: 'success',
    });
    return true;
  };
  return { complete, saving: mutation.isPending };
}
