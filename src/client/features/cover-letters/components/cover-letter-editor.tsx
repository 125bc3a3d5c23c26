import { AlertTriangle, CheckCircle2, Download } from 'lucide-react';
import { useId, useState } from 'react';
import {
  COVER_LETTER_WORDS,
  LETTER_SENTENCE_MAX,
  PASTED_DESCRIPTION_MAX,
} from '@/shared/contracts/values/cover-letters';
import type {
  CoverLetter,
  CoverLetterLength,
  LetterSentence,
  LetterSlot,
} from '@/shared/contracts/cover-letters';
import { Button } from '@/client/components/ui/button';
import { Label, Textarea } from '@/client/components/ui/input';
import { ApiError, errorMessage } from '@/client/lib/api-client';
import {
  coverLetterExportHref,
  useBuildCoverLetter,
  useCoverLetter,
  useCoverLetterStates,
  useUpdateCoverLetter,
} from '../api/cover-letter';

const SLOT_NAMES: Record<LetterSlot, string> = {
  opening: 'Opening',
  'why-company': 'Why this company',
  evidence: 'What you bring',
  gap: 'What you are still learning',
  'why-move': 'Why you are leaving teaching',
  close: 'Close',
};

const EVIDENCE_NAMES = {
  resume: 'Your resume',
  certificate: 'Your certificate',
  story: 'Your story',
  posting: 'The job posting',
} as const;

interface Props {
  userId: string;
  applicationId: string;
}

/**
 * Her cover letter for one application: every sentence with what it rests on, editable in place,
 * with the fact guard's flags; kept on the server, so it is there in any tab.
 */
export function CoverLetterEditor({ userId, applicationId }: Props) {
  const states = useCoverLetterStates(userId);
  const exists = states.data?.letters.some((l) => l.applicationId === applicationId) ?? false;
  const letter = useCoverLetter(userId, applicationId, exists);
  if (states.isPending || (exists && letter.isPending))
    return <p className="text-slate-700">Loading your letter…</p>;
  if (states.isError || letter.isError)
    return (
      <p role="alert" className="text-red-800">
        {errorMessage(
          letter.error ?? states.error,
          'We could not load your letter. Please try again.',
        )}
      </p>
    );
  return exists && letter.data ? (
    <LetterView userId={userId} applicationId={applicationId} letter={letter.data} />
  ) : (
    <BuildForm userId={userId} applicationId={applicationId} />
  );
}

function LengthChoice({
  value,
  onChange,
}: {
  value: CoverLetterLength;
  onChange: (length: CoverLetterLength) => void;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-wrap gap-4">
      <legend className="mb-1 text-sm font-medium text-slate-900">Length</legend>
      {(['short', 'standard'] as const).map((length) => (
        <label key={length} htmlFor={`${id}-${length}`} className="flex items-center gap-2">
          <input
            id={`${id}-${length}`}
            type="radio"
            name={`${id}-length`}
            checked={value === length}
            onChange={() => onChange(length)}
          />
          {length === 'short'
            ? `Short (up to ${COVER_LETTER_WORDS.short.max} words)`
            : `Standard (${COVER_LETTER_WORDS.standard.min}–${COVER_LETTER_WORDS.standard.max} words)`}
        </label>
      ))}
    </fieldset>
  );
}

function BuildForm({ userId, applicationId, current }: Props & { current?: CoverLetterLength }) {
  const id = useId();
  const build = useBuildCoverLetter(userId, applicationId);
  const [length, setLength] = useState<CoverLetterLength>(current ?? 'standard');
  const [description, setDescription] = useState('');
  const needsPosting =
    build.error instanceof ApiError && build.error.code === 'POSTING_TEXT_NEEDED';
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        build.mutate({ length, description: description.trim() || undefined });
      }}
    >
      {current ? null : (
        <p className="max-w-prose text-slate-700">
          We write your letter from this job&apos;s posting and your own resume, stories and
          certificates. Every sentence shows what it rests on, and nothing is made up.
        </p>
      )}
      <LengthChoice value={length} onChange={setLength} />
      {needsPosting || description ? (
        <div className="grid gap-1">
          <Label htmlFor={`${id}-posting`}>Job description</Label>
          <Textarea
            id={`${id}-posting`}
            className="min-h-40"
            maxLength={PASTED_DESCRIPTION_MAX}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            placeholder="Paste the job description from the posting"
          />
        </div>
      ) : null}
      {build.isError ? (
        <p role="alert" className="text-red-800">
          {errorMessage(build.error, 'We could not build your letter. Please try again.')}
        </p>
      ) : null}
      <Button type="submit" className="w-fit" disabled={build.isPending}>
        {build.isPending ? 'Writing…' : current ? 'Rebuild the letter' : 'Build my letter'}
      </Button>
    </form>
  );
}

