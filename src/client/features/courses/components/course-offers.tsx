import { Link } from 'react-router';
import { ROLE_NAMES, trackByRoleType, unlockCourseLabel } from '@/shared/constants';
import type { Course } from '@/shared/contracts/courses';
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
import { paths } from '@/client/config/paths';
import { toast } from '@/client/hooks/use-toast';
import { useIsAdmin } from '@/client/hooks/use-is-admin';
import { TRACK_STYLE } from '@/client/lib/track-style';
import { useUserCourses } from '../api/get-courses';
import { paidCourseIds as paidIn, usePayments } from '../api/get-payments';
import { useGrantCourseAccess } from '../api/grant-course-access';

interface CourseOfferProps {
  course: Course;
  hasPaid: boolean;
  isAdmin: boolean;
  onGrant: (course: Course) => void;
  /** 'Unlock course · $29' starts checkout (decisions.md). */
  onStart: (course: Course) => void;
  /** Checkout for this course is being opened: one click, one checkout. */
  starting: boolean;
}

function CourseOffer({ course, hasPaid, isAdmin, onGrant, onStart, starting }: CourseOfferProps) {
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
                {starting ? 'Opening checkout...' : unlockCourseLabel(course.price)}
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
  paidCourseIds,
  isAdmin,
  onGrant,
  onStart,
  pendingCourseId,
}: Pick<CourseOfferProps, 'isAdmin' | 'onGrant' | 'onStart'> & {
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

/**
 * The dashboard's course offers: the courses for her suggested roles, then the others, each with
 * its buy button (or 'Access Course'), and an administrator's grant (spec part-1 §2).
 */
export function CourseOffers({
  userId,
  suggestedRoles,
  onStartCourse,
  startingCourseId,
}: {
  userId: string;
  suggestedRoles: readonly string[];
  /** 'Unlock course · $29' starts checkout (decisions.md). */
  onStartCourse: (courseId: number) => void;
  /** The course whose checkout is being opened, if any. */
  startingCourseId: number | null;
}) {
  const isAdmin = useIsAdmin();
  const payments = usePayments(userId);
  const courses = useUserCourses(userId);
  const grantAccess = useGrantCourseAccess(userId);
  if (!courses.data) return <Skeleton className="h-40 w-full" />;

  const suggested = (course: Course) =>
    suggestedRoles.includes(trackByRoleType(course.roleType)!.roleName);
  const recommendedCourses = courses.data.filter(suggested);
  const otherCourses = courses.data.filter((course) => !suggested(course));
  const grant = (course: Course) =>
    grantAccess.mutate(course.id, {
      onSuccess: () =>
        toast({
          title: 'Course Access Granted',
          description: 'You now have access to this course!',
          variant: 'success',
        }),
      onError: () =>
        toast({
          title: 'Error',
          description: 'Failed to grant course access',
          variant: 'destructive',
        }),
    });
  const offerProps = {
    paidCourseIds: paidIn(payments.data),
    isAdmin,
    onGrant: grant,
    onStart: (course: Course) => onStartCourse(course.id),
    pendingCourseId: startingCourseId,
  };
  return (
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
        {...offerProps}
      />
    </>
  );
}
