import {
  CheckCircle2,
  Compass,
  FileText,
  GraduationCap,
  MessageSquareText,
  Target,
  UserCheck,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { trackByRoleName } from '@/shared/constants';
import type { User } from '@/shared/contracts/users';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import { Skeleton, Spinner } from '@/client/components/ui/spinner';
import { StatTile } from '@/client/components/ui/stat-tile';
import { paths } from '@/client/config/paths';
import { LEARNING_PATHS_ERROR, useLearningPaths } from '../api/get-learning-paths';
import { useRecommendedRoles } from '../api/get-recommended-roles';
import { PathCard } from './path-card';

/** The dashboard's 'My Learning & Progress' tab (spec part-1 §2). */
export function ProgressTab({
  user,
  onCompleteProfile,
  onStartCourse,
  startingCourseId,
  courseOffers,
}: {
  user: User;
  onCompleteProfile: () => void;
  /** 'Unlock course · $29' on a path card starts checkout for its course. */
  onStartCourse: (courseId: number) => void;
  /** The course whose checkout is being opened, if any. */
  startingCourseId: number | null;
  /** The course offers under her paths, for the roles her profile suggests. */
  courseOffers: (suggestedRoles: string[]) => ReactNode;
}) {
  const recommended = useRecommendedRoles(user.id);
  const suggestedRoles = (recommended.data?.recommendedRoles ?? []).map((r) => r.role);
  const learningPaths = useLearningPaths(user.id, suggestedRoles, user.skills);
  const pathList = learningPaths.data?.learningPaths ?? [];

  if (recommended.isPending || (suggestedRoles.length > 0 && learningPaths.isPending)) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <Spinner label="Generating personalized learning paths..." />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }

  // Her best-fit role first; Customer Success, the closest to teaching, when none is known yet.
  const translateFor =
    (suggestedRoles[0] ? trackByRoleName(suggestedRoles[0])?.slug : undefined) ??
    'customer-success';
  const assessmentsCompleted = pathList.filter((p) => p.assessment.status === 'completed').length;

  return (
    <div className="grid gap-8">
      <section aria-labelledby="overview-heading">
        <h2 id="overview-heading" className="text-lg font-semibold text-slate-900">
          Progress Overview
        </h2>
        <div className="mt-3 grid gap-3 sm:grid-cols-3">
          <StatTile icon={Target} label="Role matches found" value={pathList.length} />
          <StatTile
            icon={CheckCircle2}
            label="Assessments completed"
            value={assessmentsCompleted}
          />
          {/* Spec part-1 §2: "1 if a first name exists, else 0". */}
          <StatTile icon={UserCheck} label="Profile set up" value={user.firstName ? 1 : 0} />
        </div>
      </section>

      <section aria-labelledby="paths-heading" className="grid gap-4">
        <h2 id="paths-heading" className="text-lg font-semibold text-slate-900">
          Your Learning Paths
        </h2>
        {learningPaths.isError ? (
          <p
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            {LEARNING_PATHS_ERROR}. Please refresh the page to try again.
          </p>
        ) : pathList.length === 0 ? (
          <Card>
            <CardContent className="flex flex-col items-center gap-3 pt-6 text-center">
              <Compass className="size-10 text-brand-700" aria-hidden />
              <h3 className="text-lg font-semibold text-slate-900">No Learning Paths Yet</h3>
              <p className="max-w-md text-sm text-slate-700">
                Upload your resume or fill in your profile and we will build a path for each role
                that fits you.
              </p>
              <Button onClick={onCompleteProfile}>Complete Profile Setup</Button>
            </CardContent>
          </Card>
        ) : (
          pathList.map((path) => (
            <PathCard
              key={path.role}
              path={path}
              userId={user.id}
              onStartCourse={onStartCourse}
              startingCourseId={startingCourseId}
            />
          ))
        )}
      </section>

      {courseOffers(suggestedRoles)}

      <section aria-labelledby="next-steps-heading">
        <h2 id="next-steps-heading" className="text-lg font-semibold text-slate-900">
          Recommended Next Steps
        </h2>
        <ol className="mt-3 grid gap-3 md:grid-cols-3">
          <li className="rounded-lg border border-slate-200 bg-white p-4">
            <GraduationCap className="size-6 text-brand-700" aria-hidden />
            <p className="mt-2 font-semibold text-slate-900">
              Complete a module and the assessment
            </p>
            <p className="text-sm text-slate-700">
              Finish the course for your best-fit role, then prove it with the assessment: 20 scored
              questions, three written answers and a confidence rating.
            </p>
          </li>
          {/* The spec's priced "Get resume feedback" card had nothing to buy; the translator is
              that feedback, free (ADR 022). */}
          <li className="rounded-lg border border-slate-200 bg-white p-4">
            <MessageSquareText className="size-6 text-brand-700" aria-hidden />
            <p className="mt-2 font-semibold text-slate-900">
              <Link
                to={paths.resumeTranslator.href(translateFor)}
                className="rounded-sm text-brand-700 underline underline-offset-4 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
              >
                Get your resume translated for your role
              </Link>
            </p>
            <p className="text-sm text-slate-700">
              Each line of your resume in the words hiring managers use. You accept, edit or reject
              every change. Free.
            </p>
          </li>
          <li className="rounded-lg border border-slate-200 bg-white p-4">
            <FileText className="size-6 text-brand-700" aria-hidden />
            <p className="mt-2 font-semibold text-slate-900">Get the career starter kit</p>
            <p className="text-sm text-slate-700">
              Download the kit on your path above: plan, resume bullets, interview answers and
              glossary.
            </p>
          </li>
        </ol>
      </section>
    </div>
  );
}
