import { Upload } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';
import { RESUME_ACCEPT } from './resume-widget';
import { savePendingResume } from '../lib/pending-resume';

/**
 * Spec: choosing a file stores its name as the pending resume, then a full page navigation to the
 * dashboard. The file itself rides along in IndexedDB so it need not be chosen again.
 */
export function LandingResumePicker() {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div>
      <input
        ref={input}
        type="file"
        accept={RESUME_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          void savePendingResume(file).finally(() =>
            window.location.assign(paths.dashboard.href({ source: 'landing-upload' })),
          );
        }}
      />
      <Button variant="outline" onClick={() => input.current?.click()}>
        <Upload aria-hidden />
        Choose your resume
      </Button>
      <p className="mt-2 text-xs text-slate-600">PDF, DOC, DOCX or TXT, up to 5 MB</p>
    </div>
  );
}
