import { FileText, UploadCloud, X } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, useState, type DragEvent } from 'react';
import { RESUME_MAX_BYTES } from '@/shared/constants';
import { clsx } from 'clsx';
import { buttonVariants } from '@/client/components/ui/button-variants';
import { RESUME_ACCEPT, resumeFileProblem } from '../lib/resume-file-check';

const formatMegabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;

interface ResumeWidgetProps {
  onFileSelected: (file: File) => void;
  /** Default 5 MB (spec §5); callers may lower or raise it. */
  maxBytes?: number;
  disabled?: boolean;
  /** Less padding, where the widget sits inside a card (the landing page's step 1). */
  compact?: boolean;
}

/** Spec §4 'Resume widget': empty -> selected; it only hands the chosen file to its caller. */
export function ResumeWidget({
  onFileSelected,
  maxBytes = RESUME_MAX_BYTES,
  disabled = false,
  compact = false,
}: ResumeWidgetProps) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const ids = { input: useId(), hint: useId(), error: useId() };

  const choose = (candidate: File | undefined) => {
    setError(null);
    if (!candidate) return;
    const problem = resumeFileProblem(candidate, maxBytes);
    if (problem) {
      setError(problem);
      // The same file chosen again after a fix must still fire a change.
      if (input.current) input.current.value = '';
      return;
    }
    setFile(candidate);
    onFileSelected(candidate);
  };

  // The landing page is HTML before its script runs: a file chosen in that second fired its
  // change before React listened, and was lost without a word. Take it once hydrated.
  const chooseEarly = useEffectEvent(() => {
    const early = input.current?.files?.[0];
    if (early) choose(early);
  });
  useEffect(() => chooseEarly(), []);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const files = event.dataTransfer.files;
    if (files.length > 1) setError('Drop one file: your resume.');
    else choose(files[0]);
  };

  if (file) {
    return (
      <div className="flex items-center gap-3 rounded-xl border border-slate-300 bg-white p-4">
        <FileText className="size-8 shrink-0 text-brand-700" aria-hidden />
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-slate-900">{file.name}</p>
          <p className="text-sm text-slate-600">{formatMegabytes(file.size)}</p>
        </div>
        <button
          type="button"
          className={buttonVariants({ variant: 'ghost', size: 'icon' })}
          aria-label={`Remove ${file.name}`}
          disabled={disabled}
          onClick={() => {
            setFile(null);
            setError(null);
            if (input.current) input.current.value = '';
          }}
        >
          <X aria-hidden />
        </button>
      </div>
    );
  }

  return (
    <div>
      <label
        htmlFor={ids.input}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-dragging={dragging || undefined}
        // Part of the landing page's first view (ADR 015): one class per property, no merging.
        className={clsx(
          'flex flex-col items-center gap-2 rounded-xl border-2 border-dashed text-center transition-colors focus-within:ring-2 focus-within:ring-brand-600',
          compact ? 'px-4 py-6' : 'px-6 py-10',
          error
            ? 'border-red-600 bg-red-50'
            : dragging
              ? 'border-brand-600 bg-brand-50'
              : 'border-slate-300 bg-white hover:border-brand-600',
          disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
        )}
      >
        <UploadCloud
          className={clsx('size-10', error ? 'text-red-700' : 'text-brand-700')}
          aria-hidden
        />
        <span className="text-base font-semibold text-slate-900">
          {dragging ? 'Drop your resume here' : 'Upload your resume'}
        </span>
        <span className="text-sm text-slate-700">
          Drag and drop your file here, or click to browse
        </span>
        <span id={ids.hint} className="text-xs text-slate-600">
          Supports PDF, DOC, DOCX, TXT (max {Math.round(maxBytes / (1024 * 1024))}MB)
        </span>
        <input
          ref={input}
          id={ids.input}
          type="file"
          accept={RESUME_ACCEPT}
          className="sr-only"
          disabled={disabled}
          aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
          aria-invalid={error ? true : undefined}
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </label>
      {error ? (
        <p id={ids.error} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
