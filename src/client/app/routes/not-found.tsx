import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';

export function NotFoundRoute() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">404 Page Not Found</h1>
      <p className="mt-3 text-slate-700">
        The page you were looking for does not exist or has moved.
      </p>
      <Button asChild className="mt-6">
        <Link to={paths.home.href()}>Back to home</Link>
      </Button>
    </div>
  );
}
