import { CheckCheck, Download } from 'lucide-react';
import type { ResumeTranslation } from '@/shared/contracts/resume-translator';
import { Button } from '@/client/components/ui/button';
import { buttonVariants } from '@/client/components/ui/button-variants';
import { Progress } from '@/client/components/ui/progress';
import { errorMessage } from '@/client/lib/api-client';
import { cn } from '@/client/lib/cn';
import { useAcceptRemainingItems } from '../api/accept-remaining-items';
import { translationExportUrl } from '../api/export-translation';

/**
 * Her review so far over every item, her lines, summary sentences and skills ("12 of 18
 * reviewed" as a bar), accept-all, and the tailored resume's files.
 */
export function ReviewPanel({
  translation,
  userId,
}: {
  translation: ResumeTranslation;
  userId: string;
}) {
  const { progress, roleType } = translation;
  const acceptAll = useAcceptRemainingItems(userId, roleType);
  const remaining = translation.items.filter((item) => item.accepted === null);
  const percent = progress.total === 0 ? 100 : (progress.reviewed / progress.total) * 100;
  const running = acceptAll.isPending;

  return (
    <section
      aria-labelledby="review-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="review-heading" className="text-lg font-semibold text-slate-900">
        Your review
      </h2>
      {progress.total === 0 ? (
        <p className="mt-2 text-sm text-slate-800">
          Nothing needed a rewrite: your resume already speaks the role&apos;s language.
        </p>
      ) : (
        <>
          <p className="mt-2 font-semibold text-slate-900" aria-live="polite">
            {progress.label}
          </p>
          <Progress
            value={percent}
            label="Items reviewed"
            className="mt-2"
            indicatorClassName="bg-emerald-600"
          />
          <dl className="mt-3 grid grid-cols-3 gap-2 text-center text-sm">
            <Count term="Accepted" value={progress.accepted} />
            <Count term="Rejected" value={progress.rejected} />
            <Count term="To review" value={progress.total - progress.reviewed} />
          </dl>
          {progress.edited > 0 ? (
            <p className="mt-2 text-xs text-slate-700">
              {progress.edited === 1
                ? 'One item is in your own words.'
                : `${progress.edited} items are in your own words.`}
            </p>
          ) : null}
          {remaining.length > 0 || running ? (
            <Button
              variant="outline"
              className="mt-4 w-full"
              disabled={running}
              onClick={() => acceptAll.mutate()}
            >
              <CheckCheck aria-hidden />
              {running
                ? `Accepting… ${acceptAll.done} done`
                : `Accept all remaining (${remaining.length})`}
            </Button>
          ) : (
            <p className="mt-4 text-sm font-medium text-emerald-800">Everything is reviewed.</p>
          )}
          {acceptAll.isError ? (
            <p role="alert" className="mt-2 text-sm text-red-800">
              {errorMessage(acceptAll.error, 'Some items could not be accepted. Please try again.')}
            </p>
          ) : null}
        </>
      )}

      <h3 className="mt-6 font-semibold text-slate-900">Download your tailored resume</h3>
      <p className="mt-1 text-sm text-slate-700">
        Lines you accepted use the new wording; every other line stays as you wrote it. Summary
        sentences and skills go in only once you accept them.
      </p>
      <div className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-1">
        {(['docx', 'pdf'] as const).map((format) => (
          <a
            key={format}
            href={translationExportUrl(userId, roleType, format)}
            download
            className={cn(buttonVariants({ variant: format === 'docx' ? 'default' : 'outline' }))}
          >
            <Download aria-hidden /> Download {format.toUpperCase()}
          </a>
        ))}
      </div>
    </section>
  );
}

function Count({ term, value }: { term: string; value: number }) {
  return (
    <div className="rounded-md bg-slate-50 px-1 py-2">
      <dt className="text-xs text-slate-700">{term}</dt>
      <dd className="text-lg font-semibold text-slate-900">{value}</dd>
    </div>
  );
}
