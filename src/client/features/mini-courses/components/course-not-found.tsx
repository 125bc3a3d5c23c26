import { NotFoundPanel } from '@/client/components/layout/not-found-panel';
import { paths } from '@/client/config/paths';

/** An unknown course slug, or a course that could not be loaded: the course and module pages. */
export function CourseNotFound() {
  return (
    <NotFoundPanel
      title="Course Not Found"
      linkTo={paths.dashboard.href()}
      linkLabel="Return to Dashboard"
    />
  );
}
