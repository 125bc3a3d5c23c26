import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, CheckCircle2, Lock, NotebookPen } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { formatPriceShort, trackBySlug } from '@/shared/constants';
import { NotFoundPanel } from '@/client/components/layout/not-found-panel';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/spinner';
import { paths } from '@/client/config/paths';
import { useSession } from '@/client/features/auth/hooks/use-session';
import { useStartCheckout } from '@/client/features/checkout/hooks/use-start-checkout';
import {
  completeModule,
  miniCourseQueryOptions,
} from '@/client/features/mini-courses/api/mini-courses';
import { CourseNotFound } from '@/client/features/mini-courses/components/course-not-found';
import { privacyEmbed } from '@/client/features/mini-courses/components/course-theme';
import { toast } from '@/client/hooks/use-toast';
import { errorMessage } from '@/client/lib/api-client';
import { sessionStore } from '@/client/lib/session-store';

export function CourseModuleRoute() {
  const { courseId = '', moduleId = '' } = useParams();
  if (!trackBySlug(courseId)) return <CourseNotFound />;
  return <CourseModule slug={courseId} moduleId={Number.parseInt(moduleId, 10)} />;
}

function CourseModule({ slug, moduleId }: { slug: string; moduleId: number }) {
  const course = useQuery(miniCourseQueryOptions(slug));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { isSignedIn } = useSession();
  const checkout = useStartCheckout();
  const [saving, setSaving] = useState(false);

  if (course.isPending) {
    return (
      <div className="mx-auto grid max-w-4xl gap-4 px-4 py-10" aria-busy="true">
        <Skeleton className="h-12 w-2/3" />
        <Skeleton className="aspect-video w-full" />
      </div>
    );
  }
  if (course.isError) return <CourseNotFound />;
  const data = course.data;
  const module = data.modules.find((m) => m.id === moduleId);
  if (!module)
    return (
      <NotFoundPanel
        title="Module Not Found"
        linkTo={paths.course.href(slug)}
        linkLabel="Return to Course"
      />
    );
  const total = data.modules.length;
  const previous = data.modules.find((m) => m.id === moduleId - 1);
  const next = data.modules.find((m) => m.id === moduleId + 1);

  const markComplete = async () => {
    if (!isSignedIn) {
      toast({
        title: 'Login Required',
        description: 'Please log in to save your progress.',
        variant: 'destructive',
      });
      sessionStore.setRedirect(location.pathname);
      navigate(paths.login.href());
      return;
    }
    setSaving(true);
    try {
      await completeModule(slug, moduleId);
      toast({
        title: 'Module Completed!',
        description: `Great job completing ${module.title}`,
        variant: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: ['mini-courses', slug] });
      void queryClient.invalidateQueries({ queryKey: ['learning-paths'] });
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Your progress could not be saved. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Link
        to={paths.course.href(slug)}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> {data.track} course
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span>
          Module {module.id} of {total}
        </span>
        {!module.locked ? (
          <Badge variant={module.completed ? 'success' : 'warning'}>
            {module.completed ? 'Completed' : 'In Progress'}
          </Badge>
        ) : null}
      </div>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">
        Module {module.id}: {module.title}
      </h1>
      <p className="mt-2 text-lg text-slate-700">{module.goal}</p>

      {module.locked ? (
        <section className="mt-8 flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white p-8 text-center">
          <Lock className="size-10 text-slate-500" aria-hidden />
          <h2 className="text-xl font-semibold text-slate-900">Module Locked</h2>
          {module.lockReason === 'payment' ? (
            <>
              <p className="text-slate-700">Unlock the full course to access this module</p>
              <Button
                onClick={() => void checkout.start(data.courseId)}
                disabled={checkout.pendingCourseId !== null}
              >
                Unlock Course - {formatPriceShort(data.price)}
              </Button>
            </>
          ) : (
            <>
              <p className="text-slate-700">Complete the previous module to unlock this content</p>
              {previous ? (
                <Button asChild variant="outline">
                  <Link to={paths.module.href(slug, previous.id)}>Go to Module {previous.id}</Link>
                </Button>
              ) : null}
            </>
          )}
        </section>
      ) : (
        <div className="mt-8 grid gap-6">
          {module.videoLink ? (
            <figure>
              <div className="aspect-video overflow-hidden rounded-xl bg-slate-900">
                <iframe
                  className="size-full"
                  src={privacyEmbed(module.videoLink)}
                  title={module.videoTitle ?? module.title}
                  loading="lazy"
                  allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
                  allowFullScreen
                  referrerPolicy="strict-origin-when-cross-origin"
                />
              </div>
              <figcaption className="mt-2 text-sm text-slate-600">
                {module.videoTitle}
                {module.videoChannel ? ` · ${module.videoChannel}` : ''}
              </figcaption>
            </figure>
          ) : null}
          <section
            className="rounded-xl border border-slate-200 bg-white p-5"
            aria-labelledby="why-heading"
          >
            <h2 id="why-heading" className="text-lg font-semibold text-slate-900">
              Why this matters
            </h2>
            <p className="mt-2 text-slate-800">{module.why}</p>
          </section>
          {module.task ? (
            <section
              className="rounded-xl border border-amber-200 bg-amber-50 p-5"
              aria-labelledby="task-heading"
            >
              <h2
                id="task-heading"
                className="flex items-center gap-2 text-lg font-semibold text-slate-900"
              >
                <NotebookPen className="size-5 text-amber-700" aria-hidden /> Practice Task +
                Reflection
              </h2>
              <p className="mt-2 text-slate-800">{module.task.instructions}</p>
              <p className="mt-3 font-medium text-slate-900">Reflect: {module.task.reflection}</p>
            </section>
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-3">
            {module.completed ? (
              <p className="flex items-center gap-2 font-semibold text-emerald-800">
                <CheckCircle2 className="size-5" aria-hidden /> Module Completed!
              </p>
            ) : (
              <Button size="lg" onClick={() => void markComplete()} disabled={saving}>
                {saving ? 'Saving...' : 'Mark Complete'}
              </Button>
            )}
          </div>
        </div>
      )}

      <nav
        aria-label="Modules"
        className="mt-10 flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-6"
      >
        {previous ? (
          <Button asChild variant="outline">
            <Link to={paths.module.href(slug, previous.id)}>
              <ArrowLeft aria-hidden /> Previous Module
            </Link>
          </Button>
        ) : (
          <span />
        )}
        {next ? (
          <Button asChild variant="outline">
            <Link to={paths.module.href(slug, next.id)}>
              Next Module <ArrowRight aria-hidden />
            </Link>
          </Button>
        ) : (
          <Button asChild variant="outline">
            <Link to={paths.course.href(slug)}>Back to course overview</Link>
          </Button>
        )}
      </nav>
    </div>
  );
}
