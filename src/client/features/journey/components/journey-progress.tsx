import { Check } from 'lucide-react';
import { Link } from 'react-router';
import type { Application } from '@/shared/contracts/applications';
import type { OwnCertificate } from '@/shared/contracts/certificates';
import type { Course } from '@/shared/contracts/courses';
import { cn } from '@/client/lib/cn';
import { journeySteps } from '../lib/journey-steps';

/**
 * One line on the dashboard: where she is between her resume and her applications. The page
 * hands it what the other features read; it shows nothing until all of it has arrived.
 */
export function JourneyProgress({
  hasResume,
  courses,
  certificates,
  applications,
}: {
  hasResume: boolean | undefined;
  courses: Course[] | undefined;
  certificates: OwnCertificate[] | undefined;
  applications: Application[] | undefined;
}) {
  if (hasResume === undefined || !courses || !certificates || !applications) return null;

  const paid = courses.filter((course) => course.hasPaid);
  const steps = journeySteps({
    hasResume,
    hasCourse: paid.length > 0,
    finishedCourse: paid.some((course) => course.completed),
    certificateId: certificates.find((c) => c.status === 'valid')?.id ?? null,
    applications: applications.length,
  });
  const next = steps.find((step) => !step.done);

  return (
    <nav aria-label="Your journey" className="mt-6">
      <ol className="flex flex-wrap gap-2 text-sm">
        {steps.map((step, index) => (
          <li key={step.id}>
            <Link
              to={step.href}
              aria-current={step === next ? 'step' : undefined}
              className={cn(
                'flex items-center gap-1.5 rounded-full border px-3 py-1 font-medium focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none',
                step.done
                  ? 'border-emerald-200 bg-emerald-50 text-emerald-900'
                  : step === next
                    ? 'border-brand-600 bg-white text-brand-800'
                    : 'border-slate-200 bg-white text-slate-700',
              )}
            >
              {step.done ? (
                <Check className="size-3.5" aria-hidden />
              ) : (
                <span aria-hidden className="text-xs">
                  {index + 1}
                </span>
              )}
              {step.label}
              {step.done ? <span className="sr-only"> (done)</span> : null}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
