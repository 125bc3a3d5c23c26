import { useParams } from 'react-router';
import { trackBySlug } from '@/shared/constants';
import { CaseStudyPage } from '@/client/features/case-studies/components/case-study-page';
import { CourseNotFound } from '@/client/features/mini-courses/components/course-not-found';

export function CaseStudyRoute() {
  const { courseId = '' } = useParams();
  const track = trackBySlug(courseId);
  if (!track) return <CourseNotFound />;
  return <CaseStudyPage track={track.slug} trackName={track.label} />;
}
