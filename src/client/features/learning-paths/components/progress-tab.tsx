import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CheckCircle2,
  Compass,
  FileText,
  GraduationCap,
  MessageSquareText,
  Target,
  UserCheck,
} from 'lucide-react';
import { Link } from 'react-router';
import {
  RESUME_FEEDBACK_PRICE_CENTS,
  ROLE_NAMES,
  formatPriceShort,
  trackByRoleType,
} from '@/shared/constants';
import type { Course } from '@/shared/contracts/courses';
import type { User } from '@/shared/contracts/users';
import { Badge } from '@/client/components/ui/badge';
import { PreviewModuleLink } from '@/client/components/course/preview-module-link';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { Skeleton, Spinner } from '@/client/components/ui/spinner';
import { StatTile } from '@/client/components/ui/stat-tile';
import { paths } from '@/client/config/paths';
import { useIsAdmin } from '@/client/hooks/use-is-admin';
import { useStartCheckout } from '@/client/features/checkout/hooks/use-start-checkout';
import { useRecommendedRoles } from '@/client/features/users/api/users';
import { toast } from '@/client/hooks/use-toast';
import { TRACK_STYLE } from '@/client/lib/track-style';
import {
  grantCourseAccess,
  paymentsQueryOptions,
  useLearningPaths,
  userCoursesQueryOptions,
} from '../api/learning-paths';
import { PathCard } from './path-card';

interface CourseOfferProps {
  course: Course;
  hasPaid: boolean;
  cta: 'Start Course' | 'Enroll';
  isAdmin: boolean;
  onGrant: (course: Course) => void;
  /** 'Start Course $29' / 'Enroll $29' start checkout (decisions.md). */
  onStart: (course: Course) => void;
  /** Checkout for this course is being opened: one click, one checkout. */
  starting: boolean;
}

