import { useState } from 'react';
import { STORY_MAX, STORY_MIN } from '@/shared/contracts/values/interview';
import type { Story, StoryInput } from '@/shared/contracts/interview';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/client/components/ui/dialog';
import { errorMessage } from '@/client/lib/api-client';
import { useCompetencyOptions, useDeleteStory, useDraftStories, useStories } from '../api/stories';
import { StoryForm } from './story-form';

type Editing = { kind: 'new'; initial?: StoryInput } | { kind: 'edit'; story: Story } | null;

/** Her STAR stories: list, write, edit, delete, and drafts from her resume. */
export function StoryBank({ userId }: { userId: string }) {
  const bank = useStories(userId);
  const drafts = useDraftStories(userId);
  const [editing, setEditing] = useState<Editing>(null);
  const count = bank.data?.stories.length ?? 0;
  const full = count >= STORY_MAX;

  return (
    <div className="space-y-6">
      <section aria-labelledby="guidance-heading" className="rounded-lg bg-slate-50 p-4">
        <h2 id="guidance-heading" className="text-lg font-semibold">
          Aim for {STORY_MIN} to {STORY_MAX} stories
        </h2>
        <p className="mt-1">
          Most interview questions ask for a time you did something. {STORY_MIN} to {STORY_MAX} true
          stories from your teaching, each told as Situation, Task, Action and Result, will answer
          nearly all of them. Use the facts you can stand behind: we check each story against your
          resume and evidence.
        </p>
        <p className="mt-2 font-medium" aria-live="polite">
          {bank.data
            ? `You have ${count} ${count === 1 ? 'story' : 'stories'}.`
            : 'Loading your stories…'}
        </p>
      </section>

      {bank.data?.warnings.length ? (
        <ul className="space-y-1 rounded-md border border-amber-600 bg-amber-50 p-3">
          {bank.data.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      ) : null}
      {bank.isError ? (
        <p role="alert">{errorMessage(bank.error, 'We could not load your stories.')}</p>
      ) : null}

      {editing ? (
        <StoryForm
          key={editing.kind === 'edit' ? editing.story.id : 'new'}
          userId={userId}
          storyId={editing.kind === 'edit' ? editing.story.id : undefined}
          initial={editing.kind === 'edit' ? editing.story : editing.initial}
          onDone={() => setEditing(null)}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button disabled={full} onClick={() => setEditing({ kind: 'new' })}>
            Write a new story
          </Button>
          <Button
            variant="outline"
            disabled={full || drafts.isPending}
            onClick={() => drafts.mutate()}
          >
            {drafts.isPending ? 'Drafting…' : 'Start from my resume'}
          </Button>
          {full ? (
            <p className="w-full text-sm">
              You have {STORY_MAX} stories, the most we keep: edit or delete one to add another.
            </p>
          ) : null}
        </div>
      )}

      {drafts.isError ? (
        <p role="alert" className="text-red-700">
          {errorMessage(drafts.error, 'We could not draft stories from your resume.')}
        </p>
      ) : null}
      {drafts.data && !editing ? (
        <section aria-labelledby="drafts-heading">
          <h2 id="drafts-heading" className="text-lg font-semibold">
            Drafts from your resume
          </h2>
          {drafts.data.length === 0 ? (
            <p>
              We found nothing to draft from yet. Translate your resume or add a certificate, then
              try again, or write a story yourself.
            </p>
          ) : (
            <>
              <p className="text-sm text-slate-700">
                Built only from your own lines. Nothing is saved until you open a draft, make it
                yours and save it.
              </p>
              <ul className="mt-2 space-y-3">
                {drafts.data.map((draft, i) => (
                  <li
                    key={`${draft.title}-${i}`}
                    className="rounded-md border border-slate-300 p-3"
                  >
                    <p className="font-medium break-words">{draft.title}</p>
                    <p className="text-sm break-words">{draft.action}</p>
                    <Button
                      className="mt-2"
                      variant="outline"
                      onClick={() => setEditing({ kind: 'new', initial: draft })}
                    >
                      Use this draft<span className="sr-only">: {draft.title}</span>
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      ) : null}

      {bank.data && bank.data.stories.length > 0 ? (
        <section aria-labelledby="stories-heading">
          <h2 id="stories-heading" className="text-lg font-semibold">
            Your stories
          </h2>
          <ul className="mt-2 space-y-4">
            {bank.data.stories.map((story) => (
              <StoryCard
                key={story.id}
                userId={userId}
                story={story}
                onEdit={() => setEditing({ kind: 'edit', story })}
              />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function StoryCard({
  userId,
  story,
  onEdit,
}: {
  userId: string;
  story: Story;
  onEdit: () => void;
}) {
  const labels = new Map(
    useCompetencyOptions(userId).flatMap((g) => g.options.map((o) => [o.id, o.label] as const)),
  );
  const remove = useDeleteStory(userId);
  const parts = [
    ['Situation', story.situation],
    ['Task', story.task],
    ['Action', story.action],
    ['Result', story.result],
    ...(story.reflection ? [['Reflection', story.reflection] as const] : []),
  ] as const;
  return (
    <li className="rounded-lg border border-slate-300 p-4">
      <h3 className="text-lg font-semibold break-words">{story.title}</h3>
      <dl className="mt-2 space-y-2">
        {parts.map(([name, text]) => (
          <div key={name}>
            <dt className="font-medium">{name}</dt>
            <dd className="break-words">{text}</dd>
          </div>
        ))}
      </dl>
      {story.competencies.length > 0 ? (
        <p className="mt-2 text-sm">
          Shows: {story.competencies.map((id) => labels.get(id) ?? id).join(', ')}
        </p>
      ) : null}
      {story.ownFacts.length > 0 ? (
        <p className="mt-2 text-sm">
          <span className="font-medium">Your own new facts</span> (not in your resume or evidence
          yet): {story.ownFacts.map((f) => `“${f}”`).join(', ')}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-3">
        <Button variant="outline" onClick={onEdit}>
          Edit<span className="sr-only"> “{story.title}”</span>
        </Button>
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="outline">
              Delete<span className="sr-only"> “{story.title}”</span>
            </Button>
          </DialogTrigger>
          <DialogContent
            title="Delete this story?"
            description={`“${story.title}” will be gone from your story bank. Your practice answers stay.`}
          >
            {remove.isError ? (
              <p role="alert" className="mb-3 text-red-700">
                {errorMessage(remove.error, 'We could not delete the story. Please try again.')}
              </p>
            ) : null}
            <div className="flex flex-wrap justify-end gap-3">
              <DialogClose asChild>
                <Button variant="outline">Keep it</Button>
              </DialogClose>
              <Button
                variant="destructive"
                disabled={remove.isPending}
                onClick={() => remove.mutate(story.id)}
              >
                {remove.isPending ? 'Deleting…' : 'Delete the story'}
              </Button>
            </div>
          </DialogContent>
        </Dialog>
      </div>
    </li>
  );
}
