import { useQuery } from '@tanstack/react-query';
import { BookOpen, CheckCircle2, Clock, ExternalLink, PlayCircle, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { ROLE_TYPES, formatPrice, trackByRoleType } from '@/shared/constants';
import type { Course } from '@/shared/contracts/courses';
import type { User } from '@/shared/contracts/users';
import { SignInPrompt } from '@/client/components/auth/sign-in-prompt';
import { Badge } from '@/client/components/ui/badge';
import { PreviewModuleLink } from '@/client/components/course/preview-module-link';
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
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { paths } from '@/client/config/paths';
import { useSession } from '@/client/hooks/use-session';
import { useStartCheckout } from '@/client/features/checkout/hooks/use-start-checkout';
import { coursesQueryOptions } from '@/client/features/courses/api/get-courses';
import {
  useLearningPaths,
  userCoursesQueryOptions,
} from '@/client/features/learning-paths/api/learning-paths';
import { TRACK_STYLE } from '@/client/lib/track-style';
import { PATHWAY_COPY } from '@/client/features/pathways/pathway-copy';
import { useRecommendedRoles } from '@/client/features/users/api/users';
import { cn } from '@/client/lib/cn';

/** Spec part-2 §9: objectives on the catalogue are cut at 30 characters. */
const OBJECTIVE_LENGTH = 30;
const OBJECTIVES_SHOWN = 3;
const truncate = (text: string) =>
  text.length > OBJECTIVE_LENGTH ? `${text.slice(0, OBJECTIVE_LENGTH).trimEnd()}...` : text;

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
            <li key={objective} title={objective} className="flex items-center gap-1.5">
              <CheckCircle2 className="size-3.5 shrink-0 text-emerald-700" aria-hidden />
              {truncate(objective)}
            </li>
          ))}
          {extra > 0 ? <li className="text-slate-600">+{extra} more</li> : null}
        </ul>
      </CardContent>
      <CardFooter className="mt-auto">
        {status === 'not-started' ? (
          <div className="flex w-full flex-col items-center gap-1">
            <Button className="w-full" onClick={onStart} disabled={starting}>
              {starting ? 'Opening checkout...' : 'Start Course'}
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

function LearningPathsTab() {
  const { user } = useSession();
  if (!user) {
    return (
      <SignInPrompt
        title="Login Required"
        text="Log in to see the learning paths built from your profile."
        returnTo={paths.upskilling.href()}
      />
    );
  }
  return <UserLearningPaths user={user} />;
}

function UserLearningPaths({ user }: { user: User }) {
  const recommended = useRecommendedRoles(user.id);
  const roles = (recommended.data?.recommendedRoles ?? []).map((r) => r.role);
  const learningPaths = useLearningPaths(user.id, roles, user.skills);
  if (recommended.isPending || (roles.length > 0 && learningPaths.isPending))
    return <Skeleton className="h-48 w-full" />;
  const list = learningPaths.data?.learningPaths ?? [];
  if (list.length === 0) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 pt-6 text-center">
          <h3 className="text-lg font-semibold text-slate-900">No learning paths yet</h3>
          <p className="text-sm text-slate-700">
            Upload your resume on the dashboard and we will recommend a path.
          </p>
          <Button asChild>
            <Link to={paths.dashboard.href()}>Go to Dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {list.map((path) => {
        const status = path.course.completed
          ? 'Completed'
          : path.course.hasPaid
            ? 'In Progress'
            : 'Not Started';
        return (
          <Card key={path.role} className={cn('border-t-4', TRACK_STYLE[path.roleType].border)}>
            <CardHeader>
              <div className="flex items-center justify-between gap-2">
                <Badge variant={TRACK_STYLE[path.roleType].badge}>{path.role}</Badge>
                <Badge
                  variant={
                    status === 'Completed'
                      ? 'success'
                      : status === 'In Progress'
                        ? 'warning'
                        : 'secondary'
                  }
                >
                  {status}
                </Badge>
              </div>
              <CardTitle
                as="h3"
                className={cn(path.course.completed && 'line-through decoration-2')}
              >
                {path.course.title}
              </CardTitle>
              <CardDescription>{path.course.description}</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
              <span>{path.course.estimatedDuration}</span>
              <span className="font-semibold text-slate-900">{formatPrice(path.course.price)}</span>
            </CardContent>
            <CardFooter>
              <Button asChild>
                <Link to={paths.course.href(path.slug)}>
                  {status === 'Not Started' ? 'Start Learning Path' : 'Continue Learning Path'}
                </Link>
              </Button>
            </CardFooter>
          </Card>
        );
      })}
    </div>
  );
}

export function UpskillingRoute() {
  const { user, isSignedIn } = useSession();
  const courses = useQuery(
    isSignedIn && user ? userCoursesQueryOptions(user.id) : coursesQueryOptions(),
  );
  const checkout = useStartCheckout({ redirectAfterLogin: paths.upskilling.href() });
  const list = courses.data ?? [];
  const stats = {
    inProgress: list.filter((c) => statusOf(c) === 'in-progress').length,
    completed: list.filter((c) => statusOf(c) === 'completed').length,
    available: list.filter((c) => statusOf(c) === 'not-started').length,
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Upskilling</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Short, practical courses for the move from the classroom, each with a readiness assessment.
      </p>

      <div className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {(
          [
            ['In Progress', stats.inProgress],
            ['Completed', stats.completed],
            ['Available Courses', list.length],
            ['Available', stats.available],
          ] as const
        ).map(([label, value]) => (
          <StatTile key={label} label={label} value={courses.isPending ? '–' : value} />
        ))}
      </div>

      <Tabs defaultValue="browse" className="mt-8">
        <TabsList aria-label="Upskilling sections">
          <TabsTrigger value="browse">Browse Courses</TabsTrigger>
          <TabsTrigger value="paths">Learning Paths</TabsTrigger>
        </TabsList>
        <TabsContent value="browse" className="grid gap-8">
          {courses.isPending ? (
            <Skeleton className="h-64 w-full" />
          ) : courses.isError ? (
            <p role="alert" className="text-red-800">
              Failed to fetch courses. Please refresh the page.
            </p>
          ) : (
            ROLE_TYPES.map((roleType) => {
              const group = list.filter((c) => c.roleType === roleType);
              if (group.length === 0) return null;
              return (
                <section key={roleType} aria-labelledby={`group-${roleType}`}>
                  <h2 id={`group-${roleType}`} className="text-xl font-semibold text-slate-900">
                    {PATHWAY_COPY[roleType].title}
                  </h2>
                  <div className="mt-3 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
                    {group.map((course) => (
                      <CourseCard
                        key={course.id}
                        course={course}
                        onStart={() => void checkout.start(course.id)}
                        starting={checkout.pendingCourseId === course.id}
                      />
                    ))}
                  </div>
                </section>
              );
            })
          )}
        </TabsContent>
        <TabsContent value="paths">
          <LearningPathsTab />
        </TabsContent>
      </Tabs>

      <p className="mt-10 flex items-start gap-2 rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-slate-800">
        <Sparkles className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
        <span>
          Many course modules link to free learning platforms (YouTube talks, HubSpot Academy,
          Salesforce Trailhead, ATD) so you can keep going after each lesson at no extra cost.{' '}
          <ExternalLink className="inline size-3.5" aria-hidden />
        </span>
      </p>
    </div>
  );
}
