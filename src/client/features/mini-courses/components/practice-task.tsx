import { CheckCircle2, NotebookPen } from 'lucide-react';
import { useId, useState } from 'react';
import { PRACTICE_RESPONSE_MAX } from '@/shared/contracts/values/mini-courses';
import type { CourseModule } from '@/shared/contracts/mini-courses';
import { Button } from '@/client/components/ui/button';
import { CheckboxField } from '@/client/components/ui/checkbox-field';
import { Label, Textarea } from '@/client/components/ui/input';
import { useCompleteModule } from '../hooks/use-complete-module';
import { useModuleCheck } from '../hooks/use-module-check';
import { KnowledgeCheck } from './knowledge-check';
import { LessonMarkdown } from '@/client/components/ui/markdown';
import { RubricFeedback } from '@/client/components/feedback/rubric-feedback';
import type { RubricFeedback as RubricFeedbackData } from '@/shared/contracts/rubric-feedback';

type Task = NonNullable<CourseModule['task']>;

/** A draft survives the trip to the login page and back, and an accidental reload. */
function useDraft(key: string, saved: string | null) {
  const [value, setValue] = useState(() => sessionStorage.getItem(key) ?? saved ?? '');
  const update = (next: string) => {
    setValue(next);
    sessionStorage.setItem(key, next);
  };
  const clear = () => sessionStorage.removeItem(key);
  return [value, update, clear] as const;
}

export function PracticeTask({
  slug,
  module,
  task,
}: {
  slug: string;
  module: CourseModule;
  task: Task;
}) {
  const ids = { hint: useId(), response: useId(), gate: useId() };
  const [response, setResponse, clearDraft] = useDraft(
    `c2c:practice:${slug}:${module.id}`,
    module.response,
  );
  const [ticked, setTicked] = useState<boolean[]>(() => task.rubric.map(() => false));
  const { complete, saving } = useCompleteModule(slug, module.id);
  const check = useModuleCheck(slug, module.id, module.checks ?? []);

  // The answer to her latest save names what improved on the one before; the course page read
  // afterwards has the same checks without that comparison.
  const [latestFeedback, setLatestFeedback] = useState<RubricFeedbackData | null>(null);
  const feedback = latestFeedback ?? module.feedback ?? null;

  const submit = async () => {
    const saved = await complete(response, { title: module.title, checkAnswers: check.answers });
    if (saved) {
      clearDraft();
      setLatestFeedback(saved.feedback);
    }
  };

  return (
    <>
      <section
        className="rounded-xl border border-amber-200 bg-amber-50 p-5"
        aria-labelledby="task-heading"
      >
        <h2
          id="task-heading"
          className="flex items-center gap-2 text-lg font-semibold text-slate-900"
        >
          <NotebookPen className="size-5 shrink-0 text-amber-700" aria-hidden /> Practice Task +
          Reflection
        </h2>
        <p className="mt-2 text-slate-800">{task.instructions}</p>
        <p className="mt-3 font-medium text-slate-900">Reflect: {task.reflection}</p>

        <div className="mt-5 grid gap-2">
          <Label htmlFor={ids.response}>Your response</Label>
          <p id={ids.hint} className="text-sm text-slate-700">
            Saved with your progress and visible only to you. Up to{' '}
            {PRACTICE_RESPONSE_MAX.toLocaleString('en-US')} characters.
          </p>
          <Textarea
            id={ids.response}
            aria-describedby={ids.hint}
            className="min-h-48"
            maxLength={PRACTICE_RESPONSE_MAX}
            value={response}
            onChange={(event) => setResponse(event.target.value)}
          />
          <p className="text-right text-xs text-slate-600">
            {response.length.toLocaleString('en-US')} /{' '}
            {PRACTICE_RESPONSE_MAX.toLocaleString('en-US')}
          </p>
        </div>

        {task.rubric.length > 0 ? (
          <fieldset className="mt-4">
            <legend className="font-semibold text-slate-900">Check your work</legend>
            <div className="mt-2 grid gap-2">
              {task.rubric.map((criterion, index) => (
                <CheckboxField
                  key={criterion}
                  className="items-start [&>input]:mt-0.5 [&>input]:shrink-0"
                  label={criterion}
                  checked={ticked[index] ?? false}
                  onChange={(checked) =>
                    setTicked((all) => all.map((value, i) => (i === index ? checked : value)))
                  }
                />
              ))}
            </div>
          </fieldset>
        ) : null}

        {!module.completed && module.checks?.length ? (
          <KnowledgeCheck
            checks={module.checks}
            answers={check.answers}
            results={check.results}
            onChoose={check.choose}
            onSubmit={() => void check.submit()}
            allAnswered={check.allAnswered}
            passed={check.passed}
            checking={check.checking}
          />
        ) : null}

        <div className="mt-5 flex flex-wrap items-center gap-3">
          {module.completed ? (
            <>
              <p className="flex items-center gap-2 font-semibold text-emerald-800">
                <CheckCircle2 className="size-5" aria-hidden /> Module Completed!
              </p>
              <Button variant="outline" onClick={() => void submit()} disabled={saving}>
                {saving ? 'Saving...' : 'Save my response'}
              </Button>
            </>
          ) : (
            <>
              <Button
                size="lg"
                onClick={() => void submit()}
                disabled={saving || !check.passed}
                aria-describedby={check.passed ? undefined : ids.gate}
              >
                {saving ? 'Saving...' : 'Mark Complete'}
              </Button>
              {check.passed ? null : (
                <p id={ids.gate} className="text-sm text-slate-700">
                  Answer the questions above right to complete this module.
                </p>
              )}
            </>
          )}
        </div>
      </section>

      {feedback ? <RubricFeedback feedback={feedback} /> : null}

      {task.exemplar ? (
        <section
          className="rounded-xl border border-emerald-200 bg-emerald-50 p-5"
          aria-labelledby="exemplar-heading"
        >
          <h2 id="exemplar-heading" className="text-lg font-semibold text-slate-900">
            Compare with a model answer
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            One strong answer, not the only one. Look for what it does that yours could do too.
          </p>
          <div className="mt-2">
            <LessonMarkdown>{task.exemplar}</LessonMarkdown>
          </div>
        </section>
      ) : null}
    </>
  );
}
