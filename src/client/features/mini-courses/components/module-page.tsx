import { ArrowLeft, ArrowRight, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CourseModule, MiniCourse } from '@/shared/contracts/mini-courses';
import { NotFoundPanel } from '@/client/components/layout/not-found-panel';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/spinner';
import { paths } from '@/client/config/paths';
import { useMiniCourse } from '../api/get-mini-course';
import { CourseNotFound } from './course-not-found';
import { KeyTerms } from './key-terms';
import { LessonMarkdown } from '@/client/components/ui/markdown';
import { ModuleVideo } from './module-video';
import { BookExercise } from './book-exercise';
import { PracticeTask } from './practice-task';

export function ModulePage({
  slug,
  moduleId,
  unlockButton,
}: {
  slug: string;
  moduleId: number;
  /** On a module locked until the course is bought: the button that buys it. */
  unlockButton: (course: MiniCourse) => ReactNode;
}) {
  const course = useMiniCourse(slug);
  if (course.isPending) {
    return (
      <div className="mx-auto grid max-w-4xl gap-4 px-4 py-10" aria-busy="true">
        <Skeleton className="h-12 w-2/3" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  if (course.isError) return <CourseNotFound />;
  const data = course.data;
  const module = data.modules.find((m) => m.id === moduleId);
  if (!module)
    return (
      <NotFoundPanel
        title="Module Not Found"
        linkTo={paths.course.href(slug)}
        linkLabel="Return to Course"
      />
    );
  const previous = data.modules.find((m) => m.id === moduleId - 1);
  const next = data.modules.find((m) => m.id === moduleId + 1);

  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Link
        to={paths.course.href(slug)}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> {data.track} course
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span>
          Module {module.id} of {data.modules.length}
        </span>
        {!module.locked ? (
          <Badge variant={module.completed ? 'success' : 'warning'}>
            {module.completed ? 'Completed' : 'In Progress'}
          </Badge>
        ) : null}
      </div>
      <h1 className="mt-2 text-3xl font-bold break-words text-slate-900">
        Module {module.id}: {module.title}
      </h1>
      <p className="mt-2 text-lg text-slate-700">{module.goal}</p>

      {module.locked ? (
        <LockedModule
          course={data}
          module={module}
          previous={previous}
          unlockButton={unlockButton}
        />
      ) : (
        // minmax(0, 1fr): a wide child (a lesson table, a long answer) scrolls inside its own
        // box instead of widening the column past a 360 px screen (walk-through finding 13).
        <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-6">
          {module.why ? (
            <section
              className="rounded-xl border border-slate-200 bg-white p-5"
              aria-labelledby="why-heading"
            >
              <h2 id="why-heading" className="text-lg font-semibold text-slate-900">
                Why this matters
              </h2>
              <p className="mt-2 text-slate-800">{module.why}</p>
            </section>
          ) : null}
          {module.lesson ? (
            <article
              className="min-w-0 rounded-xl border border-slate-200 bg-white p-5 break-words"
              aria-label="Lesson"
            >
              <LessonMarkdown>{module.lesson}</LessonMarkdown>
            </article>
          ) : null}
          {module.keyTerms?.length ? <KeyTerms terms={module.keyTerms} /> : null}
          {module.aiToday ? (
            <section
              className="rounded-xl border border-slate-200 bg-white p-5"
              aria-labelledby="ai-today-heading"
            >
              <h2 id="ai-today-heading" className="text-lg font-semibold text-slate-900">
                How AI tools change this work today
              </h2>
              <p className="mt-2 text-slate-800">{module.aiToday}</p>
            </section>
          ) : null}
          {module.videoLink ? (
            <ModuleVideo
              link={module.videoLink}
              title={module.videoTitle ?? module.title}
              channel={module.videoChannel}
            />
          ) : null}
          {module.exercise ? (
            <BookExercise slug={slug} moduleId={module.id} exercise={module.exercise} />
          ) : null}
          {module.task ? (
            <PracticeTask
              key={`${slug}-${module.id}`}
              slug={slug}
              module={module}
              task={module.task}
            />
          ) : null}
        </div>
      )}

      <nav
        aria-label="Modules"
        className="mt-10 flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-6"
      >
        {previous ? (
          <Button asChild variant="outline">
            <Link to={paths.module.href(slug, previous.id)}>
              <ArrowLeft aria-hidden /> Previous Module
            </Link>
          </Button>
        ) : (
          <span />
        )}
        {next ? (
          <Button asChild variant="outline">
            <Link to={paths.module.href(slug, next.id)}>
              Next Module <ArrowRight aria-hidden />
            </Link>
          </Button>
        ) : (
          <Button asChild variant="outline">
            <Link to={paths.course.href(slug)}>Back to course overview</Link>
          </Button>
        )}
      </nav>
    </div>
  );
}

function LockedModule({
  course,
  module,
  previous,
  unlockButton,
}: {
  course: MiniCourse;
  module: CourseModule;
  previous: CourseModule | undefined;
  unlockButton: (course: MiniCourse) => ReactNode;
}) {
  return (
    <section className="mt-8 flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white p-8 text-center">
      <Lock className="size-10 text-slate-500" aria-hidden />
      <h2 className="text-xl font-semibold text-slate-900">Module Locked</h2>
      {module.lockReason === 'payment' ? (
        <>
          <p className="text-slate-700">Unlock the full course to access this module</p>
          {unlockButton(course)}
        </>
      ) : (
        <>
          <p className="text-slate-700">Complete the previous module to unlock this content</p>
          {previous ? (
            <Button asChild variant="outline">
              <Link to={paths.module.href(course.id, previous.id)}>Go to Module {previous.id}</Link>
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
