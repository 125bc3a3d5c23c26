import { z } from 'zod';
import { ApplicationListSchema } from './applications';
import { OwnCertificateSchema } from './certificates';
import { CourseListSchema } from './courses';
import { EvidenceBankSchema } from './evidence';
import { ExitPlanSchema } from './exit-planner';
import { LatestResumeResponseSchema } from './resumes';

/**
 * GET /api/users/{id}/dashboard: what her dashboard shows on arrival, in one answer (issue 33).
 * Each part is exactly what its own endpoint answers, so the client files each under that
 * endpoint's cache key and the cards read it as if they had asked themselves.
 */
export const DashboardSchema = z.object({
  /** GET /api/resumes/latest */
  latestResume: LatestResumeResponseSchema,
  /** GET /api/courses?userId={id} */
  courses: CourseListSchema,
  /** GET /api/users/{id}/certificates */
  certificates: z.array(OwnCertificateSchema),
  /** GET /api/users/{id}/applications */
  applications: ApplicationListSchema,
  /** GET /api/users/{id}/exit-plan */
  exitPlan: ExitPlanSchema.nullable(),
  /** GET /api/users/{id}/evidence */
  evidence: EvidenceBankSchema,
});
export type Dashboard = z.infer<typeof DashboardSchema>;
