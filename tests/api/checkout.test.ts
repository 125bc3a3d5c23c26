import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, testCheckoutSessions } from '@/server/db/schema';
import { startFakeStripe, type FakeStripe } from '../helpers/fake-stripe';
import { captureLogs } from '../helpers/log-capture';
import {
  as,
  createTestApp,
  registerUser,
  type SignedInUser,
  type TestApp,
} from '../helpers/test-app';

const WEBHOOK_SECRET = 'whsec_test_secret';
const stripe = new Stripe('sk_test_unused');

let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(fake.port),
    STRIPE_API_PROTOCOL: 'http',
    PUBLIC_URL: 'https://app.example.test',
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const checkout = (who: SignedInUser | null, courseId: unknown) =>
  as(t.app, who, { method: 'POST', url: '/api/checkout', payload: { courseId } });
const confirm = (who: SignedInUser, body: Record<string, unknown>) =>
  as(t.app, who, {
    method: 'POST',
    url: '/api/stripe/payment-success',
    payload: { userId: who.user.id, email: who.user.email, ...body },
  });
const paymentRows = (userId: string) =>
  t.db.select().from(payments).where(eq(payments.userId, userId));

function webhook(payload: unknown, options: { secret?: string; timestamp?: number } = {}) {
  const body = JSON.stringify(payload);
  const signature = stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: body,
  });
}
const completedEvent = (session: Record<string, unknown>) => ({
  id: `evt_${Math.random().toString(36).slice(2)}`,
  object: 'event',
  type: 'checkout.session.completed',
  data: { object: session },
});

async function startedSession(who: SignedInUser, courseId = 6) {
  const response = await checkout(who, courseId);
  expect(response.statusCode).toBe(200);
  const id = [...fake.sessions.keys()].at(-1)!;
  return { id, url: response.json().url as string };
}

