import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '@/server/db/schema';
import {
  as,
  createTestApp,
  registerUser,
  type SignedInUser,
  type TestApp,
} from '../helpers/test-app';

let t: TestApp;
let me: SignedInUser;
let other: SignedInUser;

const planUrl = (who: SignedInUser, rest = '') => `/api/users/${who.user.id}/exit-plan${rest}`;
const offersUrl = (who: SignedInUser, rest = '') =>
  `/api/users/${who.user.id}/offer-comparisons${rest}`;

/** A year from now, so the plan stays within the two-year limit whenever the test runs. */
const nextYear = new Date().getUTCFullYear() + 1;
const FIRST_DAY = `${nextYear}-08-18`;

const texasPlan = {
  state: 'TX',
  firstDayOfInstruction: FIRST_DAY,
  lastDayOfSchool: `${nextYear}-05-28`,
  paySchedule: '10-month',
  lastPaycheckOn: `${nextYear}-06-25`,
  insuranceEnds: 'end-of-august',
  targetStart: `${nextYear}-08-02`,
};

const comparison = {
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
};

const putPlan = (who: SignedInUser, payload: unknown) =>
  as(t.app, who, { method: 'PUT', url: planUrl(who), payload: payload as object });

beforeAll(async () => {
  t = await createTestApp();
  me = await registerUser(t.app);
  other = await registerUser(t.app);
});
afterAll(() => t.close());

