import type { LoaderFunctionArgs } from 'react-router';
import type { Dashboard } from '@/shared/contracts/dashboard';
import { applicationsQueryOptions } from '@/client/features/applications/api/get-applications';
import { myCertificatesQueryOptions } from '@/client/features/certificates/api/get-my-certificates';
import { userCoursesQueryOptions } from '@/client/features/courses/api/get-courses';
import { exitPlanQueryOptions } from '@/client/features/exit-planner/api/get-exit-plan';
import { evidenceBankQueryOptions } from '@/client/features/resumes/api/evidence';
import { latestResumeQueryOptions } from '@/client/features/resumes/api/get-latest-resume';
import { apiRequest } from '@/client/lib/api-client';
import { primedPart, primeQueries } from '@/client/lib/prime-queries';
import { beginVisit, queryClient } from '@/client/lib/query-client';
import { sessionStore } from '@/client/lib/session-store';

/**
 * Her dashboard's data, asked for in one request as soon as the page's code is here
 * (GET /api/users/{id}/dashboard, issue 33): her journey, her next exit date and her profile's
 * analysis and verdicts each read their own query, and find it filled by this one answer.
 */
export function dashboardLoader({ request }: LoaderFunctionArgs): null {
  const user = sessionStore.getUser();
  if (!user) return null;
  beginVisit(new URL(request.url).pathname);
  primeQueries(queryClient, () => apiRequest<Dashboard>(`/api/users/${user.id}/dashboard`), [
    primedPart(latestResumeQueryOptions(), (all: Dashboard) => all.latestResume),
    primedPart(userCoursesQueryOptions(user.id), (all: Dashboard) => all.courses),
    primedPart(myCertificatesQueryOptions(user.id), (all: Dashboard) => all.certificates),
    primedPart(applicationsQueryOptions(user.id), (all: Dashboard) => all.applications),
    primedPart(exitPlanQueryOptions(user.id), (all: Dashboard) => all.exitPlan),
    primedPart(evidenceBankQueryOptions(user.id), (all: Dashboard) => all.evidence),
  ]);
  return null;
}
