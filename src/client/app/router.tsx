import { createBrowserRouter } from 'react-router';
import { paths } from '@/client/config/paths';
import { RootLayout } from './root-layout';
import { AssessmentRoute } from './routes/assessment';
import { CourseRoute } from './routes/course';
import { CourseModuleRoute } from './routes/course-module';
import { JobsRoute } from './routes/jobs';
import { PathwaysRoute } from './routes/pathways';
import { PaymentSuccessForCourseRoute, PaymentSuccessRoute } from './routes/payment-success';
import { TestCheckoutRoute } from './routes/test-checkout';
import { UpskillingRoute } from './routes/upskilling';
import { DashboardRoute } from './routes/dashboard';
import { ExploreRoute } from './routes/explore';
import { LandingRoute } from './routes/landing';
import { LoginRoute } from './routes/login';
import { NotFoundRoute } from './routes/not-found';

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: paths.home.pattern, element: <LandingRoute /> },
      { path: paths.explore.pattern, element: <ExploreRoute /> },
      { path: paths.login.pattern, element: <LoginRoute /> },
      { path: paths.dashboard.pattern, element: <DashboardRoute /> },
      { path: paths.assessment.pattern, element: <AssessmentRoute /> },
      { path: paths.course.pattern, element: <CourseRoute /> },
      { path: paths.module.pattern, element: <CourseModuleRoute /> },
      { path: paths.jobs.pattern, element: <JobsRoute /> },
      { path: paths.upskilling.pattern, element: <UpskillingRoute /> },
      { path: paths.pathways.pattern, element: <PathwaysRoute /> },
      { path: paths.paymentSuccessFor.pattern, element: <PaymentSuccessForCourseRoute /> },
      { path: paths.paymentSuccess.pattern, element: <PaymentSuccessRoute /> },
      { path: paths.testCheckout.pattern, element: <TestCheckoutRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);