describe('PUT and GET /api/users/{id}/exit-plan', () => {
  it('answers null before she has a plan, and 404 for its calendar', async () => {
    const fresh = await registerUser(t.app);
    const response = await as(t.app, fresh, { method: 'GET', url: planUrl(fresh) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
    const ics = await as(t.app, fresh, { method: 'GET', url: planUrl(fresh, '.ics') });
    expect(ics.statusCode).toBe(404);
    expect(ics.json().message).toMatch(/not saved an exit plan/);
  });

  it('saves a Texas plan and answers the dated timeline with the statute and its checked date', async () => {
    const response = await putPlan(me, texasPlan);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.stateCovered).toBe(true);
    const deadline = body.timeline.find((e: { kind: string }) => e.kind === 'resignation-deadline');
    // 45 days before Aug 18 is Jul 4 (18 back is Jul 31, 27 more is Jul 4).
    expect(deadline).toMatchObject({
      on: `${nextYear}-07-04`,
      source: {
        url: expect.stringMatching(/^https:\/\/statutes\.capitol\.texas\.gov\//),
        checkedOn: '2026-11-28',
      },
    });
    expect(body.timeline.map((e: { kind: string; on: string }) => [e.kind, e.on])).toEqual([
      ['last-day-of-school', `${nextYear}-05-28`],
      ['apply-window-opens', `${nextYear}-06-02`],
      ['last-paycheck', `${nextYear}-06-25`],
      ['resignation-deadline', `${nextYear}-07-04`],
      ['target-start', `${nextYear}-08-02`],
      ['insurance-ends', `${nextYear}-08-31`],
    ]);
    expect(body.warnings.join(' ')).toMatch(/after your last penalty-free day/);
    expect(body.rule.sources.length).toBeGreaterThanOrEqual(1);

    const [row] = await t.db
      .select()
      .from(schema.exitPlans)
      .where(eq(schema.exitPlans.userId, me.user.id));
    expect(row?.plan).toMatchObject({ state: 'TX', firstDayOfInstruction: FIRST_DAY });

    const again = await as(t.app, me, { method: 'GET', url: planUrl(me) });
    expect(again.statusCode).toBe(200);
    expect(again.json().timeline).toEqual(body.timeline);
  });

  it('a state we do not cover works from her clause and says we have no rule for it', async () => {
    const someone = await registerUser(t.app);
    const response = await putPlan(someone, {
      state: 'oh',
      firstDayOfInstruction: FIRST_DAY,
      paySchedule: '12-month',
      insuranceEnds: `${nextYear}-07-31`,
      customClause: { resignBy: `${nextYear}-06-01`, after: 'damages of $1,500' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.stateCovered).toBe(false);
    expect(body.rule).toBeNull();
    expect(body.warnings.join(' ')).toMatch(/no sourced rule for OH/);
    expect(body.timeline[0]).toMatchObject({
      kind: 'resignation-deadline',
      on: `${nextYear}-06-01`,
      detail: expect.stringContaining('damages of $1,500'),
      source: { label: 'Your contract' },
    });
  });

  it.each([
    ['firstDayOfInstruction', { firstDayOfInstruction: 'next August' }, /must be a date/],
    ['firstDayOfInstruction', { firstDayOfInstruction: `${nextYear}-02-30` }, /real date/],
    ['firstDayOfInstruction', { firstDayOfInstruction: `${nextYear + 2}-08-18` }, /within 2 years/],
    ['lastPaycheckOn', { lastPaycheckOn: '25/06/2027' }, /must be a date/],
    ['state', { state: 'ZZ' }, /two-letter US state/],
    ['paySchedule', { paySchedule: '9-month' }, /10-month/],
    ['insuranceEnds', { insuranceEnds: 'whenever' }, /insuranceEnds/],
    ['yearsOfService', { yearsOfService: -1 }, /cannot be negative/],
  ])('refuses a bad %s with 400 naming it', async (field, change, message) => {
    const response = await putPlan(me, { ...texasPlan, ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.fields).toHaveProperty(field);
    expect(body.message).toMatch(message);
  });

  it("refuses another user's plan (403) and a visitor (401)", async () => {
    const read = await as(t.app, other, { method: 'GET', url: planUrl(me) });
    expect(read.statusCode).toBe(403);
    const write = await as(t.app, other, { method: 'PUT', url: planUrl(me), payload: texasPlan });
    expect(write.statusCode).toBe(403);
    const ics = await as(t.app, other, { method: 'GET', url: planUrl(me, '.ics') });
    expect(ics.statusCode).toBe(403);
    const visitor = await as(t.app, null, { method: 'GET', url: planUrl(me) });
    expect(visitor.statusCode).toBe(401);
    const [row] = await t.db
      .select()
      .from(schema.exitPlans)
      .where(eq(schema.exitPlans.userId, me.user.id));
    expect(row?.plan.state).toBe('TX');
  });
});

describe('GET /api/users/{id}/exit-plan.ics', () => {
  it('is an iCalendar file that a parser reads, holding each date of her timeline', async () => {
    await putPlan(me, texasPlan);
    const plan = (await as(t.app, me, { method: 'GET', url: planUrl(me) })).json();
    const response = await as(t.app, me, { method: 'GET', url: planUrl(me, '.ics') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="exit-plan.ics"/);

    const calendar = new ICAL.Component(ICAL.parse(response.body));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toMatch(/Classroom to Career/);
    const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    expect(events.map((e) => [e.summary, e.startDate.toString(), e.startDate.isDate])).toEqual(
      plan.timeline.map((entry: { title: string; on: string }) => [entry.title, entry.on, true]),
    );
    const deadline = events.find((e) => e.summary === 'Last day to resign without penalty')!;
    expect(deadline.description).toContain('statutes.capitol.texas.gov');
    expect(deadline.description).toContain('checked 2026-11-28');
    expect(deadline.description).toContain('not legal or financial advice');
    const alarm = deadline.component.getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('trigger')?.toString()).toBe('-PT168H');
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
  });
});

describe('offer comparisons', () => {
  it('compares, saves, lists and deletes her comparisons', async () => {
    const created = await as(t.app, me, {
      method: 'POST',
      url: offersUrl(me),
      payload: comparison,
    });
    expect(created.statusCode).toBe(201);
    const saved = created.json();
    expect(saved.result.teacher.perYear).toBe(58_000);
    expect(saved.result.offer.perYear).toBe(62_000);
    expect(saved.result.difference.perYear).toBe(4_000);
    expect(saved.result.difference.takeHomePerYear).toBeCloseTo(2_101, 6);
    expect(saved.input.offer.hoursPerWeek).toBe(40);

    const list = await as(t.app, me, { method: 'GET', url: offersUrl(me) });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((c: { id: string }) => c.id)).toContain(saved.id);
    expect(list.json().find((c: { id: string }) => c.id === saved.id).result).toEqual(saved.result);

    const gone = await as(t.app, me, { method: 'DELETE', url: offersUrl(me, `/${saved.id}`) });
    expect(gone.statusCode).toBe(204);
    const twice = await as(t.app, me, { method: 'DELETE', url: offersUrl(me, `/${saved.id}`) });
    expect(twice.statusCode).toBe(404);
    const rows = await t.db
      .select()
      .from(schema.offerComparisons)
      .where(eq(schema.offerComparisons.id, saved.id));
    expect(rows).toEqual([]);
  });

  it('keeps who the offer is from, trimmed, so saved comparisons can be told apart', async () => {
    const named = await as(t.app, me, {
      method: 'POST',
      url: offersUrl(me),
      payload: { ...comparison, offer: { ...comparison.offer, name: '  Brightwheel, CSM  ' } },
    });
    expect(named.statusCode).toBe(201);
    expect(named.json().input.offer.name).toBe('Brightwheel, CSM');
    const blank = await as(t.app, me, {
      method: 'POST',
      url: offersUrl(me),
      payload: { ...comparison, offer: { ...comparison.offer, name: '   ' } },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/offer.name cannot be blank/);
    const long = await as(t.app, me, {
      method: 'POST',
      url: offersUrl(me),
      payload: { ...comparison, offer: { ...comparison.offer, name: 'x'.repeat(81) } },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/offer.name must be at most 80 characters/);
  });

  it.each([
    ['teacher.salary', { teacher: { ...comparison.teacher, salary: 1_000_001 } }, /1,000,000/],
    ['teacher.salary', { teacher: { ...comparison.teacher, salary: -5 } }, /negative/],
    ['teacher.contractDays', { teacher: { ...comparison.teacher, contractDays: 367 } }, /366/],
    [
      'offer.healthPremiumMonthly',
      { offer: { ...comparison.offer, healthPremiumMonthly: -1 } },
      /negative/,
    ],
    ['offer.base', { offer: { ...comparison.offer, base: 'a lot' } }, /must be a number/],
    ['lastSchoolPaycheckOn', { lastSchoolPaycheckOn: 'June' }, /must be a date/],
  ])('refuses a bad %s with 400 naming it', async (field, change, message) => {
    const response = await as(t.app, me, {
      method: 'POST',
      url: offersUrl(me),
      payload: { ...comparison, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty(field);
    expect(response.json().message).toMatch(message);
  });

  it("never reads, writes or deletes another user's comparisons", async () => {
    const mine = (
      await as(t.app, me, { method: 'POST', url: offersUrl(me), payload: comparison })
    ).json();
    expect((await as(t.app, other, { method: 'GET', url: offersUrl(me) })).statusCode).toBe(403);
    expect(
      (await as(t.app, other, { method: 'POST', url: offersUrl(me), payload: comparison }))
        .statusCode,
    ).toBe(403);
    expect(
      (await as(t.app, other, { method: 'DELETE', url: offersUrl(me, `/${mine.id}`) })).statusCode,
    ).toBe(403);
    // Her comparison's id under his own account finds nothing of hers.
    expect(
      (await as(t.app, other, { method: 'DELETE', url: offersUrl(other, `/${mine.id}`) }))
        .statusCode,
    ).toBe(404);
    const [row] = await t.db
      .select()
      .from(schema.offerComparisons)
      .where(eq(schema.offerComparisons.id, mine.id));
    expect(row?.userId).toBe(me.user.id);
    expect(
      (await as(t.app, me, { method: 'DELETE', url: offersUrl(me, '/not-an-id') })).statusCode,
    ).toBe(400);
  });
});

describe('her account', () => {
  it('exports her plan and comparisons, and deleting the account deletes them', async () => {
    const her = await registerUser(t.app);
    await putPlan(her, texasPlan);
    await as(t.app, her, { method: 'POST', url: offersUrl(her), payload: comparison });
    const exported = await as(t.app, her, {
      method: 'GET',
      url: `/api/users/${her.user.id}/export`,
    });
    expect(exported.statusCode).toBe(200);
    const data = JSON.parse(exported.body);
    expect(data.exitPlan.plan).toMatchObject({ state: 'TX', firstDayOfInstruction: FIRST_DAY });
    expect(data.offerComparisons).toHaveLength(1);
    expect(data.offerComparisons[0].input.offer.base).toBe(50_000);
    const summary = await as(t.app, her, {
      method: 'GET',
      url: `/api/users/${her.user.id}/export/summary`,
    });
    expect(summary.statusCode).toBe(200);
    expect(summary.body).toContain('<h2>Exit plan</h2>');
    expect(summary.body).toContain(`First day of instruction: ${FIRST_DAY}`);
    expect(summary.body).toContain('Offers compared: 1');

    const deleted = await as(t.app, her, {
      method: 'DELETE',
      url: `/api/users/${her.user.id}`,
      payload: { password: her.password },
    });
    expect(deleted.statusCode).toBe(204);
    expect(
      await t.db.select().from(schema.exitPlans).where(eq(schema.exitPlans.userId, her.user.id)),
    ).toEqual([]);
    expect(
      await t.db
        .select()
        .from(schema.offerComparisons)
        .where(eq(schema.offerComparisons.userId, her.user.id)),
    ).toEqual([]);
  });
});
