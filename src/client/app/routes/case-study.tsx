import { Navigate, useParams } from 'react-router';
import { trackBySlug } from '@/shared/constants';
import { paths } from '@/client/config/paths';
import { CaseStudyPage } from '@/client/features/case-studies/components/case-study-page';
import { CourseNotFound } from '@/client/features/mini-courses/components/course-not-found';

export function CaseStudyRoute() {
  const { courseId = '', caseId = '' } = useParams();
  const track = trackBySlug(courseId);
  if (!track) return <CourseNotFound />;
  return <CaseStudyPage track={track.slug} caseId={caseId} trackName={track.label} />;
}

/** The address of the days of one case per track: the course page lists them all now. */
export function CaseStudiesRedirect() {
  const { courseId = '' } = useParams();
  return <Navigate to={paths.course.href(courseId)} replace />;
}
