import { Award, CheckCircle2, Circle, Lock, PlayCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { unlockCourseLabel } from '@/shared/constants';
import { Button } from '@/client/components/ui/button';
import { Progress } from '@/client/components/ui/progress';
import { Skeleton } from '@/client/components/ui/spinner';
import { TrackIcon } from '@/client/components/ui/track-icon';
import { paths } from '@/client/config/paths';
import { cn } from '@/client/lib/cn';
import { useMiniCourse } from '../api/get-mini-course';
import { COURSE_THEME } from '../lib/course-theme';
import { CourseNotFound } from './course-not-found';

/** /course/{slug}: her progress through the modules, the unlock offer and, at the end, the assessment. */
export function CourseOverview({
  slug,
  onUnlock,
  unlocking,
  caseStudy,
}: {
  slug: string;
  /** 'Unlock course · $29' starts checkout for the course. */
  onUnlock: (courseId: number) => void;
  /** A checkout is being opened. */
  unlocking: boolean;
  /** The course's case study, shown after the modules (composed by the route). */
  caseStudy?: ReactNode;
}) {
  const course = useMiniCourse(slug);
  if (course.isPending) {
    return (
      <div className="mx-auto grid max-w-4xl gap-4 px-4 py-10" aria-busy="true">
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-72 w-full" />
      </div>
    );
  }
  if (course.isError) return <CourseNotFound />;
  const data = course.data;
  const theme = COURSE_THEME[data.color];
  const total = data.modules.length;
  const done = data.modules.filter((m) => m.completed).length;
  const allDone = done === total;

  return (
    <div>
      <header className={cn('bg-gradient-to-r text-white', theme.header)}>
        <div className="mx-auto max-w-4xl px-4 py-10">
          <p className="text-sm font-semibold tracking-wide text-white/80 uppercase">Mini course</p>
          <h1 className="mt-1 flex items-center gap-2 text-3xl font-bold">
            <TrackIcon slug={data.id} className="size-8 shrink-0" />
            {data.track}
          </h1>
          <p className="mt-2 max-w-2xl text-white/90">{data.tagline}</p>
          <div className="mt-6 max-w-md">
            <p className="text-sm font-medium">
              {done} of {total} completed
            </p>
            <Progress
              className="mt-2 bg-white/30"
              indicatorClassName="bg-white"
              value={(done / total) * 100}
              label={`${data.track} course progress`}
            />
          </div>
        </div>
      </header>

      <div className="mx-auto grid max-w-4xl gap-4 px-4 py-8">
        {!data.hasPaid ? (
          <div
            className={cn(
              'flex flex-col gap-3 rounded-xl border bg-white p-5 sm:flex-row sm:items-center sm:justify-between',
              theme.ring,
            )}
          >
            <p className="text-slate-800">
              Module 1 is a free preview. Unlock the full course to continue.
            </p>
            <Button onClick={() => onUnlock(data.courseId)} disabled={unlocking}>
              {unlockCourseLabel(data.price)}
            </Button>
          </div>
        ) : null}

        {allDone ? (
          <section className="flex flex-col items-start gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-5 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex items-center gap-3">
              <Award className="size-8 text-emerald-700" aria-hidden />
              <div>
                <h2 className="text-lg font-semibold text-emerald-950">Course Complete!</h2>
                <p className="text-sm text-emerald-900">
                  You have finished every module. Show what you learned.
                </p>
              </div>
            </div>
            <Button asChild>
              <Link to={paths.assessment.href(slug)}>Take the {data.track} Assessment</Link>
            </Button>
          </section>
        ) : null}

        <ol className="grid gap-3">
          {data.modules.map((module) => {
            const status = module.completed ? 'completed' : module.locked ? 'locked' : 'open';
            const Icon =
              status === 'completed'
                ? CheckCircle2
                : status === 'locked'
                  ? Lock
                  : module.id === done + 1
                    ? PlayCircle
                    : Circle;
            return (
              <li
                key={module.id}
                className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-start"
              >
                <Icon
                  className={cn(
                    'size-6 shrink-0',
                    status === 'completed'
                      ? 'text-emerald-700'
                      : status === 'locked'
                        ? 'text-slate-500'
                        : theme.text,
                  )}
                  aria-label={
                    status === 'completed'
                      ? 'Completed'
                      : status === 'locked'
                        ? 'Locked'
                        : 'In progress'
                  }
                />
                <div className="flex-1">
                  <h2 className="font-semibold text-slate-900">
                    Module {module.id}: {module.title}
                  </h2>
                  <p className="mt-1 text-sm text-slate-700">{module.goal}</p>
                  {module.locked ? (
                    <p className="mt-2 text-sm text-slate-600">
                      {module.lockReason === 'payment'
                        ? 'Unlock the full course to access this module'
                        : 'Complete the previous module to unlock this content'}
                    </p>
                  ) : (
                    <p className="mt-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                      {module.lesson ? 'Lesson + Video + Practice Task' : 'Video + Practice Task'}
                    </p>
                  )}
                  {module.response ? (
                    <p className="mt-1 text-sm text-emerald-800">Your practice response is saved</p>
                  ) : null}
                </div>
                {module.locked ? null : module.completed ? (
                  <Button asChild variant="outline" size="sm">
                    <Link
                      to={paths.module.href(slug, module.id)}
                      aria-label={`Completed: review module ${module.id}`}
                    >
                      Completed
                    </Link>
                  </Button>
                ) : (
                  <Button asChild size="sm">
                    <Link
                      to={paths.module.href(slug, module.id)}
                      aria-label={`Start Module ${module.id}: ${module.title}`}
                    >
                      Start Module
                    </Link>
                  </Button>
                )}
              </li>
            );
          })}
        </ol>
        {caseStudy}
      </div>
    </div>
  );
}
