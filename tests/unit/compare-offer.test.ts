import { describe, expect, it } from 'vitest';
import { compareOffer } from '@/server/features/exit-planner/compare-offer';
import { OfferComparisonRequestSchema } from '@/shared/contracts/exit-planner';

const parse = (body: unknown) => OfferComparisonRequestSchema.parse(body);

describe('compareOffer, worked examples checked by hand', () => {
  it('a 10-month Texas teacher against a base-plus-commission offer', () => {
    // Teacher: $58,000 over 187 contract days, 50 h/week (10 h a day), $150/month premium,
    // 8.25% pension, no Social Security, not vested.
    //   per worked day 58,000 / 187 = 310.1604; per hour 310.1604 / 10 = 31.0160
    //   take-home 58,000 - 1,800 (150 x 12) - 4,785 (8.25%) - 0 = 51,415
    // Offer: base $50,000 + $24,000 commission target, she expects 50% => 62,000 a year;
    // $220/month premium, 4% match, 15 paid days off, 40 h/week.
    //   worked days 260 - 15 = 245; per day 62,000 / 245 = 253.0612; per hour / 8 = 31.6327
    //   take-home 62,000 - 2,640 - 2,000 (4% of 50,000) - 3,844 (6.2% of 62,000) = 53,516
    // At 50%: 50,000 + 12,000 = 62,000; at 100%: 74,000.
    // Paychecks 2027-06-25 -> 2027-08-31 = 67 days = 2.2012 months, less the month the
    // last paycheck covers = 1.2012 months of savings.
    const r = compareOffer(
      parse({
        teacher: {
          salary: 58_000,
          contractDays: 187,
          hoursPerWeek: 50,
          healthPremiumMonthly: 150,
          pensionRatePct: 8.25,
          paysSocialSecurity: false,
          vested: false,
        },
        offer: {
          base: 50_000,
          variableTarget: 24_000,
          variableRealisticPct: 50,
          healthPremiumMonthly: 220,
          retirementMatchPct: 4,
          paidDaysOff: 15,
        },
        lastSchoolPaycheckOn: '2027-06-25',
        firstCorporatePaycheckOn: '2027-08-31',
      }),
    );
    expect(r.teacher.perWorkedDay).toBeCloseTo(310.1604, 3);
    expect(r.teacher.perHour).toBeCloseTo(31.016, 3);
    expect(r.teacher.takeHomePerYear).toBeCloseTo(51_415, 6);
    expect(r.teacher.socialSecurityPerYear).toBe(0);
    expect(r.offer.perYear).toBe(62_000);
    expect(r.offer.workedDays).toBe(245);
    expect(r.offer.perWorkedDay).toBeCloseTo(253.0612, 3);
    expect(r.offer.perHour).toBeCloseTo(31.6327, 3);
    expect(r.offer.socialSecurityPerYear).toBeCloseTo(3_844, 6);
    expect(r.offer.takeHomePerYear).toBeCloseTo(53_516, 6);
    expect(r.offer.perYearAt50Pct).toBe(62_000);
    expect(r.offer.perYearAt100Pct).toBe(74_000);
    expect(r.difference.perYear).toBe(4_000);
    expect(r.difference.takeHomePerYear).toBeCloseTo(2_101, 6);
    expect(r.monthsOfSavings).toBeCloseTo(1.2012, 3);
    expect(r.notes.join(' ')).toMatch(/do not pay Social Security/);
    expect(r.notes.join(' ')).toMatch(/not vested.*\$4,785 a year.*refunded/);
  });

  it('a 12-month teacher who pays Social Security against a salaried offer', () => {
    // Teacher: $65,000, 190 days, 45 h/week (9 h a day), no premium, 6% pension, pays SS, vested.
    //   per day 65,000 / 190 = 342.1053; per hour / 9 = 38.0117
    //   take-home 65,000 - 0 - 3,900 - 4,030 = 57,070
    // Offer: $70,000, no variable, $100/month, 5% match, 25 days off.
    //   worked days 235; per day 297.8723; per hour 37.2340
    //   take-home 70,000 - 1,200 - 3,500 - 4,340 = 60,960; difference +3,890
    const r = compareOffer(
      parse({
        teacher: {
          salary: 65_000,
          contractDays: 190,
          hoursPerWeek: 45,
          healthPremiumMonthly: 0,
          pensionRatePct: 6,
          paysSocialSecurity: true,
          vested: true,
        },
        offer: {
          base: 70_000,
          healthPremiumMonthly: 100,
          retirementMatchPct: 5,
          paidDaysOff: 25,
        },
      }),
    );
    expect(r.teacher.perWorkedDay).toBeCloseTo(342.1053, 3);
    expect(r.teacher.perHour).toBeCloseTo(38.0117, 3);
    expect(r.teacher.takeHomePerYear).toBeCloseTo(57_070, 6);
    expect(r.offer.perWorkedDay).toBeCloseTo(297.8723, 3);
    expect(r.offer.perHour).toBeCloseTo(37.234, 3);
    expect(r.offer.takeHomePerYear).toBeCloseTo(60_960, 6);
    expect(r.difference.takeHomePerYear).toBeCloseTo(3_890, 6);
    expect(r.difference.perWorkedDay).toBeLessThan(0);
    expect(r.monthsOfSavings).toBeNull();
    expect(r.notes.join(' ')).not.toMatch(/not vested/);
  });

  it('an offer that pays more on paper and less in her pocket', () => {
    // Teacher: $58,000, 187 days, 40 h, no premium, no pension contribution, no SS, vested.
    //   take-home 58,000; per day 310.1604; per hour 38.7701
    // Offer: $60,000, $500/month, 6% match, 10 days off.
    //   take-home 60,000 - 6,000 - 3,600 - 3,720 = 46,680; difference -11,320
    //   per day 60,000 / 250 = 240; per hour 30
    const r = compareOffer(
      parse({
        teacher: {
          salary: 58_000,
          contractDays: 187,
          hoursPerWeek: 40,
          healthPremiumMonthly: 0,
          pensionRatePct: 0,
          paysSocialSecurity: false,
          vested: true,
        },
        offer: { base: 60_000, healthPremiumMonthly: 500, retirementMatchPct: 6, paidDaysOff: 10 },
      }),
    );
    expect(r.difference.perYear).toBe(2_000);
    expect(r.difference.takeHomePerYear).toBeCloseTo(-11_320, 6);
    expect(r.offer.perWorkedDay).toBe(240);
    expect(r.offer.perHour).toBe(30);
    expect(r.teacher.perHour).toBeCloseTo(38.7701, 3);
  });
});

