import { Sparkles, X } from 'lucide-react';
import { Button } from '@/client/components/ui/button';

/** After choosing a resume on the landing page: the invitation to upload it below. */
export function ResumeUploadBanner({ onDismiss }: { onDismiss: () => void }) {
  return (
    <section
      aria-labelledby="unlock-heading"
      className="mt-6 flex flex-col gap-4 rounded-xl border border-emerald-300 bg-emerald-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <Sparkles className="mt-1 size-5 shrink-0 text-emerald-700" aria-hidden />
        <div>
          <h2 id="unlock-heading" className="font-semibold text-emerald-950">
            Ready to Unlock Your Career Potential?
          </h2>
          <p className="text-sm text-emerald-900">
            Upload your resume below and we will show which role fits you best, with the evidence.
          </p>
        </div>
      </div>
      <div className="flex gap-2">
        <Button variant="success" onClick={onDismiss}>
          Get Started
        </Button>
        <Button variant="ghost" onClick={onDismiss}>
          <X aria-hidden />
          I&apos;ll do it later
        </Button>
      </div>
    </section>
  );
}