function CourseOffer({
  course,
  hasPaid,
  cta,
  isAdmin,
  onGrant,
  onStart,
  starting,
}: CourseOfferProps) {
  const track = trackByRoleType(course.roleType)!;
  return (
    <Card className={`flex flex-col border-t-4 ${TRACK_STYLE[course.roleType].border}`}>
      <CardHeader>
        <Badge variant={TRACK_STYLE[course.roleType].badge} className="w-fit">
          {track.roleName}
        </Badge>
        <CardTitle as="h4">{course.title}</CardTitle>
        <CardDescription>{course.description}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto flex flex-wrap items-center gap-2">
        <span className="text-sm text-slate-700">
          {course.moduleCount} modules · {course.estimatedDuration}
        </span>
        <div className="flex w-full flex-wrap gap-2">
          {hasPaid ? (
            <Button asChild size="sm">
              <Link to={paths.course.href(course.slug)}>Access Course</Link>
            </Button>
          ) : (
            <>
              <Button
                size="sm"
                variant="outline"
                onClick={() => onStart(course)}
                disabled={starting}
              >
                {starting ? 'Opening checkout...' : `${cta} ${formatPriceShort(course.price)}`}
              </Button>
              <PreviewModuleLink slug={course.slug} courseName={course.title} />
            </>
          )}
          {isAdmin && !hasPaid ? (
            <Button size="sm" variant="ghost" onClick={() => onGrant(course)}>
              Grant access (admin)
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

/** A heading and its course cards, or the line that says why there are none. */
function CourseOfferSection({
  id,
  title,
  courses,
  emptyText,
  cta,
  paidCourseIds,
  isAdmin,
  onGrant,
  onStart,
  pendingCourseId,
}: Pick<CourseOfferProps, 'cta' | 'isAdmin' | 'onGrant' | 'onStart'> & {
  id: string;
  title: string;
  courses: Course[];
  emptyText: string | null;
  paidCourseIds: ReadonlySet<number>;
  pendingCourseId: number | null;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {emptyText !== null ? (
        <p className="mt-2 text-sm text-slate-700">{emptyText}</p>
      ) : (
        <div className="mt-3 grid gap-4 md:grid-cols-3">
          {courses.map((course) => (
            <CourseOffer
              key={course.id}
              course={course}
              hasPaid={paidCourseIds.has(course.id)}
              cta={cta}
              isAdmin={isAdmin}
              onGrant={onGrant}
              onStart={onStart}
              starting={pendingCourseId === course.id}
            />
          ))}
        </div>
      )}
    </section>
  );
}

/** The dashboard's 'My Learning & Progress' tab (spec part-1 §2). */
export function ProgressTab({
  user,
  onCompleteProfile,
}: {
  user: User;
  onCompleteProfile: () => void;
}) {
  const queryClient = useQueryClient();
  const isAdmin = useIsAdmin();
  const checkout = useStartCheckout();
  const recommended = useRecommendedRoles(user.id);
  const suggestedRoles = (recommended.data?.recommendedRoles ?? []).map((r) => r.role);
  const learningPaths = useLearningPaths(user.id, suggestedRoles, user.skills);
  const payments = useQuery(paymentsQueryOptions(user.id));
  const courses = useQuery(userCoursesQueryOptions(user.id));

  const paidCourseIds = new Set(
    (payments.data ?? []).filter((p) => p.status === 'completed').map((p) => p.courseId),
  );
  const pathList = learningPaths.data?.learningPaths ?? [];
  const recommendedCourses = (courses.data ?? []).filter((c) =>
    suggestedRoles.includes(trackByRoleType(c.roleType)!.roleName),
  );
  const otherCourses = (courses.data ?? []).filter(
    (c) => !suggestedRoles.includes(trackByRoleType(c.roleType)!.roleName),
  );

  const grant = async (course: Course) => {
    try {
      await grantCourseAccess(user.id, course.id);
      toast({
        title: 'Course Access Granted',
        description: 'You now have access to this course!',
        variant: 'success',
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentsQueryOptions(user.id).queryKey }),
        queryClient.invalidateQueries({ queryKey: ['learning-paths'] }),
        queryClient.invalidateQueries({ queryKey: ['courses'] }),
      ]);
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to grant course access',
        variant: 'destructive',
      });
    }
  };

  if (recommended.isPending || (suggestedRoles.length > 0 && learningPaths.isPending)) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <Spinner label="Generating personalized learning paths..." />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }

  const assessmentsCompleted = pathList.filter((p) => p.assessment.status === 'completed').length;

  const offerProps = {
    paidCourseIds,
    isAdmin,
    onGrant: (course: Course) => void grant(course),
    onStart: (course: Course) => void checkout.start(course.id),
    pendingCourseId: checkout.pendingCourseId,
  };
  return (
    <div className="grid gap-8">
      <section aria-labelledby="overview-heading">
        <h2 id="overview-heading" className="text-lg font-semibold text-slate-900">
          Progress Overview
        </h2>
        <div className="mt-3 grid gap-3 sm:grid-cols-3">
          <StatTile icon={Target} label="Role matches found" value={pathList.length} />
          <StatTile
            icon={CheckCircle2}
            label="Assessments completed"
            value={assessmentsCompleted}
          />
          {/* Spec part-1 §2: "1 if a first name exists, else 0". */}
          <StatTile icon={UserCheck} label="Profile set up" value={user.firstName ? 1 : 0} />
        </div>
      </section>

      <section aria-labelledby="paths-heading" className="grid gap-4">
        <h2 id="paths-heading" className="text-lg font-semibold text-slate-900">
          Your Learning Paths
        </h2>
        {learningPaths.isError ? (
          <p
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            {learningPaths.error.message}. Please refresh the page to try again.
          </p>
        ) : pathList.length === 0 ? (
          <Card>
            <CardContent className="flex flex-col items-center gap-3 pt-6 text-center">
              <Compass className="size-10 text-brand-700" aria-hidden />
              <h3 className="text-lg font-semibold text-slate-900">No Learning Paths Yet</h3>
              <p className="max-w-md text-sm text-slate-700">
                Upload your resume or fill in your profile and we will build a path for each role
                that fits you.
              </p>
              <Button onClick={onCompleteProfile}>Complete Profile Setup</Button>
            </CardContent>
          </Card>
        ) : (
          pathList.map((path) => (
            <PathCard
              key={path.role}
              path={path}
              userId={user.id}
              onStartCourse={(id) => void checkout.start(id)}
              startingCourseId={checkout.pendingCourseId}
            />
          ))
        )}
      </section>

      {courses.data ? (
        <>
          <CourseOfferSection
            id="recommended-courses-heading"
            title="Recommended Courses for You"
            courses={recommendedCourses}
            emptyText={
              recommendedCourses.length === 0
                ? 'Complete your profile to see the courses recommended for you.'
                : null
            }
            cta="Start Course"
            {...offerProps}
          />
          <CourseOfferSection
            id="more-courses-heading"
            title="Additional Learning Options"
            courses={otherCourses}
            emptyText={
              suggestedRoles.length === ROLE_NAMES.length
                ? 'All three courses are already recommended for you above.'
                : null
            }
            cta="Enroll"
            {...offerProps}
          />
        </>
      ) : (
        <Skeleton className="h-40 w-full" />
      )}

      <section aria-labelledby="next-steps-heading">
        <h2 id="next-steps-heading" className="text-lg font-semibold text-slate-900">
          Recommended Next Steps
        </h2>
        <ol className="mt-3 grid gap-3 md:grid-cols-3">
          <li className="rounded-lg border border-slate-200 bg-white p-4">
            <GraduationCap className="size-6 text-brand-700" aria-hidden />
            <p className="mt-2 font-semibold text-slate-900">
              Complete a module and the assessment
            </p>
            <p className="text-sm text-slate-700">
              Finish the course for your best-fit role, then prove it with the 24-question
              assessment.
            </p>
          </li>
          <li className="rounded-lg border border-slate-200 bg-white p-4">
            <MessageSquareText className="size-6 text-brand-700" aria-hidden />
            <p className="mt-2 flex items-center gap-2 font-semibold text-slate-900">
              Get resume feedback{' '}
              <Badge variant="warning">{formatPriceShort(RESUME_FEEDBACK_PRICE_CENTS)}</Badge>
            </p>
            <p className="text-sm text-slate-700">
              A line-by-line review of your resume for the role you chose.
            </p>
          </li>
          <li className="rounded-lg border border-slate-200 bg-white p-4">
            <FileText className="size-6 text-brand-700" aria-hidden />
            <p className="mt-2 font-semibold text-slate-900">Get the career starter kit</p>
            <p className="text-sm text-slate-700">
              Download the kit on your path above: plan, resume bullets, interview answers and
              glossary.
            </p>
          </li>
        </ol>
      </section>
    </div>
  );
}
