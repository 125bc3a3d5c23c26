import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/client/config/paths';
import { useSession } from '@/client/hooks/use-session';
import { toast } from '@/client/hooks/use-toast';
import { errorMessage } from '@/client/lib/api-client';
import { sessionStore } from '@/client/lib/session-store';
import { completeModule } from '../api/mini-courses';

/** 'Mark Complete' with her response; a visitor is sent to log in and brought back here. */
export function useCompleteModule(slug: string, moduleId: number) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { isSignedIn } = useSession();
  const [saving, setSaving] = useState(false);

  const complete = async (response: string, { title }: { title: string }): Promise<boolean> => {
    if (!isSignedIn) {
      toast({
        title: 'Login Required',
        description: 'Please log in to save your progress.',
        variant: 'destructive',
      });
      sessionStore.setRedirect(location.pathname);
      navigate(paths.login.href());
      return false;
    }
    setSaving(true);
    try {
      await completeModule(slug, moduleId, response);
      toast({
        title: 'Module Completed!',
        description: `Great job completing ${title}`,
        variant: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: ['mini-courses', slug] });
      void queryClient.invalidateQueries({ queryKey: ['learning-paths'] });
      return true;
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Your progress could not be saved. Please try again.'),
        variant: 'destructive',
      });
      return false;
    } finally {
      setSaving(false);
    }
  };
  return { complete, saving };
}
