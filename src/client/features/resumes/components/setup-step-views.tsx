import type { UploadProgress } from '../api/upload-resume';
import { Button } from '@/client/components/ui/button';
import { Progress } from '@/client/components/ui/progress';
import { Spinner } from '@/client/components/ui/spinner';
import { ResumeWidget } from './resume-widget';

/**
 * The upload step: the file she chose on the home page (its name only, when the file itself did
 * not come along), why her last file was refused, the widget, and the manual way in.
 */
export function UploadStep({
  pendingName,
  refusal,
  onFileSelected,
  onManual,
}: {
  pendingName: string | null;
  refusal: string | null;
  onFileSelected: (file: File) => void;
  onManual: () => void;
}) {
  return (
    <div className="grid gap-3">
      {pendingName ? (
        <p className="rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-slate-800">
          You chose <span className="font-semibold">{pendingName}</span> on the home page. Choose it
          again below to analyse it.
        </p>
      ) : null}
      {refusal ? (
        <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <span className="font-semibold">That file could not be analysed.</span> {refusal}
        </p>
      ) : null}
      <ResumeWidget onFileSelected={onFileSelected} />
      <p className="text-sm text-slate-700">Supported formats: PDF, DOC, DOCX, TXT (Max 5MB)</p>
      <p className="text-sm">
        <Button variant="link" className="h-auto p-0" onClick={onManual}>
          Enter details manually instead
        </Button>
      </p>
    </div>
  );
}

/** The bar's value: the upload fills 70% of it, the analysis the rest (shown at 85%). */
export function parsingPercent(progress: UploadProgress): number {
  return progress.phase === 'uploading' ? progress.percent * 0.7 : 85;
}

/** While her file uploads and is read: how far the upload is, then what the analysis is doing. */
export function ParsingStep({ progress }: { progress: UploadProgress }) {
  return (
    <Spinner
      className="flex-col gap-4 rounded-xl border border-slate-200 bg-white p-8 text-center"
      iconClassName="size-10"
    >
      <h3 className="text-lg font-semibold text-slate-900">Analyzing Your Resume</h3>
      <p className="text-sm text-slate-700">
        {progress.phase === 'uploading'
          ? `Uploading… ${progress.percent}%`
          : 'Reading your experience and matching it to three roles. This usually takes a few seconds.'}
      </p>
      <Progress
        className="max-w-md"
        value={parsingPercent(progress)}
        label="Resume upload and analysis progress"
      />
    </Spinner>
  );
}
