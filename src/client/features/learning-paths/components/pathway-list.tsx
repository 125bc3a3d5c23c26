import { Award, BookOpen, CheckCircle2, ClipboardCheck, Lock, Unlock } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { formatPrice, unlockCourseLabel, type RoleName } from '@/shared/constants';
import type { LearningPath } from '@/shared/contracts/learning';
import type { User } from '@/shared/contracts/users';
import { PreviewModuleLink } from '@/client/components/course/preview-module-link';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/spinner';
import { StatTile } from '@/client/components/ui/stat-tile';
import { paths } from '@/client/config/paths';
import { toast } from '@/client/hooks/use-toast';
import { cn } from '@/client/lib/cn';
import { TRACK_STYLE } from '@/client/lib/track-style';
import { useLearningPaths } from '../api/get-learning-paths';
import { useRecommendedRoles } from '../api/get-recommended-roles';

function PathwayCard({
  path,
  onPurchase,
  purchasing,
  certificateHref,
}: {
  path: LearningPath;
  onPurchase: () => void;
  purchasing: boolean;
  certificateHref: string | undefined;
}) {
  const navigate = useNavigate();
  const { course, assessment } = path;
  const badge = course.completed
    ? 'Course Completed'
    : course.hasPaid
      ? 'Course Unlocked'
      : 'Payment Required';
  const objectives = {
    shown: course.learningObjectives.slice(0, 3),
    more: Math.max(0, course.learningObjectives.length - 3),
  };

  const takeAssessment = () => {
    if (!course.hasPaid) {
      toast({
        title: 'Payment Required',
        description: 'Please purchase this course to access the content.',
        variant: 'destructive',
      });
      void navigate(paths.upskilling.href());
      return;
    }
    if (assessment.status === 'locked') {
      toast({
        title: 'Assessment Locked',
        description: 'Complete the course first to unlock the assessment.',
        variant: 'destructive',
      });
      return;
    }
    void navigate(paths.assessment.href(path.slug));
  };

  return (
    <Card className={cn('flex flex-col border-t-4', TRACK_STYLE[path.roleType].border)}>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Badge variant={TRACK_STYLE[path.roleType].badge}>{path.role}</Badge>
          <Badge variant={course.completed ? 'success' : course.hasPaid ? 'default' : 'warning'}>
            {course.hasPaid ? (
              <Unlock className="size-3" aria-hidden />
            ) : (
              <Lock className="size-3" aria-hidden />
            )}{' '}
            {badge}
          </Badge>
        </div>
        <CardTitle as="h3">{course.title}</CardTitle>
        <CardDescription>{course.description}</CardDescription>
        <p className="text-sm text-slate-700">
          {course.estimatedDuration} · {formatPrice(course.price)}
        </p>
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-4">
        {course.hasPaid ? (
          <>
            <ul className="grid gap-1 text-sm text-slate-700">
              {objectives.shown.map((o) => (
                <li key={o} className="flex items-start gap-1.5">
                  <CheckCircle2 className="mt-0.5 size-3.5 shrink-0 text-emerald-700" aria-hidden />{' '}
                  {o}
                </li>
              ))}
              {objectives.more > 0 ? (
                <li className="text-slate-600">+{objectives.more} more</li>
              ) : null}
            </ul>
            <section
              className="rounded-lg border border-slate-200 p-3 text-sm"
              aria-label="Assessment"
            >
              <p className="flex items-center gap-2 font-semibold text-slate-900">
                <ClipboardCheck className="size-4 text-brand-700" aria-hidden /> {assessment.title}
              </p>
              <p className="mt-1 text-slate-700">{assessment.description}</p>
              <p className="mt-1 text-slate-700">
                {assessment.totalQuestions} questions · {assessment.timeLimit} minutes · pass at{' '}
                {assessment.passingScore}%
              </p>
              {assessment.results ? (
                <Badge className="mt-2" variant={assessment.results.passed ? 'success' : 'warning'}>
                  <Award className="size-3" aria-hidden /> Score: {assessment.results.score}%
                </Badge>
              ) : null}
              {certificateHref ? (
                <Link
                  to={certificateHref}
                  className="mt-2 flex w-fit items-center gap-1.5 font-semibold text-brand-700 underline underline-offset-2"
                >
                  <Award className="size-4" aria-hidden /> View certificate
                  <span className="sr-only"> for {path.role}</span>
                </Link>
              ) : null}
            </section>
          </>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2">
          {course.hasPaid ? (
            <Button asChild>
              <Link to={paths.course.href(path.slug)}>
                <BookOpen aria-hidden /> {course.completed ? 'Review Course' : 'Continue Course'}
              </Link>
            </Button>
          ) : (
            <>
              <Button onClick={onPurchase} disabled={purchasing}>
                {purchasing ? 'Opening checkout...' : unlockCourseLabel(course.price)}
              </Button>
              <PreviewModuleLink slug={path.slug} courseName={course.title} className="h-10" />
            </>
          )}
          <Button variant="outline" onClick={takeAssessment}>
            {assessment.results ? 'Retake Assessment' : 'Take Assessment'}
          </Button>
          {!course.hasPaid ? (
            <Button asChild variant="ghost">
              <Link to={paths.upskilling.href()}>Browse Courses</Link>
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * /pathways: a path for each recommended role, then for any role whose course she bought (a
 * purchase is a pathway too), with its course, assessment and the way to buy.
 */
export function PathwayList({
  user,
  purchasedRoles,
  onPurchase,
  purchasingCourseId,
  certificateHref,
}: {
  user: User;
  /** The roles whose course she bought; undefined while her payments load. */
  purchasedRoles: RoleName[] | undefined;
  onPurchase: (courseId: number) => void;
  /** The course whose checkout is being opened, if any. */
  purchasingCourseId: number | null;
  /** Her valid certificate's page for a track (by slug), if she holds one. */
  certificateHref?: (slug: string) => string | undefined;
}) {
  const recommended = useRecommendedRoles(user.id);
  const roles = [
    ...new Set([
      ...(recommended.data?.recommendedRoles ?? []).map((r) => r.role),
      ...(purchasedRoles ?? []),
    ]),
  ];
  const learningPaths = useLearningPaths(user.id, roles, user.skills);
  if (
    recommended.isPending ||
    purchasedRoles === undefined ||
    (roles.length > 0 && learningPaths.isPending)
  )
    return <Skeleton className="mt-6 h-72 w-full" />;
  const list = learningPaths.data?.learningPaths ?? [];
  if (list.length === 0) {
    return (
      <Card className="mt-6">
        <CardContent className="flex flex-col items-center gap-3 pt-6 text-center">
          <h2 className="text-lg font-semibold text-slate-900">No Learning Paths Found</h2>
          <p className="text-sm text-slate-700">
            Set up your profile on the dashboard to get a path for each role that fits you.
          </p>
          <Button asChild>
            <Link to={paths.dashboard.href()}>Go to Dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  const unlocked = list.filter((p) => p.course.hasPaid).length;
  const completed = list.filter((p) => p.course.completed).length;
  const passed = list.filter((p) => p.assessment.results?.passed).length;
  return (
    <>
      <div className="mt-6 grid gap-3 sm:grid-cols-3">
        <StatTile label="Unlocked Courses" value={unlocked} />
        <StatTile label="Completed" value={completed} />
        <StatTile label="Assessments Passed" value={passed} />
      </div>
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        {list.map((path) => (
          <PathwayCard
            key={path.role}
            path={path}
            onPurchase={() => onPurchase(path.course.id)}
            purchasing={purchasingCourseId === path.course.id}
            certificateHref={certificateHref?.(path.slug)}
          />
        ))}
      </div>
    </>
  );
}
