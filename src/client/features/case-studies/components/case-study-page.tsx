import { BookOpenCheck, CheckCircle2, Lightbulb, Lock } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { CASE_STUDY_ANSWER_MAX } from '@/shared/contracts/values/case-studies';
import type { CaseStudy } from '@/shared/contracts/case-studies';
import { Breadcrumb } from '@/client/components/ui/breadcrumb';
import { Button } from '@/client/components/ui/button';
import { Label, Textarea } from '@/client/components/ui/input';
import { LessonMarkdown } from '@/client/components/ui/markdown';
import { Skeleton } from '@/client/components/ui/spinner';
import { paths } from '@/client/config/paths';
import { toast } from '@/client/hooks/use-toast';
import { errorMessage } from '@/client/lib/api-client';
import { useCaseStudy } from '../api/get-case-study';
import { useSaveCaseStudy } from '../api/save-case-study';
import { RubricFeedback } from '@/client/components/feedback/rubric-feedback';
import type { RubricFeedback as RubricFeedbackData } from '@/shared/contracts/rubric-feedback';

/**
 * /course/{slug}/case-study/{caseId}: a realistic situation from the role, her written answers
 * (saved as a draft), and, once she submits them, a model answer beside each of hers.
 */
export function CaseStudyPage({
  track,
  caseId,
  trackName,
}: {
  track: string;
  caseId: string;
  trackName: string;
}) {
  const study = useCaseStudy(track, caseId);
  if (study.isPending) {
    return (
      <div className="mx-auto grid max-w-3xl gap-4 px-4 py-10" aria-busy="true">
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  if (study.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16" role="alert">
        <h1 className="text-2xl font-bold text-slate-900">Case study unavailable</h1>
        <p className="mt-2 text-slate-700">
          {errorMessage(study.error, 'We could not load this case study. Please try again.')}
        </p>
        <Button asChild className="mt-4">
          <Link to={paths.course.href(track)}>See the course's case studies</Link>
        </Button>
      </div>
    );
  }
  return <CaseStudyView study={study.data} trackName={trackName} />;
}

function CaseStudyView({ study, trackName }: { study: CaseStudy; trackName: string }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <Breadcrumb
        items={[
          { label: `${trackName} course`, href: paths.course.href(study.track) },
          { label: 'Case study' },
        ]}
      />
      <p className="mt-4 text-sm font-semibold tracking-wide text-slate-600 uppercase">
        Case study
      </p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">{study.title}</h1>
      <p className="mt-3 text-lg text-slate-800">{study.summary}</p>
      <p className="mt-3 rounded-lg bg-slate-100 px-4 py-3 text-slate-800">
        <span className="font-semibold">Your role: </span>
        {study.role}
      </p>
      <p className="mt-3 text-sm text-slate-700">
        Puts into practice:{' '}
        {study.modules.map((module, index) => (
          <span key={module.id}>
            {index > 0 ? ', ' : ''}
            <Link
              className="font-medium text-brand-700 underline underline-offset-2"
              to={paths.module.href(study.track, module.id)}
            >
              Module {module.id}: {module.title}
            </Link>
          </span>
        ))}
      </p>
      {study.locked ? (
        <LockedNotice study={study} />
      ) : (
        // New saved answers (a save, or another tab's) start the form again from them.
        <OpenCaseStudy
          key={(study.questions ?? []).map((q) => q.answer ?? '').join('\u0000')}
          study={study}
        />
      )}
    </article>
  );
}

function LockedNotice({ study }: { study: CaseStudy }) {
  return (
    <section className="mt-8 flex flex-col items-start gap-3 rounded-xl border border-slate-300 bg-white p-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Lock className="size-5 shrink-0" aria-hidden /> Part of the full course
      </h2>
      <p className="text-slate-800">
        The scenario, its questions and the model answers open when you unlock the course.
        {study.signedIn ? '' : ' Sign in first if you have already bought it.'}
      </p>
      <Button asChild>
        <Link to={paths.course.href(study.track)}>Go to the course</Link>
      </Button>
    </section>
  );
}

