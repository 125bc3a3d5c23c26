import { Check, CheckCircle2, Lightbulb, Pencil, Sparkles, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { TrackSlug } from '@/shared/constants';
import { TRANSLATION_EDIT_MAX } from '@/shared/contracts/values/resume-translator';
import type { TranslationItem, UpdateTranslationItem } from '@/shared/contracts/resume-translator';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Label, Textarea } from '@/client/components/ui/input';
import { ApiError, errorMessage } from '@/client/lib/api-client';
import { cn } from '@/client/lib/cn';
import { useUpdateTranslationItem } from '../api/update-translation-item';
import { newWords } from '../lib/new-words';

/** The first words of a line, to name the decision buttons that belong to it. */
const firstWords = (text: string, max = 60) =>
  text.length <= max ? text : `${text.slice(0, max).replace(/\s+\S*$/, '')}…`;

/** What makes a line measurable, shown as a prompt to her (never filled in for her). */
export function LinePrompt({ prompt }: { prompt: string }) {
  return (
    <p className="mt-3 flex items-start gap-2 rounded-md bg-amber-50 p-2.5 text-sm text-slate-900">
      <Lightbulb className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
      <span>
        <span className="font-semibold">Make it stronger: </span>
        {prompt}
      </span>
    </p>
  );
}

export function WhyItMatters({ skill, why }: { skill: string | null; why: string | null }) {
  if (!skill && !why) return null;
  return (
    <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm text-slate-800">
      {skill ? <Badge variant="default">{skill}</Badge> : null}
      {why ? (
        <p>
          <span className="font-semibold">Why a recruiter cares: </span>
          {why}
        </p>
      ) : null}
    </div>
  );
}

/** A line of hers that needed no translation: shown as it will print, with its skill. */
export function KeptLine({
  text,
  skill,
  why,
  prompt,
}: {
  text: string;
  skill: string | null;
  why: string | null;
  prompt: string | null;
}) {
  return (
    <li className="rounded-xl border border-dashed border-slate-300 bg-white p-4">
      <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-700 uppercase">
        <CheckCircle2 className="size-4 shrink-0 text-emerald-700" aria-hidden />
        Kept as you wrote it
      </p>
      <p className="mt-2 break-words text-slate-900">{text}</p>
      <div className="mt-2">
        <WhyItMatters skill={skill} why={why} />
      </div>
      {prompt ? <LinePrompt prompt={prompt} /> : null}
    </li>
  );
}

interface ReviewItemProps {
  item: TranslationItem;
  userId: string;
  roleType: TrackSlug;
  role: string;
}

/** What the suggestion is called, by where it prints. */
function suggestionLabel(item: TranslationItem, role: string) {
  if (item.edited) return 'Your wording';
  if (item.section === 'summary') return 'Summary sentence';
  if (item.section === 'skills') return `Skill for ${role}`;
  return `For ${role}`;
}

/**
 * One item to review: the line of her resume it came from beside our suggestion (stacked on
 * phones), the skill it shows and why a recruiter cares, and her decision. A line of a job she
 * rejects prints as she wrote it; a summary sentence or a skill she does not accept is left out.
 * Accept and Reject are toggles (pressing the pressed one sets the item back to not reviewed);
 * Edit opens her own wording, fact-checked by the server.
 */
