import { useParams } from 'react-router';
import { trackBySlug } from '@/shared/constants';
import { CourseNotFound } from '@/client/features/mini-courses/components/course-not-found';
import { ModulePage } from '@/client/features/mini-courses/components/module-page';

export function CourseModuleRoute() {
  const { courseId = '', moduleId = '' } = useParams();
  if (!trackBySlug(courseId)) return <CourseNotFound />;
  return <ModulePage slug={courseId} moduleId={Number.parseInt(moduleId, 10)} />;
}
