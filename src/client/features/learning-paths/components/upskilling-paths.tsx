import { Link } from 'react-router';
import { formatPrice } from '@/shared/constants';
import type { User } from '@/shared/contracts/users';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/spinner';
import { paths } from '@/client/config/paths';
import { cn } from '@/client/lib/cn';
import { TRACK_STYLE } from '@/client/lib/track-style';
import { useLearningPaths } from '../api/get-learning-paths';
import { useRecommendedRoles } from '../api/get-recommended-roles';

/** Upskilling's 'Learning Paths' tab: a card per path, linking to its course. */
export function UpskillingPaths({ user }: { user: User }) {
  const recommended = useRecommendedRoles(user.id);
  const roles = (recommended.data?.recommendedRoles ?? []).map((r) => r.role);
  const learningPaths = useLearningPaths(user.id, roles, user.skills);
  if (recommended.isPending || (roles.length > 0 && learningPaths.isPending))
    return <Skeleton className="h-48 w-full" />;
  const list = learningPaths.data?.learningPaths ?? [];
  if (list.length === 0) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 pt-6 text-center">
          <h3 className="text-lg font-semibold text-slate-900">No learning paths yet</h3>
          <p className="text-sm text-slate-700">
            Upload your resume on the dashboard and we will recommend a path.
          </p>
          <Button asChild>
            <Link to={paths.dashboard.href()}>Go to Dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {list.map((path) => {
        const status = path.course.completed
          ? 'Completed'
          : path.course.hasPaid
            ? 'In Progress'
            : 'Not Started';
        return (
          <Card key={path.role} className={cn('border-t-4', TRACK_STYLE[path.roleType].border)}>
            <CardHeader>
              <div className="flex items-center justify-between gap-2">
                <Badge variant={TRACK_STYLE[path.roleType].badge}>{path.role}</Badge>
                <Badge
                  variant={
                    status === 'Completed'
                      ? 'success'
                      : status === 'In Progress'
                        ? 'warning'
                        : 'secondary'
                  }
                >
                  {status}
                </Badge>
              </div>
              <CardTitle
                as="h3"
                className={cn(path.course.completed && 'line-through decoration-2')}
              >
                {path.course.title}
              </CardTitle>
              <CardDescription>{path.course.description}</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
              <span>{path.course.estimatedDuration}</span>
              <span className="font-semibold text-slate-900">{formatPrice(path.course.price)}</span>
            </CardContent>
            <CardFooter>
              <Button asChild>
                <Link to={paths.course.href(path.slug)}>
                  {status === 'Not Started' ? 'Start Learning Path' : 'Continue Learning Path'}
                </Link>
              </Button>
            </CardFooter>
          </Card>
        );
      })}
    </div>
  );
}
