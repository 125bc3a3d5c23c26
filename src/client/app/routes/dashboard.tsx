import { LogOut } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { User } from '@/shared/contracts/users';
import { RequireUser } from '@/client/components/auth/require-user';
import { Button } from '@/client/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { useApplications } from '@/client/features/applications/api/get-applications';
import { WelcomeHeading } from '@/client/features/auth/components/welcome-heading';
import { useMyCertificates } from '@/client/features/certificates/api/get-my-certificates';
import { useStartCheckout } from '@/client/features/checkout/hooks/use-start-checkout';
import { useUserCourses } from '@/client/features/courses/api/get-courses';
import { CourseOffers } from '@/client/features/courses/components/course-offers';
import { NextExitDateCard } from '@/client/features/exit-planner/components/next-exit-date-card';
import { InterviewProgressCard } from '@/client/features/interview/components/interview-progress-card';
import { JourneyProgress } from '@/client/features/journey/components/journey-progress';
import { ProgressTab } from '@/client/features/learning-paths/components/progress-tab';
import { useRefreshLearningPaths } from '@/client/features/learning-paths/hooks/use-refresh-learning-paths';
import { useLatestResume } from '@/client/features/resumes/api/get-latest-resume';
import { KeptResumeSignIn } from '@/client/features/resumes/components/kept-resume-sign-in';
import { ProfileSetup } from '@/client/features/resumes/components/profile-setup';
import { ResumeUploadBanner } from '@/client/features/resumes/components/resume-upload-banner';
import { pendingResumeName } from '@/client/features/resumes/lib/pending-resume';
import { useLogout } from '@/client/hooks/use-logout';
import { useSession } from '@/client/hooks/use-session';

export { dashboardLoader } from './dashboard-data';

type DashboardTab = 'profile' | 'progress';

/** Spec part-1 §9: the learning-path reload after an assessment waits one second. */
const DASHBOARD_REFRESH_DELAY_MS = 1000;

export function DashboardRoute() {
  const { isSignedIn } = useSession();
  // A visitor who picked her resume on the landing page is sent to sign up, told her file is kept.
  const [keptResume] = useState(pendingResumeName);
  if (!isSignedIn && keptResume) return <KeptResumeSignIn fileName={keptResume} />;
  return (
    <RequireUser reason="Sign in to see your dashboard.">
      <Dashboard />
    </RequireUser>
  );
}

function Dashboard() {
  const { user } = useSession();
  const logout = useLogout();
  const refreshLearningPaths = useRefreshLearningPaths();
  const [searchParams, setSearchParams] = useSearchParams();
  // The landing hand-off's banner asks her to upload below: shown only once the dashboard knows
  // the file did not come along, and gone as soon as any upload starts (walk-through defect 10).
  const [banner, setBanner] = useState<'waiting' | 'shown' | 'hidden'>(() =>
    searchParams.get('source') === 'landing-upload' ? 'waiting' : 'hidden',
  );
  const [tab, setTab] = useState<DashboardTab>(() =>
    searchParams.get('tab') === 'progress' || searchParams.get('refreshed') === 'true'
      ? 'progress'
      : 'profile',
  );

  // The spec removes ?source=landing-upload and ?refreshed=true from the URL once read;
  // refreshed=true (after an assessment) reloads the learning paths one second later.
  useEffect(() => {
    if (!searchParams.has('source') && !searchParams.has('refreshed')) return;
    if (searchParams.get('refreshed') === 'true')
      setTimeout(refreshLearningPaths, DASHBOARD_REFRESH_DELAY_MS);
    setSearchParams(
      (params) => {
        params.delete('source');
        params.delete('refreshed');
        return params;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams, refreshLearningPaths]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <WelcomeHeading firstName={user?.firstName} />
          <p className="mt-1 text-slate-700">Your move from the classroom, one step at a time.</p>
        </div>
        {/* Phones have the menu's Logout: one control at a time (walk-through defect 29). */}
        <Button variant="outline" className="hidden xl:inline-flex" onClick={() => logout.mutate()}>
          <LogOut aria-hidden />
          Logout
        </Button>
      </div>

      {user ? <Journey user={user} /> : null}
      {user ? <NextExitDateCard userId={user.id} /> : null}

      {banner === 'shown' ? <ResumeUploadBanner onDismiss={() => setBanner('hidden')} /> : null}

      <Tabs value={tab} onValueChange={(value) => setTab(value as DashboardTab)} className="mt-8">
        <TabsList aria-label="Dashboard sections">
          <TabsTrigger value="profile">Profile Setup</TabsTrigger>
          <TabsTrigger value="progress">My Learning &amp; Progress</TabsTrigger>
        </TabsList>
        <TabsContent value="profile">
          {user ? (
            <ProfileSetup
              user={user}
              onViewCourses={() => setTab('progress')}
              onHandOffChecked={({ file }) =>
                setBanner((state) => (state === 'waiting' ? (file ? 'hidden' : 'shown') : state))
              }
              onUploadStarted={() => setBanner('hidden')}
            />
          ) : null}
        </TabsContent>
        <TabsContent value="progress">
          {user ? <Progress user={user} onCompleteProfile={() => setTab('profile')} /> : null}
          {user ? <InterviewProgressCard userId={user.id} /> : null}
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** Her journey line, from what the resume, course, certificate and application features hold. */
function Journey({ user }: { user: User }) {
  const resume = useLatestResume();
  const courses = useUserCourses(user.id);
  const certificates = useMyCertificates(user.id);
  const applications = useApplications(user.id);
  return (
    <JourneyProgress
      hasResume={resume.data ? resume.data.resume !== null : undefined}
      courses={courses.data}
      certificates={certificates.data}
      applications={applications.data}
    />
  );
}

/** Her paths, then the course offers for the roles her profile suggests; one checkout for both. */
function Progress({ user, onCompleteProfile }: { user: User; onCompleteProfile: () => void }) {
  const checkout = useStartCheckout();
  const startCourse = (courseId: number) => void checkout.start(courseId);
  return (
    <ProgressTab
      user={user}
      onCompleteProfile={onCompleteProfile}
      onStartCourse={startCourse}
      startingCourseId={checkout.pendingCourseId}
      courseOffers={(suggestedRoles) => (
        <CourseOffers
          userId={user.id}
          suggestedRoles={suggestedRoles}
          onStartCourse={startCourse}
          startingCourseId={checkout.pendingCourseId}
        />
      )}
    />
  );
}
