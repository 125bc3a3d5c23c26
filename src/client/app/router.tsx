import type { RouteObject } from 'react-router';
import { SpinnerFrame } from '@/client/components/ui/spinner-frame';
import { paths } from '@/client/config/paths';
import type { RouteHandle } from './page-title';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { LandingRoute } from './routes/landing';

/**
 * The lesson pages render their content with react-markdown, a chunk of its own
 * (components/ui/markdown.tsx): fetched beside the page's chunk, not after the page has its data.
 */
function preloadMarkdown() {
  import('@/client/components/ui/markdown-renderer').catch(() => {
    // The page's own LessonMarkdown loads it again and shows the router's error if it cannot.
  });
}

/**
 * Every page is its own chunk, fetched on the way to it, so a first visit downloads only the
 * page it shows. The public pages (landing, pathways, privacy, sign-in, sign-up, 404) read nothing
 * from the server; every other page sits under DataLayout, which brings TanStack Query with it
 * (ADR 015). The pre-rendered pages (prerender.tsx) preload their page's chunk and are hydrated
 * by main.tsx.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
    children: [
      { path: paths.home.pattern, Component: LandingRoute },
      {
        path: paths.explore.pattern,
        handle: { title: 'Learning pathways' },
        lazy: () => import('./routes/explore').then((m) => ({ Component: m.ExploreRoute })),
      },
      {
        path: paths.privacy.pattern,
        handle: { title: 'Privacy' },
        lazy: () => import('./routes/privacy').then((m) => ({ Component: m.PrivacyRoute })),
      },
      // Sign-in and sign-up write once and read nothing: outside the data layout, they load no
      // query cache (ADR 015).
      {
        path: paths.login.pattern,
        handle: { title: 'Sign in' },
        lazy: () => import('./routes/login').then((m) => ({ Component: m.LoginRoute })),
      },
      {
        path: paths.signup.pattern,
        handle: { title: 'Create your account' },
        lazy: () => import('./routes/signup').then((m) => ({ Component: m.SignupRoute })),
      },
      {
        lazy: () => import('./data-layout').then((m) => ({ Component: m.DataLayout })),
        children: [
          {
            path: paths.forgotPassword.pattern,
            handle: { title: 'Forgot your password' },
            lazy: () =>
              import('./routes/forgot-password').then((m) => ({
                Component: m.ForgotPasswordRoute,
              })),
          },
          {
            path: paths.resetPassword.pattern,
            handle: { title: 'Set a new password' },
            lazy: () =>
              import('./routes/reset-password').then((m) => ({ Component: m.ResetPasswordRoute })),
          },
          {
            path: paths.verifyEmail.pattern,
            handle: { title: 'Confirm your email' },
            lazy: () =>
              import('./routes/verify-email').then((m) => ({ Component: m.VerifyEmailRoute })),
          },
          {
            path: paths.confirmEmailChange.pattern,
            handle: { title: 'Confirm your new email' },
            lazy: () =>
              import('./routes/verify-email').then((m) => ({
                Component: m.ConfirmEmailChangeRoute,
              })),
          },
          {
            path: paths.dashboard.pattern,
            handle: {
              title: 'Dashboard',
              earlyReads: (userId) => [`/api/users/${userId}/dashboard`],
            } satisfies RouteHandle,
            lazy: () =>
              import('./routes/dashboard').then((m) => ({
                Component: m.DashboardRoute,
                loader: m.dashboardLoader,
              })),
          },
          {
            path: paths.assessment.pattern,
            handle: { title: 'Assessment' },
            lazy: () =>
              import('./routes/assessment').then((m) => ({ Component: m.AssessmentRoute })),
          },
          {
            path: paths.course.pattern,
            handle: { title: 'Course' },
            lazy: () => import('./routes/course').then((m) => ({ Component: m.CourseRoute })),
          },
          {
            path: paths.caseStudies.pattern,
            // The old single-case address: it opens the course, whose title then takes over.
            handle: { title: 'Case studies' },
            lazy: () =>
              import('./routes/case-study').then((m) => ({ Component: m.CaseStudiesRedirect })),
          },
          {
            path: paths.caseStudy.pattern,
            handle: { title: 'Case study' },
            lazy: () => {
              preloadMarkdown();
              return import('./routes/case-study').then((m) => ({ Component: m.CaseStudyRoute }));
            },
          },
          {
            path: paths.module.pattern,
            handle: { title: 'Module' },
            lazy: () => {
              preloadMarkdown();
              return import('./routes/course-module').then((m) => ({
                Component: m.CourseModuleRoute,
              }));
            },
          },
          {
            path: paths.jobs.pattern,
            handle: { title: 'Job feed' },
            lazy: () => import('./routes/jobs').then((m) => ({ Component: m.JobsRoute })),
          },
          {
            path: paths.applications.pattern,
            handle: { title: 'Applications' },
            lazy: () =>
              import('./routes/applications').then((m) => ({ Component: m.ApplicationsRoute })),
          },
          {
            path: paths.exitPlan.pattern,
            handle: { title: 'Exit plan' },
            lazy: () => import('./routes/exit-plan').then((m) => ({ Component: m.ExitPlanRoute })),
          },
          {
            path: paths.coverLetter.pattern,
            handle: { title: 'Cover letter' },
            lazy: () =>
              import('./routes/cover-letter').then((m) => ({ Component: m.CoverLetterRoute })),
          },
          {
            path: paths.interview.pattern,
            handle: { title: 'Interview practice' },
            lazy: () => import('./routes/interview').then((m) => ({ Component: m.InterviewRoute })),
          },
          {
            path: paths.interviewRoleplay.pattern,
            handle: { title: 'Interview roleplay' },
            lazy: () =>
              import('./routes/interview-roleplay').then((m) => ({
                Component: m.InterviewRoleplayRoute,
              })),
          },
          {
            path: paths.interviewStories.pattern,
            handle: { title: 'Your story bank' },
            lazy: () =>
              import('./routes/interview-stories').then((m) => ({
                Component: m.InterviewStoriesRoute,
              })),
          },
          {
            path: paths.certificate.pattern,
            handle: { title: 'Certificate' },
            lazy: () =>
              import('./routes/certificate').then((m) => ({ Component: m.CertificateRoute })),
          },
          {
            path: paths.account.pattern,
            handle: { title: 'Your account' },
            lazy: () => import('./routes/account').then((m) => ({ Component: m.AccountRoute })),
          },
          {
            path: paths.admin.pattern,
            handle: { title: 'Administration' },
            lazy: () => import('./routes/admin').then((m) => ({ Component: m.AdminRoute })),
          },
          {
            path: paths.unsubscribe.pattern,
            handle: { title: 'Job alerts' },
            lazy: () =>
              import('./routes/unsubscribe').then((m) => ({ Component: m.UnsubscribeRoute })),
          },
          {
            path: paths.upskilling.pattern,
            handle: { title: 'Courses' },
            lazy: () =>
              import('./routes/upskilling').then((m) => ({ Component: m.UpskillingRoute })),
          },
          {
            path: paths.pathways.pattern,
            handle: { title: 'My pathways' },
            lazy: () => import('./routes/pathways').then((m) => ({ Component: m.PathwaysRoute })),
          },
          {
            path: paths.resumeTranslator.pattern,
            handle: { title: 'Resume translator' },
            lazy: () =>
              import('./routes/resume-translator').then((m) => ({
                Component: m.ResumeTranslatorRoute,
              })),
          },
          {
            path: paths.paymentSuccessFor.pattern,
            handle: { title: 'Payment' },
            lazy: () =>
              import('./routes/payment-success').then((m) => ({
                Component: m.PaymentSuccessForCourseRoute,
              })),
          },
          {
            path: paths.paymentSuccess.pattern,
            handle: { title: 'Payment' },
            lazy: () =>
              import('./routes/payment-success').then((m) => ({
                Component: m.PaymentSuccessRoute,
              })),
          },
          {
            path: paths.testCheckout.pattern,
            handle: { title: 'Test checkout' },
            lazy: () =>
              import('./routes/test-checkout').then((m) => ({ Component: m.TestCheckoutRoute })),
          },
        ],
      },
      {
        path: '*',
        handle: { title: 'Page not found' },
        lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })),
      },
    ],
  },
];

/** Shown while the first page's code arrives, when the app is opened on a page not pre-rendered. */
function PageLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-50">
      <SpinnerFrame label="Loading Classroom to Career" />
    </div>
  );
}