export function ReviewItem({ item, userId, roleType, role }: ReviewItemProps) {
  const update = useUpdateTranslationItem(userId, roleType, item.id);
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const editorId = useId();
  const decision = item.accepted;
  const line = item.section === 'experience';
  const sources = item.source.split('\n').filter(Boolean);

  const send = (body: UpdateTranslationItem, onDone?: () => void) => {
    if (update.isPending) return;
    update.mutate(body, { onSuccess: onDone });
  };
  const closeEditor = () => {
    setEditing(false);
    update.reset();
    // Back to the button that opened it, so the keyboard keeps its place.
    requestAnimationFrame(() => editButton.current?.focus());
  };

  return (
    <li
      className={cn(
        'rounded-xl border bg-white p-4',
        decision === true
          ? 'border-emerald-300'
          : decision === false
            ? 'border-slate-300'
            : 'border-brand-200',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <WhyItMatters skill={line ? item.skill : null} why={null} />
        <DecisionBadge item={item} />
      </div>
      {item.why ? (
        <p className="mt-2 text-sm text-slate-800">
          <span className="font-semibold">
            {item.section === 'summary' ? 'Why it is there: ' : 'Why a recruiter cares: '}
          </span>
          {item.why}
        </p>
      ) : null}
      <div className="mt-3 grid grid-cols-1 gap-3 md:grid-cols-2">
        <div
          className={cn(
            'rounded-lg bg-slate-50 p-3',
            decision === false && line && 'ring-2 ring-slate-400',
          )}
        >
          <p className="text-xs font-semibold tracking-wide text-slate-700 uppercase">
            {line ? 'You wrote' : sources.length === 1 ? 'From your line' : 'From your lines'}
          </p>
          {line ? (
            <p className="mt-1 break-words text-slate-900">{item.source}</p>
          ) : (
            <ul className="mt-1 grid list-disc gap-1 pl-5 text-sm text-slate-900">
              {sources.map((source) => (
                <li key={source} className="break-words">
                  {source}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div
          className={cn(
            'rounded-lg bg-brand-50 p-3',
            decision === true && 'ring-2 ring-emerald-600',
          )}
        >
          <p className="text-xs font-semibold tracking-wide text-slate-700 uppercase">
            {suggestionLabel(item, role)}
          </p>
          <p className="mt-1 break-words text-slate-900">
            {newWords(sources.join(' '), item.suggestion).map((run, index) =>
              run.added ? (
                <mark key={index} className="rounded-sm bg-emerald-100 px-0.5 text-slate-950">
                  {run.text}
                </mark>
              ) : (
                run.text
              ),
            )}
          </p>
          {item.origin === 'model' && !item.edited ? (
            <p className="mt-1 flex items-center gap-1 text-xs text-slate-700">
              <Sparkles className="size-3.5 shrink-0" aria-hidden /> Worded with AI help, checked
              against your resume
            </p>
          ) : null}
        </div>
      </div>
      {item.prompt ? <LinePrompt prompt={item.prompt} /> : null}

      {editing ? (
        <EditBox
          id={editorId}
          item={item}
          role={role}
          pending={update.isPending}
          error={update.error}
          onCancel={closeEditor}
          onSave={(text) =>
            // Her text equal to ours is our suggestion accepted, not an edit.
            send(text === item.generated ? { text: null, accepted: true } : { text }, closeEditor)
          }
        />
      ) : null}

      <div
        role="group"
        aria-label={`Your decision on “${firstWords(line ? item.source : item.suggestion)}”`}
        className="mt-3 flex flex-wrap items-center gap-2"
      >
        <Button
          size="sm"
          variant={decision === true ? 'success' : 'outline'}
          aria-pressed={decision === true}
          onClick={() => send({ accepted: decision === true ? null : true })}
        >
          <Check aria-hidden /> Accept
        </Button>
        <Button
          ref={editButton}
          size="sm"
          variant="outline"
          aria-expanded={editing}
          aria-controls={editing ? editorId : undefined}
          onClick={() => (editing ? closeEditor() : setEditing(true))}
        >
          <Pencil aria-hidden /> Edit
        </Button>
        <Button
          size="sm"
          variant={decision === false ? 'secondary' : 'outline'}
          className={decision === false ? 'ring-2 ring-slate-500' : undefined}
          aria-pressed={decision === false}
          onClick={() => send({ accepted: decision === false ? null : false })}
        >
          <X aria-hidden /> {line ? 'Reject' : 'Leave out'}
        </Button>
        {item.edited && !editing ? (
          <Button
            size="sm"
            variant="link"
            onClick={() => send({ text: null }, () => editButton.current?.focus())}
          >
            Use our wording
          </Button>
        ) : null}
        {update.isPending ? <span className="text-sm text-slate-700">Saving…</span> : null}
      </div>
      {update.isError && !editing ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {errorMessage(update.error, 'Your choice could not be saved. Please try again.')}
        </p>
      ) : null}
    </li>
  );
}

function DecisionBadge({ item }: { item: TranslationItem }) {
  if (item.accepted === true)
    return <Badge variant="success">{item.edited ? 'Accepted, your wording' : 'Accepted'}</Badge>;
  if (item.accepted === false)
    return (
      <Badge variant="secondary">
        {item.section === 'experience' ? 'Keeping your original' : 'Left out'}
      </Badge>
    );
  return (
    <Badge variant="outline">
      {item.section === 'experience' ? 'Not reviewed' : 'Not reviewed: left out for now'}
    </Badge>
  );
}

function EditBox({
  id,
  item,
  role,
  pending,
  error,
  onCancel,
  onSave,
}: {
  id: string;
  item: TranslationItem;
  role: string;
  pending: boolean;
  error: Error | null;
  onCancel: () => void;
  onSave: (text: string) => void;
}) {
  const [text, setText] = useState(item.suggestion);
  const box = useRef<HTMLTextAreaElement>(null);
  const countId = useId();
  const errorId = useId();
  useEffect(() => box.current?.focus(), []);
  // The fact guard's 422 names what her resume does not state: shown under the box.
  const problem = error
    ? error instanceof ApiError && error.fields?.text
      ? error.fields.text
      : errorMessage(error, 'Your wording could not be saved. Please try again.')
    : null;
  const trimmed = text.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed && !pending) onSave(trimmed);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <form id={id} className="mt-3 grid gap-2" onSubmit={submit}>
      <Label htmlFor={`${id}-text`}>Your wording for {role}</Label>
      <Textarea
        id={`${id}-text`}
        ref={box}
        value={text}
        maxLength={TRANSLATION_EDIT_MAX}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${countId} ${errorId}` : countId}
        className="min-h-32 aria-[invalid=true]:border-red-600"
      />
      <p id={countId} className="text-xs text-slate-700">
        {text.length} of {TRANSLATION_EDIT_MAX} characters. Keep to what your resume says.
      </p>
      {problem ? (
        <p id={errorId} role="alert" className="text-sm text-red-800">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={!trimmed || pending}>
          {pending ? 'Saving…' : 'Save my wording'}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
