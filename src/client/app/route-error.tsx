import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { buttonVariants } from '@/client/components/ui/button-variants';
import { paths } from '@/client/config/paths';

/**
 * A page whose code could not be loaded (most often a tab left open across a deploy, whose old
 * chunks are gone) or that failed while rendering. The teacher gets a way forward, not a blank page.
 */
export function RouteError() {
  const error = useRouteError();
  const staleBuild =
    error instanceof TypeError &&
    /dynamically imported module|Importing a module/i.test(error.message);
  useEffect(() => {
    console.error('route failed', error);
  }, [error]);
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <div className="max-w-md text-center">
        <h1 className="text-2xl font-bold text-slate-900">
          {staleBuild ? 'Classroom to Career has been updated' : 'Something went wrong'}
        </h1>
        <p className="mt-3 text-slate-700">
          {staleBuild
            ? 'This page changed since you opened the app. Reload to get the latest version; your progress is saved.'
            : 'This page could not be shown. Reloading usually fixes it; your progress is saved.'}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            className={buttonVariants()}
            onClick={() => window.location.reload()}
          >
            <RefreshCw aria-hidden /> Reload
          </button>
          <a href={paths.home.href()} className={buttonVariants({ variant: 'outline' })}>
            Back to home
          </a>
        </div>
      </div>
    </main>
  );
}
