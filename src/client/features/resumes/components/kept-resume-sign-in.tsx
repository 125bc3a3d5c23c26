import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/client/config/paths';
import { toast } from '@/client/hooks/use-toast';

/** Long enough to read twice on a first visit; it pauses while hovered or focused. */
const KEPT_RESUME_TOAST_MS = 20_000;

/**
 * A visitor who picked her resume on the landing page, on her way to /login: not an error but the
 * next step, so she is told her file is kept and will be analysed after a free sign-up
 * (walk-through defect 26). The dashboard takes the file from IndexedDB once she is signed in.
 */
export function KeptResumeSignIn({ fileName }: { fileName: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    toast({
      title: 'We kept your resume',
      description: `Create a free account to see your analysis. We kept ${fileName} and will analyse it as soon as you sign up.`,
      duration: KEPT_RESUME_TOAST_MS,
    });
    void navigate(paths.login.href(), { replace: true });
  }, [fileName, navigate]);
  return null;
}
