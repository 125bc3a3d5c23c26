import { z } from 'zod';
import { UserIdSchema } from './users';
import { US_STATES, type UsState } from './values/exit-planner';
export * from './values/exit-planner';

/** The highest salary or offer the planner accepts, in dollars a year. */
export const MAX_SALARY = 1_000_000;
/** A contract cannot have more days than a year. */
export const MAX_CONTRACT_DAYS = 366;

const isoDate = (field: string) =>
  z
    .string({ message: `${field} must be a date (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date (YYYY-MM-DD)`)
    .refine((value) => {
      const d = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
    }, `${field} must be a real date`);

const money = (field: string, max = MAX_SALARY) =>
  z
    .number({ message: `${field} must be a number` })
    .finite(`${field} must be a number`)
    .min(0, `${field} cannot be negative`)
    .max(max, `${field} must be at most ${max.toLocaleString('en-US')}`);

const percent = (field: string) =>
  z
    .number({ message: `${field} must be a number` })
    .min(0, `${field} cannot be negative`)
    .max(100, `${field} must be at most 100`);

/** Her teaching package: money in dollars a year, premiums a month. */
export const TeacherPackageSchema = z.object({
  salary: money('teacher.salary').refine((v) => v > 0, 'teacher.salary must be more than 0'),
  contractDays: z
    .number({ message: 'teacher.contractDays must be a number' })
    .int('teacher.contractDays must be a whole number')
    .min(1, 'teacher.contractDays must be at least 1')
    .max(MAX_CONTRACT_DAYS, `teacher.contractDays must be at most ${MAX_CONTRACT_DAYS}`),
  hoursPerWeek: z
    .number({ message: 'teacher.hoursPerWeek must be a number' })
    .min(1, 'teacher.hoursPerWeek must be at least 1')
    .max(100, 'teacher.hoursPerWeek must be at most 100'),
  healthPremiumMonthly: money('teacher.healthPremiumMonthly', 10_000),
  pensionRatePct: percent('teacher.pensionRatePct'),
  paysSocialSecurity: z.boolean({ message: 'teacher.paysSocialSecurity must be true or false' }),
  vested: z.boolean({ message: 'teacher.vested must be true or false' }),
});
export type TeacherPackage = z.infer<typeof TeacherPackageSchema>;

/** The offer: base and variable pay in dollars a year, premium a month. */
export const OfferPackageSchema = z.object({
  /** Who the offer is from, in her words ("Brightwheel, CSM"), so two saved comparisons differ by name. */
  name: z
    .string({ message: 'offer.name must be text' })
    .trim()
    .min(1, 'offer.name cannot be blank: leave it out instead')
    .max(80, 'offer.name must be at most 80 characters')
    .optional(),
  base: money('offer.base').refine((v) => v > 0, 'offer.base must be more than 0'),
  variableTarget: money('offer.variableTarget').default(0),
  /** How much of the variable target she realistically reaches, in percent. */
  variableRealisticPct: z
    .number({ message: 'offer.variableRealisticPct must be a number' })
    .min(0, 'offer.variableRealisticPct cannot be negative')
    .max(300, 'offer.variableRealisticPct must be at most 300')
    .default(100),
  healthPremiumMonthly: money('offer.healthPremiumMonthly', 10_000),
  retirementMatchPct: percent('offer.retirementMatchPct'),
  paidDaysOff: z
    .number({ message: 'offer.paidDaysOff must be a number' })
    .int('offer.paidDaysOff must be a whole number')
    .min(0, 'offer.paidDaysOff cannot be negative')
    .max(100, 'offer.paidDaysOff must be at most 100'),
  /** Assumed 40 when she does not say. */
  hoursPerWeek: z
    .number({ message: 'offer.hoursPerWeek must be a number' })
    .min(1, 'offer.hoursPerWeek must be at least 1')
    .max(100, 'offer.hoursPerWeek must be at most 100')
    .default(40),
});
export type OfferPackage = z.infer<typeof OfferPackageSchema>;

export const OfferComparisonRequestSchema = z.object({
  teacher: TeacherPackageSchema,
  offer: OfferPackageSchema,
  /** Her last school paycheck and the first corporate one, when she knows them. */
  lastSchoolPaycheckOn: isoDate('lastSchoolPaycheckOn').optional(),
  firstCorporatePaycheckOn: isoDate('firstCorporatePaycheckOn').optional(),
});
export type OfferComparisonRequest = z.input<typeof OfferComparisonRequestSchema>;
export type OfferComparisonInput = z.output<typeof OfferComparisonRequestSchema>;

const SideSchema = z.object({
  /** Gross pay a year (the offer counts variable pay at her realistic attainment). */
  perYear: z.number(),
  perWorkedDay: z.number(),
  perHour: z.number(),
  workedDays: z.number(),
  /** Gross less health premiums, her own retirement contribution and Social Security. */
  takeHomePerYear: z.number(),
  healthPremiumsPerYear: z.number(),
  retirementContributionPerYear: z.number(),
  socialSecurityPerYear: z.number(),
});

export const OfferComparisonSchema = z.object({
  teacher: SideSchema,
  offer: SideSchema.extend({
    variableAt50Pct: z.number(),
    variableAt100Pct: z.number(),
    perYearAt50Pct: z.number(),
    perYearAt100Pct: z.number(),
    employerMatchPerYear: z.number(),
  }),
  /** Offer minus teaching: above zero, the offer pays more. */
  difference: z.object({
    perYear: z.number(),
    perWorkedDay: z.number(),
    perHour: z.number(),
    takeHomePerYear: z.number(),
  }),
  /** Months between the last school paycheck and the first corporate one, when both are known. */
  monthsOfSavings: z.number().nullable(),
  notes: z.array(z.string()),
});
export type OfferComparison = z.infer<typeof OfferComparisonSchema>;

const STATE_CODES = Object.keys(US_STATES) as [UsState, ...UsState[]];

export const PAY_SCHEDULES = ['10-month', '12-month'] as const;
export const INSURANCE_ENDS = ['end-of-august', 'end-of-month'] as const;

/** How far ahead a first day of instruction may be: further is a typo, not a plan. */
export const MAX_YEARS_AHEAD = 2;

function yearsFromToday(years: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
}

/** Her plan (PUT /api/users/{id}/exit-plan). Dates are YYYY-MM-DD. */
export const ExitPlanInputSchema = z.object({
  state: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.enum(STATE_CODES, { message: 'state must be a two-letter US state code, such as TX' }),
  ),
  firstDayOfInstruction: isoDate('firstDayOfInstruction').refine(
    (value) => value <= yearsFromToday(MAX_YEARS_AHEAD),
    `firstDayOfInstruction must be within ${MAX_YEARS_AHEAD} years from today`,
  ),
  lastDayOfSchool: isoDate('lastDayOfSchool').optional(),
  paySchedule: z.enum(PAY_SCHEDULES, { message: "paySchedule must be '10-month' or '12-month'" }),
  lastPaycheckOn: isoDate('lastPaycheckOn').optional(),
  /** 'end-of-august', 'end-of-month' (of her last paycheck) or the date her cover ends. */
  insuranceEnds: z.union([z.enum(INSURANCE_ENDS), isoDate('insuranceEnds')], {
    message: "insuranceEnds must be 'end-of-august', 'end-of-month' or a date (YYYY-MM-DD)",
  }),
  yearsOfService: z
    .number({ message: 'yearsOfService must be a number' })
    .min(0, 'yearsOfService cannot be negative')
    .max(60, 'yearsOfService must be at most 60')
    .optional(),
  vestingYears: z
    .number({ message: 'vestingYears must be a number' })
    .min(0, 'vestingYears cannot be negative')
    .max(60, 'vestingYears must be at most 60')
    .optional(),
  targetStart: isoDate('targetStart').optional(),
  /** Her plan's key dates by email, a week before and on the day (on unless she turns it off). */
  emailReminders: z.boolean({ message: 'emailReminders must be true or false' }).default(true),
  /** Her contract's clause, which wins over the state rule. */
  customClause: z
    .object({
      resignBy: isoDate('customClause.resignBy'),
      after: z
        .string({ message: 'customClause.after must be text' })
        .trim()
        .min(1, 'customClause.after: say what passing the date costs')
        .max(300, 'customClause.after must be at most 300 characters'),
    })
    .optional(),
});
export type ExitPlanInput = z.output<typeof ExitPlanInputSchema>;
export type ExitPlanRequest = z.input<typeof ExitPlanInputSchema>;

