import { useLocation } from 'react-router';
import type { CheckAnswers } from '@/shared/contracts/mini-courses';
import type { RubricFeedback } from '@/shared/contracts/rubric-feedback';
import { useSendToSignIn } from '@/client/hooks/use-send-to-sign-in';
import { useSession } from '@/client/hooks/use-session';
import { toast } from '@/client/hooks/use-toast';
import { errorMessage } from '@/client/lib/api-client';
import { useCompleteModuleMutation } from '../api/complete-module';

/**
 * 'Mark Complete' with her response; a visitor is sent to log in and brought back here. Resolves
 * with the feedback on what she saved (which names what improved on her last save), or false.
 */
export function useCompleteModule(slug: string, moduleId: number) {
  const location = useLocation();
  const sendToSignIn = useSendToSignIn();
  const { user } = useSession();
  const mutation = useCompleteModuleMutation(slug, moduleId, user?.id ?? '');

  const complete = async (
    response: string,
    { title, checkAnswers }: { title: string; checkAnswers: CheckAnswers },
  ): Promise<{ feedback: RubricFeedback | null } | false> => {
    if (!user) {
      sendToSignIn('Sign in to save your progress.', { returnTo: location.pathname });
      return false;
    }
    let saved: { feedback: RubricFeedback | null };
    try {
      saved = await mutation.mutateAsync({ response, checkAnswers });
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
    return { feedback: saved.feedback ?? null };
  };
  return { complete, saving: mutation.isPending };
}
