import { z } from 'zod';

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
