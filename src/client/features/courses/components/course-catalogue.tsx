import { BookOpen, CheckCircle2, Clock, ExternalLink, PlayCircle, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { ROLE_TYPES, formatPrice, trackByRoleType, unlockCourseLabel } from '@/shared/constants';
import type { Course } from '@/shared/contracts/courses';
import type { User } from '@/shared/contracts/users';
import { PreviewModuleLink } from '@/client/components/course/preview-module-link';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/spinner';
import { StatTile } from '@/client/components/ui/stat-tile';
import { paths } from '@/client/config/paths';
import { cn } from '@/client/lib/cn';
import { TRACK_STYLE } from '@/client/lib/track-style';
import { COURSES_ERROR, useCatalogue } from '../api/get-courses';
import { PATHWAY_COPY } from '../lib/pathway-copy';

/**
 * Spec part-2 §9 cuts objectives at 30 characters, which cut words in half ("a B2B sales team
 * w..."); they wrap whole instead (walk-through m9, ADR 022).
 */
const OBJECTIVES_SHOWN = 3;

type Status = 'completed' | 'in-progress' | 'not-started';
const statusOf = (course: Course): Status =>
  course.completed ? 'completed' : course.hasPaid ? 'in-progress' : 'not-started';

function CourseCard({
  course,
  onStart,
  starting,
}: {
  course: Course;
  onStart: () => void;
  starting: boolean;
}) {
  const status = statusOf(course);
  const track = trackByRoleType(course.roleType)!;
  const Icon =
    status === 'completed' ? CheckCircle2 : status === 'in-progress' ? PlayCircle : BookOpen;
  const extra = course.learningObjectives.length - OBJECTIVES_SHOWN;
  return (
    <Card className={cn('flex flex-col border-t-4', TRACK_STYLE[course.roleType].border)}>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <Badge variant={TRACK_STYLE[course.roleType].badge}>{track.roleName}</Badge>
          <Icon
            className={cn('size-5', status === 'completed' ? 'text-emerald-700' : 'text-brand-700')}
            aria-label={status.replace('-', ' ')}
          />
        </div>
        <CardTitle as="h3">{course.title}</CardTitle>
        <CardDescription>{course.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <span className="flex items-center gap-1">
            <Clock className="size-4" aria-hidden /> {course.estimatedDuration}
          </span>
          <span className="font-semibold text-slate-900">{formatPrice(course.price)}</span>
          {status === 'completed' ? (
            <Badge variant="success">Completed</Badge>
          ) : status === 'in-progress' ? (
            <Badge variant="warning">In Progress</Badge>
          ) : null}
        </div>
        <ul className="grid gap-1 text-sm text-slate-700">
          {course.learningObjectives.slice(0, OBJECTIVES_SHOWN).map((objective) => (
            <li key={objective} className="flex items-start gap-1.5">
              <CheckCircle2 className="mt-0.5 size-3.5 shrink-0 text-emerald-700" aria-hidden />
              <span className="min-w-0 break-words">{objective}</span>
            </li>
          ))}
          {extra > 0 ? <li className="text-slate-600">+{extra} more</li> : null}
        </ul>
      </CardContent>
      <CardFooter className="mt-auto">
        {status === 'not-started' ? (
          <div className="flex w-full flex-col items-center gap-1">
            <Button className="w-full" onClick={onStart} disabled={starting}>
              {starting ? 'Opening checkout...' : unlockCourseLabel(course.price)}
            </Button>
            <PreviewModuleLink slug={course.slug} courseName={course.title} />
          </div>
        ) : (
          <Button
            asChild
            className="w-full"
            variant={status === 'completed' ? 'outline' : 'default'}
          >
            <Link to={paths.course.href(course.slug)}>
              {status === 'completed' ? 'Review Course' : 'Continue Learning'}
            </Link>
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}

/** The Courses page's counters: in the catalogue, in progress, completed (no count twice, m9). */
export function CourseStats({ user }: { user: User | null }) {
  const courses = useCatalogue(user);
  const list = courses.data ?? [];
  const count = (status: Status) => list.filter((c) => statusOf(c) === status).length;
  return (
    <div className="mt-6 grid gap-3 sm:grid-cols-3">
      {(
        [
          ['Courses', list.length],
          ['In Progress', count('in-progress')],
          ['Completed', count('completed')],
        ] as const
      ).map(([label, value]) => (
        <StatTile key={label} label={label} value={courses.isPending ? '–' : value} />
      ))}
    </div>
  );
}

/** 'Browse Courses': the catalogue grouped by track, each course with its buy or continue button. */
export function CourseCatalogue({
  user,
  onStart,
  startingCourseId,
}: {
  user: User | null;
  onStart: (courseId: number) => void;
  /** The course whose checkout is being opened, if any. */
  startingCourseId: number | null;
}) {
  const courses = useCatalogue(user);
  if (courses.isPending) return <Skeleton className="h-64 w-full" />;
  if (courses.isError) {
    return (
      <p role="alert" className="text-red-800">
        {COURSES_ERROR}. Please refresh the page.
      </p>
    );
  }
  // One track per column: one on phones, three side by side on a desktop (walk-through m9).
  return (
    <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {ROLE_TYPES.map((roleType) => {
        const group = courses.data.filter((c) => c.roleType === roleType);
        if (group.length === 0) return null;
        return (
          <section key={roleType} aria-labelledby={`group-${roleType}`} className="flex flex-col">
            <h2 id={`group-${roleType}`} className="text-xl font-semibold text-slate-900">
              {PATHWAY_COPY[roleType].title}
            </h2>
            <div className="mt-3 grid flex-1 gap-4">
              {group.map((course) => (
                <CourseCard
                  key={course.id}
                  course={course}
                  onStart={() => onStart(course.id)}
                  starting={startingCourseId === course.id}
                />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}

/** Under the catalogue: the free platforms its modules link to. */
export function FreeResourcesNote() {
  return (
    <p className="mt-10 flex items-start gap-2 rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-slate-800">
      <Sparkles className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
      <span>
        Many course modules link to free learning platforms (YouTube talks, HubSpot Academy,
        Salesforce Trailhead, ATD) so you can keep going after each lesson at no extra cost.{' '}
        <ExternalLink className="inline size-3.5" aria-hidden />
      </span>
    </p>
  );
}
