import { useEffect } from 'react';
import { useSendToSignIn } from '@/client/hooks/use-send-to-sign-in';
import { paths } from '@/client/config/paths';

/**
 * A visitor who picked her resume on the landing page, on her way to sign up: not an error but
 * the next step, so the sign-up form tells her the file is kept and will be analysed after a free
 * sign-up (walk-through defect 26, M4). The dashboard takes the file from IndexedDB once she is
 * signed in.
 */
export function KeptResumeSignIn({ fileName }: { fileName: string }) {
  const sendToSignIn = useSendToSignIn();
  useEffect(() => {
    sendToSignIn(
      `We kept ${fileName}. Create your free account and we analyse it as soon as you sign up.`,
      { to: 'signup', replace: true, returnTo: paths.dashboard.href() },
    );
  }, [fileName, sendToSignIn]);
  return null;
}
