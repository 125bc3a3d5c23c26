import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import type { CoverLetterState } from '@/shared/contracts/cover-letters';
import { paths } from '@/client/config/paths';

const LABELS: Record<CoverLetterState, string> = {
  none: 'not started',
  draft: 'draft: a sentence needs you',
  ready: 'ready to download',
};

/** On a tracker card: her letter for that application and its state. */
export function CoverLetterStatus({
  applicationId,
  state,
}: {
  applicationId: string;
  state: CoverLetterState;
}) {
  return (
    <Link
      to={paths.coverLetter.href(applicationId)}
      className="flex w-fit items-center gap-1 text-sm text-brand-700 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
    >
      <FileText className="size-4" aria-hidden />
      Cover letter <span className="text-slate-700">({LABELS[state]})</span>
    </Link>
  );
}