describe('OfferComparisonRequestSchema, bad input names the field', () => {
  const good = {
    teacher: {
      salary: 58_000,
      contractDays: 187,
      hoursPerWeek: 40,
      healthPremiumMonthly: 0,
      pensionRatePct: 0,
      paysSocialSecurity: false,
      vested: true,
    },
    offer: { base: 60_000, healthPremiumMonthly: 0, retirementMatchPct: 0, paidDaysOff: 10 },
  };
  const messageFor = (body: unknown) => {
    const r = OfferComparisonRequestSchema.safeParse(body);
    return r.success ? null : r.error.issues[0]?.message;
  };
  it.each([
    [{ ...good, teacher: { ...good.teacher, salary: 1_000_001 } }, /teacher\.salary/],
    [{ ...good, teacher: { ...good.teacher, contractDays: 367 } }, /teacher\.contractDays/],
    [
      { ...good, offer: { ...good.offer, healthPremiumMonthly: -1 } },
      /offer\.healthPremiumMonthly/,
    ],
    [{ ...good, lastSchoolPaycheckOn: '2027-02-30' }, /lastSchoolPaycheckOn/],
  ])('refuses %#', (body, message) => {
    expect(messageFor(body)).toMatch(message);
  });
  it('accepts the good body', () => {
    expect(messageFor(good)).toBeNull();
  });
});
