import { useState } from 'react';
import { paths } from '@/client/config/paths';
import { useSession } from '@/client/hooks/use-session';
import { ResumeWidget } from './resume-widget';

/**
 * Spec: the resume widget on the landing page; choosing a file stores its name as the pending
 * resume, then a full page navigation to the dashboard. The widget checks the type and size
 * first, so a file that cannot be read never leaves the page. The file itself rides along in
 * IndexedDB so it need not be chosen again; a visitor is asked to sign up on the way, and told so
 * here first.
 */
export function LandingResumePicker() {
  const { isSignedIn } = useSession();
  const [leaving, setLeaving] = useState(false);
  return (
    <div className="grid gap-2">
      <ResumeWidget
        compact
        disabled={leaving}
        onFileSelected={(file) => {
          setLeaving(true);
          // IndexedDB's helper comes with the file, not with the page (ADR 015).
          void import('../lib/pending-resume')
            .then(({ savePendingResume }) => savePendingResume(file))
            .finally(() =>
              window.location.assign(paths.dashboard.href({ source: 'landing-upload' })),
            );
        }}
      />
      <p className="text-xs text-slate-700" aria-live="polite">
        {leaving
          ? 'Taking your resume to your dashboard…'
          : isSignedIn
            ? 'We analyse it on your dashboard straight away.'
            : 'Next you create a free account. We keep your file and analyse it as soon as you sign up.'}
      </p>
    </div>
  );
}
