/**
 * The money side of the exit planner: her teaching package against an offer, in dollars.
 * Pure arithmetic, no I/O; numbers are not rounded here (rounding is for display).
 *
 * Assumptions, each also said to her in `notes`:
 * - a teacher's worked days are her contract days; an office year has 260 weekdays, less the
 *   offer's paid days off (holidays included in that number);
 * - per hour = per worked day / (hours per week / 5), a five-day week on both sides;
 * - the offer's pay a year counts variable pay at her realistic attainment;
 * - retirement: the teacher's pension contribution (a % of salary taken from her pay) is compared
 *   with contributing, at the offer, exactly the match % of base so the employer matches all of it;
 *   the employer's match is retirement money, shown apart, not take-home;
 * - Social Security: the employee share is 6.2% of pay; a teacher who does not pay it now starts
 *   paying it in the new job (the yearly wage cap is not applied).
 */
import type { OfferComparison, OfferComparisonInput } from '@/shared/contracts/exit-planner';

export const OFFICE_WEEKDAYS_PER_YEAR = 260;
export const SOCIAL_SECURITY_EMPLOYEE_RATE = 0.062;
const DAYS_PER_MONTH = 365.25 / 12;

const dollars = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

function daysBetween(from: string, to: string): number {
  const ms = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  return Math.round(ms / 86_400_000);
}

export function compareOffer(input: OfferComparisonInput): OfferComparison {
  const { teacher: t, offer: o } = input;
  const notes: string[] = [];

  // Teaching side
  const tWorkedDays = t.contractDays;
  const tPerDay = t.salary / tWorkedDays;
  const tPerHour = tPerDay / (t.hoursPerWeek / 5);
  const tPremiums = t.healthPremiumMonthly * 12;
  const tRetirement = (t.salary * t.pensionRatePct) / 100;
  const tSocialSecurity = t.paysSocialSecurity ? t.salary * SOCIAL_SECURITY_EMPLOYEE_RATE : 0;
  const tTakeHome = t.salary - tPremiums - tRetirement - tSocialSecurity;

  // Offer side
  const variableRealistic = (o.variableTarget * o.variableRealisticPct) / 100;
  const oPerYear = o.base + variableRealistic;
  const oWorkedDays = OFFICE_WEEKDAYS_PER_YEAR - o.paidDaysOff;
  const oPerDay = oPerYear / oWorkedDays;
  const oPerHour = oPerDay / (o.hoursPerWeek / 5);
  const oPremiums = o.healthPremiumMonthly * 12;
  const oRetirement = (o.base * o.retirementMatchPct) / 100;
  const oSocialSecurity = oPerYear * SOCIAL_SECURITY_EMPLOYEE_RATE;
  const oTakeHome = oPerYear - oPremiums - oRetirement - oSocialSecurity;

  notes.push(
    `Worked days: your ${tWorkedDays} contract days; for the offer, 260 weekdays less ${o.paidDaysOff} paid days off = ${oWorkedDays}.`,
    `Per hour uses a five-day week: ${t.hoursPerWeek} hours a week for teaching, ${o.hoursPerWeek} for the offer.`,
  );
  if (o.variableTarget > 0) {
    notes.push(
      `The offer's pay counts ${o.variableRealisticPct}% of the ${dollars(o.variableTarget)} variable target, the share you expect to reach. At 50% it is ${dollars(o.base + o.variableTarget / 2)} a year; at 100%, ${dollars(o.base + o.variableTarget)}.`,
    );
  }
  notes.push(
    `Retirement: take-home subtracts your ${t.pensionRatePct}% pension contribution now, and at the offer ${o.retirementMatchPct}% of base put into the retirement plan so the employer matches all of it (${dollars(oRetirement)} a year more from them).`,
  );
  if (!t.paysSocialSecurity) {
    notes.push(
      `You do not pay Social Security now. In the new job 6.2% of your pay goes to it (${dollars(oSocialSecurity)} a year), and take-home counts that.`,
    );
  }
  if (!t.vested) {
    notes.push(
      `You are not vested in your pension. Your own contributions (${dollars(tRetirement)} a year) can usually be refunded when you leave; the district's share usually cannot. Ask your pension system before you resign.`,
    );
  }

  let monthsOfSavings: number | null = null;
  if (input.lastSchoolPaycheckOn && input.firstCorporatePaycheckOn) {
    const gapDays = daysBetween(input.lastSchoolPaycheckOn, input.firstCorporatePaycheckOn);
    // One paycheck covers about one month; the gap to cover is the time beyond that month.
    monthsOfSavings = Math.max(0, gapDays / DAYS_PER_MONTH - 1);
    notes.push(
      `Between your last school paycheck and your first new one, plan on savings for about ${monthsOfSavings.toFixed(1)} months of expenses.`,
    );
  }

  return {
    teacher: {
      perYear: t.salary,
      perWorkedDay: tPerDay,
      perHour: tPerHour,
      workedDays: tWorkedDays,
      takeHomePerYear: tTakeHome,
      healthPremiumsPerYear: tPremiums,
      retirementContributionPerYear: tRetirement,
      socialSecurityPerYear: tSocialSecurity,
    },
    offer: {
      perYear: oPerYear,
      perWorkedDay: oPerDay,
      perHour: oPerHour,
      workedDays: oWorkedDays,
      takeHomePerYear: oTakeHome,
      healthPremiumsPerYear: oPremiums,
      retirementContributionPerYear: oRetirement,
      socialSecurityPerYear: oSocialSecurity,
      variableAt50Pct: o.variableTarget / 2,
      variableAt100Pct: o.variableTarget,
      perYearAt50Pct: o.base + o.variableTarget / 2,
      perYearAt100Pct: o.base + o.variableTarget,
      employerMatchPerYear: oRetirement,
    },
    difference: {
      perYear: oPerYear - t.salary,
      perWorkedDay: oPerDay - tPerDay,
      perHour: oPerHour - tPerHour,
      takeHomePerYear: oTakeHome - tTakeHome,
    },
    monthsOfSavings,
    notes,
  };
}
