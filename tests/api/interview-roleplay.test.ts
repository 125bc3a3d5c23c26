import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  RoleplayAttempt,
  RoleplayStep,
  RoleplaySummary,
  RoleplayView,
} from '@/shared/contracts/interview-roleplay';
import { interviewRoleplayAttempts } from '@/server/db/schema';
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

const SALES = 'sales-roleplay-discovery-call';
/** The discovery call's strong path, each reply the one that makes the move that matters. */
const STRONG = [
  'ask-why-now',
  'ask-impact',
  'ask-decision',
  'ask-timeline-funding',
  'recap',
  'propose-dated-step',
].map((choiceId) => ({ choiceId }));
/** A path that pitches first, then recovers too late. */
const WEAK = ['feature-tour', 'defend-product'].map((choiceId) => ({ choiceId }));

const attemptsUrl = (who: SignedInUser) => `/api/users/${who.user.id}/roleplay-attempts`;
const attempt = (who: SignedInUser, payload: unknown, url = attemptsUrl(who)) =>
  as(t.app, who, { method: 'POST', url, payload: payload as Record<string, unknown> });

beforeAll(async () => {
  t = await createTestApp();
  me = await registerUser(t.app);
  other = await registerUser(t.app);
});
afterAll(() => t.close());

describe('GET /api/interview/roleplays', () => {
  it('lists one roleplay per role, or the role asked for, and only when signed in', async () => {
    const all = await as(t.app, me, { method: 'GET', url: '/api/interview/roleplays' });
    expect(all.statusCode).toBe(200);
    const list = all.json<{ roleplays: RoleplaySummary[] }>().roleplays;
    expect(list.map((r) => r.role).sort()).toEqual([
      'customer-success',
      'learning-development',
      'sales',
    ]);
    const cs = await as(t.app, me, {
      method: 'GET',
      url: '/api/interview/roleplays?role=customer-success',
    });
    expect(cs.json<{ roleplays: RoleplaySummary[] }>().roleplays).toEqual([
      expect.objectContaining({ id: 'cs-roleplay-renewal-at-risk', role: 'customer-success' }),
    ]);
    const bad = await as(t.app, me, { method: 'GET', url: '/api/interview/roleplays?role=pilot' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/role must be/);
    const anonymous = await as(t.app, null, { method: 'GET', url: '/api/interview/roleplays' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows one scenario as she plays it, without how it is scored; an unknown one is 404', async () => {
    const response = await as(t.app, me, {
      method: 'GET',
      url: `/api/interview/roleplays/${SALES}`,
    });
    expect(response.statusCode).toBe(200);
    const view = response.json<RoleplayView>();
    expect(view.counterpart.name).toBe('Maria Okafor');
    expect(view.opening).toMatchObject({ type: 'turn', id: 'open', typedReply: true });
    for (const secret of ['"shows"', '"why"', '"check"', '"next"', '"cues"', 'freeReply'])
      expect(response.body).not.toContain(secret);
    const missing = await as(t.app, me, {
      method: 'GET',
      url: '/api/interview/roleplays/sales-roleplay-nothing',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toMatch(/does not exist/);
  });

  it('answers where her replies lead, branching a typed reply on what she wrote', async () => {
    const next = (turns: unknown[]) =>
      as(t.app, me, {
        method: 'POST',
        url: `/api/interview/roleplays/${SALES}/next`,
        payload: { turns },
      });
    const asked = await next([{ text: 'Tell me about what is going on with reading there.' }]);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json<{ step: RoleplayStep }>().step).toMatchObject({ id: 'situation' });
    const pitched = await next([{ text: 'Lumen has thousands of books.' }]);
    expect(pitched.json<{ step: RoleplayStep }>().step).toMatchObject({ id: 'pitch-early' });
    const ended = await next(STRONG);
    expect(ended.json<{ step: RoleplayStep }>().step).toMatchObject({
      type: 'ending',
      id: 'ending-strong',
    });
    const wrong = await next([{ choiceId: 'ask-why-now' }, { choiceId: 'send-info' }]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toContain('"send-info"');
  });
});

describe('POST /api/users/{id}/roleplay-attempts', () => {
  it('scores a finished path in the answers’ rubric shape and keeps it', async () => {
    const strong = await attempt(me, { roleplayId: SALES, turns: STRONG });
    expect(strong.statusCode, strong.body).toBe(201);
    const result = strong.json<RoleplayAttempt>();
    expect(result.outcome).toBe('strong');
    expect(result.ending.summary).toMatch(/strong discovery call/i);
    expect(result.checks.length).toBeGreaterThanOrEqual(3);
    for (const check of result.checks) {
      expect(check).toEqual(
        expect.objectContaining({
          id: expect.any(String),
          label: expect.any(String),
          passed: true,
        }),
      );
      expect(result.text).toContain(check.quote!);
    }
    expect(result.landed.length).toBe(result.checks.length);
    expect(typeof result.stronger).toBe('string');

    const weak = await attempt(me, { roleplayId: SALES, turns: WEAK });
    expect(weak.statusCode, weak.body).toBe(201);
    const weakResult = weak.json<RoleplayAttempt>();
    expect(weakResult.outcome).toBe('weak');
    expect(weakResult.checks.filter((c) => c.passed).length).toBeLessThan(result.checks.length);
    expect(weakResult.sharpen.length).toBeGreaterThan(0);
    expect(weakResult.stronger).toContain('what made you sign up');

    const rows = await t.app.db
      .select()
      .from(interviewRoleplayAttempts)
      .where(eq(interviewRoleplayAttempts.userId, me.user.id));
    expect(rows).toHaveLength(2);

    const listed = await as(t.app, me, {
      method: 'GET',
      url: `${attemptsUrl(me)}?roleplayId=${SALES}`,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ attempts: RoleplayAttempt[] }>().attempts.map((a) => a.outcome)).toEqual([
      'strong',
      'weak',
    ]);
  });

  it('quotes what she typed, exactly', async () => {
    const typed = 'Before I do, what made you sign up for the webinar? Tell me about your readers.';
    const response = await attempt(me, {
      roleplayId: SALES,
      turns: [{ text: `  ${typed}  ` }, ...STRONG.slice(1)],
    });
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json<RoleplayAttempt>();
    expect(result.turns[0]).toMatchObject({ reply: typed, typed: true, choiceId: null });
    const open = result.checks.find((c) => c.id === 'open-questions')!;
    expect(open).toMatchObject({ passed: true, quote: 'what made you' });
  });

  it('refuses bad input with a 4xx naming the problem and keeps nothing', async () => {
    const before = (
      await t.app.db
        .select()
        .from(interviewRoleplayAttempts)
        .where(eq(interviewRoleplayAttempts.userId, me.user.id))
    ).length;
    const cases: [unknown, number, RegExp][] = [
      [{ roleplayId: 'sales-roleplay-nothing', turns: STRONG }, 404, /does not exist/],
      [
        { roleplayId: SALES, turns: [{ choiceId: 'ask-why-now' }, { choiceId: 'made-up' }] },
        400,
        /"made-up" is not one of the replies/,
      ],
      [{ roleplayId: SALES, turns: STRONG.slice(0, 3) }, 400, /not finished yet/],
      [
        { roleplayId: SALES, turns: [...STRONG, { choiceId: 'recap' }] },
        400,
        /ended after reply 6/,
      ],
      [{ roleplayId: SALES, turns: [{ text: 'x'.repeat(5001) }] }, 400, /5,000 characters/],
      [{ roleplayId: SALES, turns: [{ text: '   ' }] }, 400, /Write your reply/],
      [{ roleplayId: SALES, turns: [] }, 400, /Reply at least once/],
      [{ roleplayId: SALES, turns: [{ choiceId: 'ask-why-now', text: 'both' }] }, 400, /turns/],
      [
        { roleplayId: SALES, turns: [{ choiceId: 'feature-tour' }, { text: 'What is missing?' }] },
        400,
        /pick one of the replies offered/,
      ],
    ];
    for (const [payload, status, message] of cases) {
      const response = await attempt(me, payload);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json<{ message: string }>().message).toMatch(message);
    }
    const after = await t.app.db
      .select()
      .from(interviewRoleplayAttempts)
      .where(eq(interviewRoleplayAttempts.userId, me.user.id));
    expect(after).toHaveLength(before);
  });

  it("refuses someone else's id, to read or to write", async () => {
    const write = await attempt(other, { roleplayId: SALES, turns: STRONG }, attemptsUrl(me));
    expect(write.statusCode).toBe(403);
    const read = await as(t.app, other, { method: 'GET', url: attemptsUrl(me) });
    expect(read.statusCode).toBe(403);
    const own = await as(t.app, other, { method: 'GET', url: attemptsUrl(other) });
    expect(own.json<{ attempts: RoleplayAttempt[] }>().attempts).toEqual([]);
    const unknown = await as(t.app, me, {
      method: 'GET',
      url: `${attemptsUrl(me)}?roleplayId=sales-roleplay-nothing`,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('her account', () => {
  it('exports her roleplay attempts and deletes them with the account', async () => {
    const exported = await as(t.app, me, { method: 'GET', url: `/api/users/${me.user.id}/export` });
    expect(exported.statusCode).toBe(200);
    const data = exported.json<{ interviewRoleplayAttempts: { roleplayId: string }[] }>();
    expect(data.interviewRoleplayAttempts.length).toBeGreaterThanOrEqual(3);
    expect(data.interviewRoleplayAttempts[0]).toMatchObject({ roleplayId: SALES });
    expect(exported.body).not.toContain(other.user.id);

    const deleted = await as(t.app, me, {
      method: 'DELETE',
      url: `/api/users/${me.user.id}`,
      payload: { password: me.password },
    });
    expect(deleted.statusCode).toBe(204);
    const rows = await t.app.db
      .select()
      .from(interviewRoleplayAttempts)
      .where(eq(interviewRoleplayAttempts.userId, me.user.id));
    expect(rows).toEqual([]);
  });
});
