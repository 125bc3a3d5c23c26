import { SignInPrompt } from '@/client/components/auth/sign-in-prompt';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { paths } from '@/client/config/paths';
import { useStartCheckout } from '@/client/features/checkout/hooks/use-start-checkout';
import {
  CourseCatalogue,
  CourseStats,
  FreeResourcesNote,
} from '@/client/features/courses/components/course-catalogue';
import { UpskillingPaths } from '@/client/features/learning-paths/components/upskilling-paths';
import { useSession } from '@/client/hooks/use-session';

export function UpskillingRoute() {
  const { user } = useSession();
  const checkout = useStartCheckout({ redirectAfterLogin: paths.upskilling.href() });
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      {/* One name for the page, as the navigation calls it (walk-through m9). */}
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Courses</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Short, practical courses for the move from the classroom, each with a readiness assessment.
      </p>
      <CourseStats user={user} />
      <Tabs defaultValue="browse" className="mt-8">
        <TabsList aria-label="Courses sections">
          <TabsTrigger value="browse">Browse Courses</TabsTrigger>
          <TabsTrigger value="paths">Learning Paths</TabsTrigger>
        </TabsList>
        <TabsContent value="browse" className="grid gap-8">
          <CourseCatalogue
            user={user}
            onStart={(courseId) => void checkout.start(courseId)}
            startingCourseId={checkout.pendingCourseId}
          />
        </TabsContent>
        <TabsContent value="paths">
          {user ? (
            <UpskillingPaths user={user} />
          ) : (
            <SignInPrompt
              title="Your learning paths"
              text="Sign in to see the learning paths built from your profile."
              returnTo={paths.upskilling.href()}
            />
          )}
        </TabsContent>
      </Tabs>
      <FreeResourcesNote />
    </div>
  );
}