function LetterView({ userId, applicationId, letter }: Props & { letter: CoverLetter }) {
  const flagged = letter.paragraphs.flatMap((p) => p.sentences).filter((s) => s.flags.length > 0);
  return (
    <div className="flex flex-col gap-6">
      <p className="text-lg text-slate-900">
        {letter.title} at {letter.company}
      </p>
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <span>{letter.wordCount} words</span>
        {letter.state === 'ready' ? (
          <span className="flex items-center gap-1 text-emerald-800">
            <CheckCircle2 className="size-4" aria-hidden /> Ready to download
          </span>
        ) : (
          <span className="flex items-center gap-1 text-amber-900">
            <AlertTriangle className="size-4" aria-hidden />
            {flagged.length === 1
              ? '1 sentence needs you before you can download'
              : `${flagged.length} sentences need you before you can download`}
          </span>
        )}
      </div>

      <div className="flex flex-wrap gap-2">
        {(['docx', 'pdf'] as const).map((format) =>
          letter.state === 'ready' ? (
            <Button key={format} asChild variant="outline">
              <a href={coverLetterExportHref(userId, applicationId, format)} download>
                <Download className="size-4" aria-hidden /> Download {format.toUpperCase()}
              </a>
            </Button>
          ) : (
            <Button key={format} variant="outline" disabled>
              <Download className="size-4" aria-hidden /> Download {format.toUpperCase()}
            </Button>
          ),
        )}
      </div>

      {letter.paragraphs.map((paragraph, index) => (
        <section
          key={`${paragraph.slot}-${index}`}
          aria-labelledby={`${letter.id}-p${index}`}
          className="rounded-lg border border-slate-200 bg-white p-4"
        >
          <h2 id={`${letter.id}-p${index}`} className="mb-2 text-sm font-semibold text-slate-800">
            {SLOT_NAMES[paragraph.slot]}
          </h2>
          <ol className="flex flex-col gap-3">
            {paragraph.sentences.map((sentence) => (
              <SentenceRow
                key={sentence.id}
                userId={userId}
                applicationId={applicationId}
                sentence={sentence}
              />
            ))}
          </ol>
        </section>
      ))}

      <details className="rounded-lg border border-slate-200 bg-white p-4">
        <summary className="cursor-pointer font-medium text-slate-900">
          Change the length or build the letter again
        </summary>
        <p className="my-2 text-sm text-slate-700">
          A new letter replaces this one, with your edits.
        </p>
        <BuildForm userId={userId} applicationId={applicationId} current={letter.length} />
      </details>
    </div>
  );
}

function SentenceRow({ userId, applicationId, sentence }: Props & { sentence: LetterSentence }) {
  const id = useId();
  const update = useUpdateCoverLetter(userId, applicationId);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(sentence.text);
  return (
    <li className="flex flex-col gap-2" data-sentence-id={sentence.id}>
      {editing ? (
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            update.mutate(
              { sentenceId: sentence.id, text },
              { onSuccess: () => setEditing(false) },
            );
          }}
        >
          <Label htmlFor={`${id}-text`}>Your sentence</Label>
          <Textarea
            id={`${id}-text`}
            className="min-h-20"
            maxLength={LETTER_SENTENCE_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={update.isPending}>
              Save sentence
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => {
                setText(sentence.text);
                setEditing(false);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap items-start gap-2">
          <p className="min-w-0 flex-1 break-words text-slate-900">{sentence.text}</p>
          <Button
            size="sm"
            variant="link"
            className="h-auto p-0"
            onClick={() => {
              setText(sentence.text);
              setEditing(true);
            }}
          >
            Edit<span className="sr-only"> this sentence</span>
          </Button>
        </div>
      )}

      <details className="text-sm">
        <summary className="cursor-pointer text-brand-700">
          What this rests on ({sentence.evidence.length})
        </summary>
        <ul className="mt-1 flex flex-col gap-1 border-l-2 border-slate-200 pl-3">
          {sentence.evidence.map((evidence, i) => (
            <li key={i} className="break-words text-slate-700">
              <span className="font-medium text-slate-900">{EVIDENCE_NAMES[evidence.kind]}:</span> “
              {evidence.quote}”
              {evidence.link ? (
                <>
                  {' '}
                  <a href={evidence.link} className="text-brand-700 underline">
                    Check it
                  </a>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      </details>

      {sentence.flags.length > 0 ? (
        <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm">
          <ul className="flex flex-col gap-1 text-amber-950">
            {sentence.flags.map((flag) => (
              <li key={`${flag.kind}-${flag.text}`}>{flag.message}</li>
            ))}
          </ul>
          <Button
            size="sm"
            variant="outline"
            className="mt-2"
            disabled={update.isPending}
            onClick={() =>
              update.mutate({
                sentenceId: sentence.id,
                ownFacts: sentence.flags.map((flag) => flag.text),
              })
            }
          >
            These facts are mine
          </Button>
        </div>
      ) : null}
      {sentence.prompt ? <p className="text-sm text-slate-700">{sentence.prompt}</p> : null}
      {update.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {errorMessage(update.error, 'We could not save that sentence. Please try again.')}
        </p>
      ) : null}
    </li>
  );
}
