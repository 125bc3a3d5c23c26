import {
  ArrowRight,
  Award,
  BookOpen,
  Briefcase,
  ClipboardCheck,
  FileText,
  Lock,
} from 'lucide-react';
import { Link } from 'react-router';
import { DASHBOARD_JOBS_PER_PATH, unlockCourseLabel } from '@/shared/constants';
import type { LearningPath } from '@/shared/contracts/learning';
import { Badge } from '@/client/components/ui/badge';
import { PreviewModuleLink } from '@/client/components/course/preview-module-link';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Progress } from '@/client/components/ui/progress';
import { paths } from '@/client/config/paths';
import { cn } from '@/client/lib/cn';
import { TRACK_STYLE } from '@/client/lib/track-style';
import { DownloadKitButton } from './download-kit-button';

function Section({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof BookOpen;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section className="rounded-lg border border-slate-200 p-4" aria-label={title}>
      <h4 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Icon className="size-4 text-brand-700" aria-hidden /> {title}
      </h4>
      <div className="mt-2 grid gap-2 text-sm text-slate-700">{children}</div>
    </section>
  );
}

function AssessmentStatus({ path }: { path: LearningPath }) {
  const { assessment } = path;
  if (assessment.status === 'completed' && assessment.results) {
    const passed = assessment.results.passed;
    return (
      <>
        <p className="flex flex-wrap items-center gap-2">
          <span className="text-base font-semibold text-slate-900">
            Score: {assessment.results.score}%
          </span>
          <Badge variant={passed ? 'success' : 'warning'}>
            {passed ? 'Passed' : 'Needs Retake'}
          </Badge>
        </p>
        <Button asChild variant="outline" size="sm" className="w-fit">
          <Link to={paths.assessment.href(path.slug, { showResults: true })}>Review Answers</Link>
        </Button>
      </>
    );
  }
  if (assessment.status === 'available') {
    return (
      <>
        <p className="font-medium text-emerald-800">Ready to take</p>
        <Button asChild size="sm" className="w-fit">
          <Link to={paths.assessment.href(path.slug)}>Take Assessment</Link>
        </Button>
      </>
    );
  }
  return (
    <p className="flex items-center gap-2 text-slate-600">
      <Lock className="size-4" aria-hidden /> Complete course to unlock
    </p>
  );
}

interface PathCardProps {
  path: LearningPath;
  userId: string;
  /** 'Unlock course · $29' starts checkout for the course. */
  onStartCourse: (courseId: number) => void;
  /** The course whose checkout is being opened, if any. */
  startingCourseId: number | null;
}

export function PathCard({ path, userId, onStartCourse, startingCourseId }: PathCardProps) {
  const style = TRACK_STYLE[path.roleType];
  const { course } = path;
  const percent =
    course.modules === 0 ? 0 : Math.round((course.completedModules / course.modules) * 100);
  return (
    <Card className={cn('border-t-4', style.border)}>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={style.badge}>{path.role}</Badge>
          {course.completed ? <Badge variant="success">Course completed</Badge> : null}
        </div>
        <CardTitle as="h3" className="text-xl">
          Your {path.role} path
        </CardTitle>
        <p className="flex items-start gap-2 rounded-md bg-amber-50 p-3 text-sm text-slate-900">
          <ArrowRight className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
          <span>
            <span className="font-semibold">Next: </span>
            {path.focus.nextStep}
          </span>
        </p>
        <Link
          to={paths.resumeTranslator.href(path.slug)}
          className="flex w-fit items-center gap-1.5 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          <FileText className="size-4 shrink-0" aria-hidden />
          Translate my resume for {path.role}
        </Link>
      </CardHeader>
      <CardContent className="grid gap-4">
        {path.focus.gaps.length > 0 || path.focus.strengths.length > 0 ? (
          <div className="grid gap-3 text-sm sm:grid-cols-2">
            {path.focus.strengths.length > 0 ? (
              <div>
                <p className="font-semibold text-slate-900">You bring</p>
                <ul className="mt-1 flex flex-wrap gap-1.5">
                  {path.focus.strengths.map((s) => (
                    <li key={s}>
                      <Badge variant="success">{s}</Badge>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {path.focus.gaps.length > 0 ? (
              <div>
                <p className="font-semibold text-slate-900">Work on first</p>
                <ul className="mt-1 grid gap-1">
                  {path.focus.gaps.map((gap) => (
                    <li key={gap.skill} className="text-slate-700">
                      {gap.skill}
                      {gap.module ? (
                        <>
                          {' '}
                          ·{' '}
                          <Link
                            className="text-brand-700 underline-offset-2 hover:underline"
                            to={paths.module.href(path.slug, gap.module.id)}
                          >
                            Module {gap.module.id}: {gap.module.title}
                          </Link>
                        </>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        ) : null}

        <div className="grid gap-3 md:grid-cols-2">
          <Section icon={BookOpen} title="Mini course">
            <p className="font-medium text-slate-900">{course.title}</p>
            <p>
              {course.modules} modules · {course.estimatedDuration}
            </p>
            <div>
              <Progress
                value={percent}
                label={`${course.title} progress`}
                indicatorClassName={style.bar}
              />
              <p className="mt-1 text-xs text-slate-600">
                {course.completedModules} of {course.modules} modules completed
              </p>
            </div>
            {course.hasPaid ? (
              <Button asChild size="sm" className="w-fit">
                <Link to={paths.course.href(path.slug)}>Access Course</Link>
              </Button>
            ) : (
              <div className="flex flex-wrap items-center gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  className="w-fit"
                  onClick={() => onStartCourse(course.id)}
                  disabled={startingCourseId === course.id}
                >
                  {startingCourseId === course.id
                    ? 'Opening checkout...'
                    : unlockCourseLabel(course.price)}
                </Button>
                <PreviewModuleLink slug={path.slug} courseName={course.title} />
              </div>
            )}
          </Section>
          <Section icon={ClipboardCheck} title="Assessment">
            <p className="font-medium text-slate-900">{path.assessment.title}</p>
            <p>
              {path.assessment.totalQuestions} questions · {path.assessment.timeLimit} minutes ·
              pass at {path.assessment.passingScore}%
            </p>
            <AssessmentStatus path={path} />
          </Section>
          <Section icon={FileText} title="Career kit">
            <p className="font-medium text-slate-900">{path.careerKit.title}</p>
            <p>
              A 30-60-90 day plan, translated resume bullets, interview answers and a glossary, as a
              PDF.
            </p>
            <DownloadKitButton
              userId={userId}
              kitId={path.careerKit.id}
              title={path.careerKit.title}
            />
          </Section>
          <Section icon={Briefcase} title="Live job feed">
            {path.jobs.length === 0 ? (
              <p>New openings for this role appear here as the feed updates every hour.</p>
            ) : (
              <ul className="grid gap-2">
                {path.jobs.slice(0, DASHBOARD_JOBS_PER_PATH).map((job) => (
                  <li key={job.id} className="rounded-md bg-slate-50 p-2">
                    <p className="font-medium text-slate-900">{job.title}</p>
                    <p className="text-xs text-slate-600">
                      {job.company}
                      {job.salaryRange ? ` · ${job.salaryRange}` : ''}
                    </p>
                  </li>
                ))}
              </ul>
            )}
            <Link
              to={paths.jobs.href()}
              className="flex w-fit items-center gap-1 font-medium text-brand-700 hover:underline"
            >
              <Award className="size-4" aria-hidden /> See all jobs
            </Link>
          </Section>
        </div>
      </CardContent>
    </Card>
  );
}
