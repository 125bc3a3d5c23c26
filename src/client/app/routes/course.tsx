import { useParams } from 'react-router';
import { trackBySlug } from '@/shared/constants';
import { CaseStudyCard } from '@/client/features/case-studies/components/case-study-card';
import { useStartCheckout } from '@/client/features/checkout/hooks/use-start-checkout';
import { CourseNotFound } from '@/client/features/mini-courses/components/course-not-found';
import { CourseOverview } from '@/client/features/mini-courses/components/course-overview';

export function CourseRoute() {
  const { courseId = '' } = useParams();
  if (!trackBySlug(courseId)) return <CourseNotFound />;
  return <Course slug={courseId} />;
}

function Course({ slug }: { slug: string }) {
  const checkout = useStartCheckout();
  return (
    <CourseOverview
      slug={slug}
      onUnlock={(courseId) => void checkout.start(courseId)}
      unlocking={checkout.pendingCourseId !== null}
      caseStudy={<CaseStudyCard track={slug} />}
    />
  );
}
