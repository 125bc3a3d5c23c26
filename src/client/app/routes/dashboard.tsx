import { LogOut, Sparkles, X } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { RequireUser } from '@/client/components/auth/require-user';
import { Button } from '@/client/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { useLogout } from '@/client/hooks/use-logout';
import { useSession } from '@/client/hooks/use-session';
import { JourneyProgress } from '@/client/features/journey/journey-progress';
import { ProgressTab } from '@/client/features/learning-paths/components/progress-tab';
import { ProfileSetup } from '@/client/features/resumes/components/profile-setup';
import { sessionStore } from '@/client/lib/session-store';

type DashboardTab = 'profile' | 'progress';

/** Spec part-1 §9: the learning-path reload after an assessment waits one second. */
const DASHBOARD_REFRESH_DELAY_MS = 1000;

export function DashboardRoute() {
  return (
    <RequireUser
      toastTitle="Authentication Required"
      toastDescription="Please log in to access your dashboard."
    >
      <Dashboard />
    </RequireUser>
  );
}

function Dashboard() {
  const { user } = useSession();
  const logout = useLogout();
  const [searchParams, setSearchParams] = useSearchParams();
  const [showBanner, setShowBanner] = useState(
    () => searchParams.get('source') === 'landing-upload',
  );
  const queryClient = useQueryClient();
  const [isNewAccount] = useState(() => sessionStore.isNewAccount());
  // Leaving or reloading the first dashboard ends "new": she is greeted as returning from then on.
  useEffect(() => {
    const forget = () => sessionStore.forgetNewAccount();
    window.addEventListener('pagehide', forget);
    return () => window.removeEventListener('pagehide', forget);
  }, []);
  const [tab, setTab] = useState<DashboardTab>(() =>
    searchParams.get('tab') === 'progress' || searchParams.get('refreshed') === 'true'
      ? 'progress'
      : 'profile',
  );

  // The spec removes ?source=landing-upload and ?refreshed=true from the URL once read;
  // refreshed=true (after an assessment) reloads the learning paths one second later.
  useEffect(() => {
    if (!searchParams.has('source') && !searchParams.has('refreshed')) return;
    if (searchParams.get('refreshed') === 'true') {
      setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: ['learning-paths'] }),
        DASHBOARD_REFRESH_DELAY_MS,
      );
    }
    setSearchParams(
      (params) => {
        params.delete('source');
        params.delete('refreshed');
        return params;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams, queryClient]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {isNewAccount ? 'Welcome' : 'Welcome back'}, {user?.firstName}!
          </h1>
          <p className="mt-1 text-slate-700">Your move from the classroom, one step at a time.</p>
        </div>
        {/* Phones have the menu's Logout: one control at a time (walk-through defect 29). */}
        <Button variant="outline" className="hidden md:inline-flex" onClick={() => logout.mutate()}>
          <LogOut aria-hidden />
          Logout
        </Button>
      </div>

      {user ? <JourneyProgress user={user} /> : null}

      {showBanner ? (
        <section
          aria-labelledby="unlock-heading"
          className="mt-6 flex flex-col gap-4 rounded-xl border border-emerald-300 bg-emerald-50 p-5 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex items-start gap-3">
            <Sparkles className="mt-1 size-5 shrink-0 text-emerald-700" aria-hidden />
            <div>
              <h2 id="unlock-heading" className="font-semibold text-emerald-950">
                Ready to Unlock Your Career Potential?
              </h2>
              <p className="text-sm text-emerald-900">
                Upload your resume below and we will show which role fits you best, with the
                evidence.
              </p>
            </div>
          </div>
          <div className="flex gap-2">
            <Button variant="success" onClick={() => setShowBanner(false)}>
              Get Started
            </Button>
            <Button variant="ghost" onClick={() => setShowBanner(false)}>
              <X aria-hidden />
              I&apos;ll do it later
            </Button>
          </div>
        </section>
      ) : null}

      <Tabs value={tab} onValueChange={(value) => setTab(value as DashboardTab)} className="mt-8">
        <TabsList aria-label="Dashboard sections">
          <TabsTrigger value="profile">Profile Setup</TabsTrigger>
          <TabsTrigger value="progress">My Learning &amp; Progress</TabsTrigger>
        </TabsList>
        <TabsContent value="profile">
          {user ? <ProfileSetup user={user} onViewCourses={() => setTab('progress')} /> : null}
        </TabsContent>
        <TabsContent value="progress">
          {user ? <ProgressTab user={user} onCompleteProfile={() => setTab('profile')} /> : null}
        </TabsContent>
      </Tabs>
    </div>
  );
}
