import { useParams } from 'react-router';
import { trackBySlug } from '@/shared/constants';
import { UnlockCourseButton } from '@/client/features/checkout/components/unlock-course-button';
import { CourseNotFound } from '@/client/features/mini-courses/components/course-not-found';
import { ModulePage } from '@/client/features/mini-courses/components/module-page';

export function CourseModuleRoute() {
  const { courseId = '', moduleId = '' } = useParams();
  if (!trackBySlug(courseId)) return <CourseNotFound />;
  return (
    <ModulePage
      slug={courseId}
      moduleId={Number.parseInt(moduleId, 10)}
      unlockButton={(course) => (
        <UnlockCourseButton courseId={course.courseId} price={course.price} />
      )}
    />
  );
}