export const TIMELINE_KINDS = [
  'apply-window-opens',
  'resignation-deadline',
  'last-day-of-school',
  'last-paycheck',
  'insurance-ends',
  'vesting',
  'target-start',
] as const;

export const TimelineEntrySchema = z.object({
  kind: z.enum(TIMELINE_KINDS),
  on: z.string(),
  title: z.string(),
  detail: z.string(),
  /** Where this date comes from: a statute with the day we checked it, her contract, her plan. */
  source: z.object({
    label: z.string(),
    url: z.string().optional(),
    checkedOn: z.string().optional(),
  }),
});
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>;

export const ExitPlanSchema = z.object({
  // Plain types on the way out: the request's preprocess and today-relative limit do not apply.
  plan: ExitPlanInputSchema.extend({
    state: z.enum(STATE_CODES),
    firstDayOfInstruction: z.string(),
  }),
  timeline: z.array(TimelineEntrySchema),
  warnings: z.array(z.string()),
  /** False when we have no sourced rule for her state. */
  stateCovered: z.boolean(),
  /** Her state's rule in full, with every source, when we cover it. */
  rule: z
    .object({
      name: z.string(),
      summary: z.string(),
      afterDeadline: z.string(),
      sources: z.array(
        z.object({ title: z.string(), url: z.string(), quote: z.string(), checkedOn: z.string() }),
      ),
    })
    .nullable(),
  updatedAt: z.string(),
});
export type ExitPlan = z.infer<typeof ExitPlanSchema>;

export const SavedOfferComparisonSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  input: OfferComparisonRequestSchema,
  result: OfferComparisonSchema,
});
export type SavedOfferComparison = z.infer<typeof SavedOfferComparisonSchema>;
export const SavedOfferComparisonListSchema = z.array(SavedOfferComparisonSchema);

export const OfferComparisonParamsSchema = z.object({
  id: UserIdSchema,
  comparisonId: z.uuid({ message: 'comparisonId must be a comparison id' }),
});
