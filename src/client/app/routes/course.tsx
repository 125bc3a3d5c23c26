import { useParams, useSearchParams } from 'react-router';
import { trackBySlug } from '@/shared/constants';
import { CaseStudyCards } from '@/client/features/case-studies/components/case-study-card';
import { CheckoutCancelledNotice } from '@/client/features/checkout/components/checkout-cancelled-notice';
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
  // The checkout's Cancel comes back here with ?checkout=cancelled.
  const [searchParams, setSearchParams] = useSearchParams();
  const cancelled = searchParams.get('checkout') === 'cancelled';
  return (
    <>
      {cancelled ? (
        <CheckoutCancelledNotice
          onDismiss={() =>
            setSearchParams(
              (params) => {
                params.delete('checkout');
                return params;
              },
              { replace: true },
            )
          }
        />
      ) : null}
      <CourseOverview
        slug={slug}
        onUnlock={(courseId) => void checkout.start(courseId)}
        unlocking={checkout.pendingCourseId !== null}
        caseStudy={<CaseStudyCards track={slug} />}
      />
    </>
  );
}