function OpenCaseStudy({ study }: { study: CaseStudy }) {
  const questions = study.questions ?? [];
  const [answers, setAnswers] = useState<Record<string, string>>(() =>
    Object.fromEntries(questions.map((q) => [q.id, q.answer ?? ''])),
  );
  const save = useSaveCaseStudy(study.track, study.id);
  const submitted = study.submittedAt !== null;
  const unanswered = questions.filter((q) => !answers[q.id]?.trim()).length;

  const send = (submit: boolean) =>
    save.mutate(
      { answers, submit },
      {
        onSuccess: () =>
          toast({
            title: submit ? 'Answers submitted' : 'Draft saved',
            description: submit
              ? 'The model answers are now beside yours.'
              : 'Your answers are saved. Come back to them any time.',
          }),
        onError: (error) =>
          toast({
            title: 'Not saved',
            description: errorMessage(error, 'Your answers could not be saved. Please try again.'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <>
      <section className="mt-8" aria-labelledby="scenario-heading">
        <h2 id="scenario-heading" className="text-xl font-semibold text-slate-900">
          The situation
        </h2>
        <LessonMarkdown>{study.scenario ?? ''}</LessonMarkdown>
      </section>

      <section className="mt-10" aria-labelledby="questions-heading">
        <h2
          id="questions-heading"
          className="flex items-center gap-2 text-xl font-semibold text-slate-900"
        >
          <BookOpenCheck className="size-5 shrink-0 text-brand-700" aria-hidden /> Your answers
        </h2>
        <p className="mt-2 text-slate-700">
          {submitted
            ? 'You submitted your answers: compare each with the model answer, and revise yours if you like.'
            : 'Write each answer as you would for a hiring manager. Save a draft any time; submit to see the model answers.'}
        </p>
        <ol className="mt-4 grid grid-cols-1 gap-6">
          {questions.map((question, index) => (
            <QuestionItem
              key={question.id}
              number={index + 1}
              prompt={question.prompt}
              value={answers[question.id] ?? ''}
              onChange={(text) => setAnswers((all) => ({ ...all, [question.id]: text }))}
              modelAnswer={question.modelAnswer}
              feedback={question.feedback}
            />
          ))}
        </ol>
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <Button variant="outline" onClick={() => send(false)} disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save draft'}
          </Button>
          <Button onClick={() => send(true)} disabled={save.isPending || unanswered > 0}>
            {submitted ? 'Save my answers' : 'Submit and see the model answers'}
          </Button>
          {unanswered > 0 ? (
            <p className="text-sm text-slate-700">
              {unanswered === 1
                ? 'Answer the last question to submit.'
                : `Answer all ${questions.length} questions to submit (${unanswered} to go).`}
            </p>
          ) : null}
        </div>
      </section>

      {submitted && study.takeaways ? (
        <section
          className="mt-10 rounded-xl border border-emerald-300 bg-emerald-50 p-5"
          aria-labelledby="takeaways-heading"
        >
          <h2
            id="takeaways-heading"
            className="flex items-center gap-2 text-lg font-semibold text-emerald-950"
          >
            <Lightbulb className="size-5 shrink-0" aria-hidden /> What this case teaches
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-6 text-emerald-950">
            {study.takeaways.map((takeaway) => (
              <li key={takeaway}>{takeaway}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function QuestionItem({
  number,
  prompt,
  value,
  onChange,
  modelAnswer,
  feedback,
}: {
  number: number;
  prompt: string;
  value: string;
  onChange: (text: string) => void;
  modelAnswer: string | undefined;
  feedback: RubricFeedbackData | undefined;
}) {
  const id = useId();
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5">
      <Label htmlFor={id} className="text-base font-semibold text-slate-900">
        {number}. {prompt}
      </Label>
      <Textarea
        id={id}
        className="mt-3 min-h-40"
        maxLength={CASE_STUDY_ANSWER_MAX}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {feedback ? <RubricFeedback feedback={feedback} headingLevel="h3" /> : null}
      {modelAnswer ? (
        <div className="mt-4 rounded-lg border border-emerald-200 bg-emerald-50 p-4">
          <p className="flex items-center gap-2 font-semibold text-emerald-900">
            <CheckCircle2 className="size-4 shrink-0" aria-hidden /> Model answer
          </p>
          <LessonMarkdown>{modelAnswer}</LessonMarkdown>
        </div>
      ) : null}
    </li>
  );
}