describe('POST /api/checkout', () => {
  it('creates a hosted session priced from the catalogue, with the user and course attached', async () => {
    const me = await registerUser(t.app);
    const { id, url } = await startedSession(me, 7);
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${id}`);
    const form = fake.createRequests.at(-1)!;
    expect(form.get('mode')).toBe('payment');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('2900');
    expect(form.get('line_items[0][price_data][product_data][name]')).toBe(
      'Customer Success Mini Course',
    );
    expect(form.get('client_reference_id')).toBe(me.user.id);
    expect(form.get('metadata[courseId]')).toBe('7');
    expect(form.get('success_url')).toBe(
      'https://app.example.test/payment-success/customer-success?session_id={CHECKOUT_SESSION_ID}',
    );
    expect(form.get('cancel_url')).toBe(
      'https://app.example.test/course/customer-success?checkout=cancelled',
    );
  });

  it('builds the return URLs on PUBLIC_URL whatever Host header the request names', async () => {
    const me = await registerUser(t.app);
    const response = await as(t.app, me, {
      method: 'POST',
      url: '/api/checkout',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: { courseId: 8 },
    });
    expect(response.statusCode).toBe(200);
    const form = fake.createRequests.at(-1)!;
    expect(form.get('success_url')).toMatch(/^https:\/\/app\.example\.test\/payment-success\//);
    expect(form.get('cancel_url')).toBe(
      'https://app.example.test/course/learning-development?checkout=cancelled',
    );

    // Outside production PUBLIC_URL may be unset: the links then name this server, not the Host.
    const local = await t.sibling({ PUBLIC_URL: '', PORT: '4321' });
    const other = await registerUser(local);
    await as(local, other, {
      method: 'POST',
      url: '/api/checkout',
      headers: { host: 'evil.example' },
      payload: { courseId: 8 },
    });
    expect(fake.createRequests.at(-1)!.get('cancel_url')).toBe(
      'http://localhost:4321/course/learning-development?checkout=cancelled',
    );
  });

  it('gives a second click, or a second tab, the session that is still open', async () => {
    const me = await registerUser(t.app);
    const first = await startedSession(me, 8);
    const creates = fake.createRequests.length;
    const again = await checkout(me, 8);
    expect(again.json().url).toBe(first.url);
    expect(fake.createRequests.length).toBe(creates);

    // Stripe expires an abandoned session after a day: the next click opens a fresh one.
    fake.markExpired(first.id);
    const fresh = await startedSession(me, 8);
    expect(fresh.id).not.toBe(first.id);
    expect(fake.createRequests.length).toBe(creates + 1);
  });

  it('replaces an open session about to expire, so nobody is cut off while paying', async () => {
    const me = await registerUser(t.app);
    const first = await startedSession(me, 6);
    fake.sessions.get(first.id)!.expires_at = Math.floor(Date.now() / 1000) + 10 * 60;
    const second = await startedSession(me, 6);
    expect(second.id).not.toBe(first.id);
    expect(fake.sessions.get(first.id)!.status).toBe('expired');
    expect((await checkout(me, 6)).json().url).toBe(second.url);
  });

  it('leaves exactly one payable session when two tabs start checkout at once', async () => {
    const me = await registerUser(t.app);
    const before = new Set(fake.sessions.keys());
    const answers = await Promise.all([checkout(me, 7), checkout(me, 7), checkout(me, 7)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const urls = new Set(answers.map((a) => a.json().url as string));
    expect(urls.size).toBe(1);
    const ours = [...fake.sessions.values()].filter((s) => !before.has(s.id as string));
    expect(ours.filter((s) => s.status === 'open').map((s) => s.url)).toEqual([...urls]);
  });

  it('grants a course paid before the webhook arrived instead of charging again', async () => {
    const me = await registerUser(t.app);
    const { id } = await startedSession(me, 6);
    fake.markPaid(id);
    const again = await checkout(me, 6);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have access to this course');
    expect(await paymentRows(me.user.id)).toEqual([
      expect.objectContaining({ providerSessionId: id, courseId: 6 }),
    ]);
  });

  it('refuses an unknown course with the spec message, and visitors with 401', async () => {
    const me = await registerUser(t.app);
    const unknown = await checkout(me, 99);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Invalid course - checkout URL not configured');
    expect((await checkout(null, 6)).statusCode).toBe(401);
    expect((await checkout(me, 'six')).statusCode).toBe(400);
  });
});

describe('POST /api/stripe/payment-success', () => {
  it('grants access only once the provider says the session is paid', async () => {
    const me = await registerUser(t.app);
    const { id } = await startedSession(me);
    const unpaid = await confirm(me, { courseId: 6, stripeSessionId: id });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe('This payment has not been completed');
    expect(await paymentRows(me.user.id)).toHaveLength(0);

    fake.markPaid(id);
    const paid = await confirm(me, { courseId: 6, stripeSessionId: id });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ ok: true, courseId: 6, alreadyActive: false });
    const rows = await paymentRows(me.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      courseId: 6,
      status: 'completed',
      provider: 'stripe',
      providerSessionId: id,
      amountCents: 2900,
    });
    expect((await confirm(me, { courseId: 6, stripeSessionId: id })).json().alreadyActive).toBe(
      true,
    );
    expect(await paymentRows(me.user.id)).toHaveLength(1);
  });

  it("refuses another user's session, a session for another course, and unknown sessions", async () => {
    const owner = await registerUser(t.app);
    const thief = await registerUser(t.app);
    const { id } = await startedSession(owner, 8);
    fake.markPaid(id);
    const stolen = await confirm(thief, { courseId: 8, stripeSessionId: id });
    expect(stolen.statusCode).toBe(403);
    expect(await paymentRows(thief.user.id)).toHaveLength(0);
    const otherCourse = await confirm(owner, { courseId: 6, stripeSessionId: id });
    expect(otherCourse.statusCode).toBe(400);
    expect(otherCourse.json().message).toBe('This payment is for a different course');
    expect(
      (await confirm(owner, { courseId: 8, stripeSessionId: 'cs_test_nope' })).statusCode,
    ).toBe(404);
    expect(await paymentRows(owner.user.id)).toHaveLength(0);
    const forgedUser = await as(t.app, thief, {
      method: 'POST',
      url: '/api/stripe/payment-success',
      payload: { userId: owner.user.id, courseId: 8, stripeSessionId: id },
    });
    expect(forgedUser.statusCode).toBe(403);
  });
});

describe('POST /api/stripe/webhook', () => {
  it('fulfils a correctly signed checkout.session.completed, once however often it is replayed', async () => {
    const me = await registerUser(t.app);
    const { id } = await startedSession(me, 7);
    fake.markPaid(id);
    const event = completedEvent(fake.sessions.get(id)!);
    const responses = await Promise.all([webhook(event), webhook(event), webhook(event)]);
    for (const r of responses) expect(r.statusCode).toBe(200);
    expect(await paymentRows(me.user.id)).toHaveLength(1);
  });

  it('grants exactly once when the success page races the webhook', async () => {
    const me = await registerUser(t.app);
    const { id } = await startedSession(me, 8);
    fake.markPaid(id);
    const [fromPage, fromWebhook] = await Promise.all([
      confirm(me, { courseId: 8, stripeSessionId: id }),
      webhook(completedEvent(fake.sessions.get(id)!)),
    ]);
    expect(fromPage.statusCode).toBe(200);
    expect(fromWebhook.statusCode).toBe(200);
    expect(await paymentRows(me.user.id)).toHaveLength(1);
  });

  it.each([
    ['a wrong secret', { secret: 'whsec_wrong' }],
    ['a stale timestamp', { timestamp: Math.floor(Date.now() / 1000) - 600 }],
  ])('refuses %s with 400 and grants nothing', async (_, options) => {
    const me = await registerUser(t.app);
    const { id } = await startedSession(me, 6);
    fake.markPaid(id);
    const response = await webhook(completedEvent(fake.sessions.get(id)!), options);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Webhook signature verification failed');
    expect(await paymentRows(me.user.id)).toHaveLength(0);
  });

  it('refuses a request without a signature', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(400);
  });

  it('ignores unpaid sessions and other event types', async () => {
    const me = await registerUser(t.app);
    const { id } = await startedSession(me, 6);
    expect((await webhook(completedEvent(fake.sessions.get(id)!))).statusCode).toBe(200);
    expect(
      (await webhook({ id: 'evt_x', object: 'event', type: 'invoice.paid', data: { object: {} } }))
        .statusCode,
    ).toBe(200);
    expect(await paymentRows(me.user.id)).toHaveLength(0);
  });

  it('acknowledges a paid session naming no user or course of ours, granting nothing', async () => {
    const me = await registerUser(t.app);
    const { id } = await startedSession(me, 6);
    fake.markPaid(id);
    const session = fake.sessions.get(id)!;
    const original = { ...session };
    for (const foreign of [
      { client_reference_id: 'not-a-user-id', metadata: {} },
      { client_reference_id: '00000000-0000-4000-8000-000000000000', metadata: {} },
      { metadata: { ...(original.metadata as object), courseId: '99' } },
    ]) {
      // What Stripe itself holds for the session, since that is what the webhook reads.
      Object.assign(session, original, foreign);
      const response = await webhook(completedEvent(session));
      expect(response.statusCode).toBe(200);
    }
    expect(await paymentRows(me.user.id)).toHaveLength(0);
  });

  it('fulfils from the session it asks Stripe for, not from the event body', async () => {
    const buyer = await registerUser(t.app);
    const other = await registerUser(t.app);
    const { id } = await startedSession(buyer, 7);
    fake.markPaid(id);
    const session = fake.sessions.get(id)!;
    // Signed, but its copy of the session names someone else and another course.
    const swapped = {
      ...session,
      client_reference_id: other.user.id,
      metadata: { userId: other.user.id, courseId: '8' },
    };
    expect((await webhook(completedEvent(swapped))).statusCode).toBe(200);
    expect(await paymentRows(other.user.id)).toHaveLength(0);
    expect(await paymentRows(buyer.user.id)).toEqual([
      expect.objectContaining({ courseId: 7, providerSessionId: id }),
    ]);
    const page = await confirm(buyer, { courseId: 7, stripeSessionId: id });
    expect(page.json()).toEqual({ ok: true, courseId: 7, alreadyActive: true });
  });

  it('grants nothing for an event whose session Stripe does not have, even signed and "paid"', async () => {
    const me = await registerUser(t.app);
    const { id } = await startedSession(me, 6);
    const invented = {
      ...fake.sessions.get(id)!,
      id: 'cs_test_invented',
      payment_status: 'paid',
      status: 'complete',
    };
    expect((await webhook(completedEvent(invented))).statusCode).toBe(200);
    expect(await paymentRows(me.user.id)).toHaveLength(0);
  });

  it.each([
    ['no data', { type: 'checkout.session.completed' }],
    ['no object', { type: 'checkout.session.completed', data: {} }],
    ['an object without an id', { type: 'checkout.session.completed', data: { object: {} } }],
    ['an object that is text', { type: 'checkout.session.completed', data: { object: 'cs_x' } }],
  ])('answers 400, not 500, to a signed event with %s', async (_, event) => {
    const response = await webhook({ id: 'evt_bare', object: 'event', ...event });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'This event carries no checkout session',
      code: 'WEBHOOK_NO_SESSION',
    });
  });
});

describe('booting without a payment key', () => {
  /** Builds another instance as the server does at boot, returns what it logged. */
  async function bootLog(env: Record<string, string>): Promise<string> {
    const logs = captureLogs();
    const instance = await t.sibling({ ...env, LOG_LEVEL: 'info' }, { logStream: logs.stream });
    await instance.ready();
    await instance.close();
    return logs.text();
  }

  it('warns once at boot that purchases are free when no payment key is set, and not otherwise', async () => {
    const free = await bootLog({ STRIPE_SECRET_KEY: '' });
    expect(free.match(/every purchase is free/g)).toHaveLength(1);
    const paid = await bootLog({ STRIPE_SECRET_KEY: 'sk_test_boot' });
    expect(paid).toContain('"level":30');
    expect(paid).not.toMatch(/purchase is free/);
  });
});

describe('test mode (no STRIPE_SECRET_KEY)', () => {
  let offline: Awaited<ReturnType<TestApp['sibling']>>;
  beforeAll(async () => {
    offline = await t.sibling({
      STRIPE_SECRET_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
      STRIPE_API_HOST: '',
      STRIPE_API_PORT: '',
      STRIPE_API_PROTOCOL: '',
    });
  });

  it('sends the buyer to the built-in test checkout, and confirming returns through the success URL', async () => {
    const me = await registerUser(offline);
    const started = await as(offline, me, {
      method: 'POST',
      url: '/api/checkout',
      payload: { courseId: 6 },
    });
    expect(started.json()).toMatchObject({
      mode: 'test',
      url: expect.stringMatching(/^\/test-checkout\/cs_test_local_/),
    });
    const id = started.json().url.split('/').at(-1);
    const page = await as(offline, me, { method: 'GET', url: `/api/test-checkout/${id}` });
    expect(page.json()).toMatchObject({
      courseTitle: 'Sales Mini Course',
      amount: 2900,
      paid: false,
      expired: false,
      cancelUrl: '/course/sales?checkout=cancelled',
    });

    expect(
      (
        await as(offline, me, {
          method: 'POST',
          url: '/api/stripe/payment-success',
          payload: { userId: me.user.id, courseId: 6, stripeSessionId: id },
        })
      ).statusCode,
    ).toBe(409);
    const paid = await as(offline, me, { method: 'POST', url: `/api/test-checkout/${id}/pay` });
    expect(paid.json().redirectUrl).toMatch(
      new RegExp(`/payment-success/sales\\?session_id=${id}$`),
    );
    const confirmed = await as(offline, me, {
      method: 'POST',
      url: '/api/stripe/payment-success',
      payload: { userId: me.user.id, courseId: 6, stripeSessionId: id },
    });
    expect(confirmed.json()).toEqual({ ok: true, courseId: 6, alreadyActive: false });
    expect(await paymentRows(me.user.id)).toEqual([
      expect.objectContaining({ provider: 'test', providerSessionId: id, courseId: 6 }),
    ]);

    const again = await as(offline, me, {
      method: 'POST',
      url: '/api/checkout',
      payload: { courseId: 6 },
    });
    expect(again.statusCode).toBe(409);
  });

  it('forgets test sessions older than 30 days when a new one is made', async () => {
    const me = await registerUser(offline);
    await offline.db.insert(testCheckoutSessions).values({
      id: 'cs_test_local_ancient',
      userId: me.user.id,
      courseId: 7,
      amountCents: 2900,
      currency: 'usd',
      successUrl: '/payment-success/customer-success?session_id=cs_test_local_ancient',
      cancelUrl: '/upskilling',
      createdAt: new Date(Date.now() - 31 * 86_400_000),
    });
    const started = await as(offline, me, {
      method: 'POST',
      url: '/api/checkout',
      payload: { courseId: 6 },
    });
    expect(started.statusCode).toBe(200);
    const ids = (await offline.db.select().from(testCheckoutSessions)).map((row) => row.id);
    expect(ids).not.toContain('cs_test_local_ancient');
    expect(ids).toContain(started.json().url.split('/').at(-1));
  });

  it('reuses an open test session, and an expired one takes no payment', async () => {
    const me = await registerUser(offline);
    const start = () =>
      as(offline, me, { method: 'POST', url: '/api/checkout', payload: { courseId: 8 } });
    const answers = await Promise.all([start(), start()]);
    const urls = answers.map((a) => a.json().url as string);
    expect(urls[0]).toBe(urls[1]);
    const rows = await offline.db
      .select()
      .from(testCheckoutSessions)
      .where(eq(testCheckoutSessions.userId, me.user.id));
    expect(rows.filter((r) => r.status === 'open').map((r) => r.id)).toEqual([
      urls[0]!.split('/').at(-1),
    ]);
    // A session that lost such a race is expired: its page can no longer take the payment, and
    // the next click opens a new one.
    const lost = urls[0]!.split('/').at(-1)!;
    await offline.db
      .update(testCheckoutSessions)
      .set({ status: 'expired' })
      .where(eq(testCheckoutSessions.id, lost));
    const pay = await as(offline, me, { method: 'POST', url: `/api/test-checkout/${lost}/pay` });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().message).toBe('This checkout has expired. Start again from the course page.');
    const page = await as(offline, me, { method: 'GET', url: `/api/test-checkout/${lost}` });
    expect(page.json()).toMatchObject({ paid: false, expired: true });
    const next = (await start()).json().url as string;
    expect(next).not.toBe(urls[0]);
    expect(next).toMatch(/^\/test-checkout\/cs_test_local_/);
  });

  it("hides another user's test session", async () => {
    const owner = await registerUser(offline);
    const other = await registerUser(offline);
    const id = (
      await as(offline, owner, { method: 'POST', url: '/api/checkout', payload: { courseId: 7 } })
    )
      .json()
      .url.split('/')
      .at(-1);
    expect(
      (await as(offline, other, { method: 'GET', url: `/api/test-checkout/${id}` })).statusCode,
    ).toBe(404);
    expect(
      (await as(offline, other, { method: 'POST', url: `/api/test-checkout/${id}/pay` }))
        .statusCode,
    ).toBe(404);
  });

  it('answers 404 for webhooks, which only Stripe sends', async () => {
    const response = await offline.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 'x' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/courses?userId=', () => {
  it("refuses another user's id", async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    expect(
      (await as(t.app, other, { method: 'GET', url: `/api/courses?userId=${me.user.id}` }))
        .statusCode,
    ).toBe(403);
  });
});
