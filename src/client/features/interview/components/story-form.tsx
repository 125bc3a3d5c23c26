import { useId, useRef, useState } from 'react';
import { TRACK_BY_SLUG } from '@/shared/constants';
import type { StoryInput } from '@/shared/contracts/interview';
import { Button } from '@/client/components/ui/button';
import { CheckboxField } from '@/client/components/ui/checkbox-field';
import { Input, Textarea } from '@/client/components/ui/input';
import { errorMessage } from '@/client/lib/api-client';
import { refusedFacts, useCompetencyOptions, useSaveStory } from '../api/stories';

const MAX_TAGS = 6;

const PARTS = [
  {
    name: 'situation',
    label: 'Situation',
    hint: 'Where were you, and what was going on?',
    max: 1200,
  },
  {
    name: 'task',
    label: 'Task',
    hint: 'What did you need to do, and why did it matter?',
    max: 1200,
  },
  { name: 'action', label: 'Action', hint: 'What did you do yourself? Say “I”.', max: 2000 },
  {
    name: 'result',
    label: 'Result',
    hint: 'What changed? A number or something people could see.',
    max: 1200,
  },
  {
    name: 'reflection',
    label: 'Reflection (optional)',
    hint: 'What you learned, or would do differently.',
    max: 1200,
  },
] as const;

type Fields = {
  title: string;
  situation: string;
  task: string;
  action: string;
  result: string;
  reflection: string;
};

/**
 * Writes a new STAR story or edits one. When the server cannot find a number, employer, tool or
 * title of the story in her resume or evidence, it names them: she can mark each as her own new
 * fact and save again, and the story shows them as hers.
 */
export function StoryForm({
  userId,
  storyId,
  initial,
  onDone,
  onCancel,
}: {
  userId: string;
  storyId?: string;
  initial?: StoryInput;
  onDone: () => void;
  onCancel: () => void;
}) {
  const formId = useId();
  const [fields, setFields] = useState<Fields>({
    title: initial?.title ?? '',
    situation: initial?.situation ?? '',
    task: initial?.task ?? '',
    action: initial?.action ?? '',
    result: initial?.result ?? '',
    reflection: initial?.reflection ?? '',
  });
  const [tags, setTags] = useState<string[]>(initial?.competencies ?? []);
  const [ownFacts, setOwnFacts] = useState<string[]>(initial?.ownFacts ?? []);
  const [refused, setRefused] = useState<string[]>([]);
  const refusedHeading = useRef<HTMLHeadingElement>(null);
  const groups = useCompetencyOptions(userId);
  const save = useSaveStory(userId);
  const set = (name: keyof Fields) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }));

  return (
    <form
      aria-labelledby={`${formId}-heading`}
      className="space-y-4 rounded-lg border border-slate-300 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { id: storyId, story: { ...fields, competencies: tags, ownFacts } },
          {
            onSuccess: () => {
              setRefused([]);
              onDone();
            },
            onError: (error) => {
              const facts = refusedFacts(error);
              setRefused(facts);
              if (facts.length > 0) requestAnimationFrame(() => refusedHeading.current?.focus());
            },
          },
        );
      }}
    >
      <h3 id={`${formId}-heading`} className="text-lg font-semibold">
        {storyId ? `Edit “${initial?.title ?? 'your story'}”` : 'Write a story'}
      </h3>
      <div>
        <label htmlFor={`${formId}-title`} className="block font-medium">
          Title
        </label>
        <p id={`${formId}-title-hint`} className="text-sm text-slate-700">
          A few words you will remember it by, such as “The parent evening I redesigned”.
        </p>
        <Input
          id={`${formId}-title`}
          value={fields.title}
          maxLength={120}
          required
          aria-describedby={`${formId}-title-hint`}
          onChange={(event) => set('title')(event.target.value)}
        />
      </div>
      {PARTS.map((part) => (
        <div key={part.name}>
          <label htmlFor={`${formId}-${part.name}`} className="block font-medium">
            {part.label}
          </label>
          <p id={`${formId}-${part.name}-hint`} className="text-sm text-slate-700">
            {part.hint}
          </p>
          <Textarea
            id={`${formId}-${part.name}`}
            value={fields[part.name]}
            maxLength={part.max}
            required={part.name !== 'reflection'}
            rows={3}
            aria-describedby={`${formId}-${part.name}-hint`}
            onChange={(event) => set(part.name)(event.target.value)}
          />
        </div>
      ))}
      <fieldset>
        <legend className="font-medium">What does it show? (up to {MAX_TAGS})</legend>
        {groups.length === 0 ? <p className="text-sm">Loading the skills…</p> : null}
        {groups.map((group) => (
          <fieldset key={group.role} className="mt-2">
            <legend className="text-sm font-semibold text-slate-800">
              {TRACK_BY_SLUG[group.role].label}
            </legend>
            <div className="mt-1 grid gap-1 sm:grid-cols-2">
              {group.options.map((option) => {
                const checked = tags.includes(option.id);
                return (
                  <CheckboxField
                    key={option.id}
                    label={option.label}
                    checked={checked}
                    onChange={(on) =>
                      setTags((current) =>
                        on
                          ? current.length < MAX_TAGS
                            ? [...current, option.id]
                            : current
                          : current.filter((t) => t !== option.id),
                      )
                    }
                  />
                );
              })}
            </div>
          </fieldset>
        ))}
        <p className="mt-1 text-sm text-slate-700" aria-live="polite">
          {tags.length} of {MAX_TAGS} chosen
          {tags.length >= MAX_TAGS ? ': untick one to choose another.' : '.'}
        </p>
      </fieldset>
      {refused.length > 0 ? (
        <section
          aria-labelledby={`${formId}-refused`}
          className="rounded-md border border-amber-600 bg-amber-50 p-3"
        >
          <h4 id={`${formId}-refused`} ref={refusedHeading} tabIndex={-1} className="font-semibold">
            We could not find these in your resume or evidence
          </h4>
          <p className="text-sm">
            An interviewer may ask about them. If they are true, tick each one as your own new fact
            and save again. If not, change the story.
          </p>
          <ul className="mt-2 space-y-1">
            {refused.map((fact) => (
              <li key={fact}>
                <CheckboxField
                  label={
                    <>
                      “{fact}” is mine: <span className="font-medium">my own new fact</span>
                    </>
                  }
                  checked={ownFacts.includes(fact)}
                  onChange={(on) =>
                    setOwnFacts((current) =>
                      on ? [...current, fact] : current.filter((f) => f !== fact),
                    )
                  }
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {save.isError && refused.length === 0 ? (
        <p role="alert" className="text-red-700">
          {errorMessage(save.error, 'We could not save your story. Please try again.')}
        </p>
      ) : null}
      {ownFacts.length > 0 ? (
        <p className="text-sm">Your own new facts: {ownFacts.map((f) => `“${f}”`).join(', ')}</p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save story'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
