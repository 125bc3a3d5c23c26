import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';

/** 'Assessment Not Found', 'Course Not Found', 'Module Not Found': a title and the way back. */
export function NotFoundPanel({
  title,
  text,
  linkTo,
  linkLabel,
}: {
  title: string;
  text?: string;
  linkTo: string;
  linkLabel: string;
}) {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {text ? <p className="mt-2 text-slate-700">{text}</p> : null}
      <Button asChild className="mt-6">
        <Link to={linkTo}>{linkLabel}</Link>
      </Button>
    </div>
  );
}
