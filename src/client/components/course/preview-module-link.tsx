import { Eye } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';

/**
 * Beside every buy button: module 1 of each course is a free preview, and a teacher should be
 * able to read it before paying (walk-through defect 6).
 */
export function PreviewModuleLink({
  slug,
  courseName,
  className,
}: {
  slug: string;
  courseName: string;
  className?: string;
}) {
  return (
    <Button asChild size="sm" variant="link" className={className}>
      <Link to={paths.module.href(slug, 1)}>
        <Eye aria-hidden /> Preview Module 1 free
        <span className="sr-only"> of the {courseName} course</span>
      </Link>
    </Button>
  );
}
