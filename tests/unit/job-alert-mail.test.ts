import { describe, expect, it } from 'vitest';
import { jobAlertEmail } from '@/server/features/job-alerts/alert-mail';
import type { DigestJob } from '@/server/features/job-alerts/job-alerts.queries';
import {
  createUnsubscribeToken,
  readUnsubscribeToken,
} from '@/server/features/job-alerts/unsubscribe-token';
import { createSigner } from '@/server/lib/signed-token';

const SECRET = createSigner(['a-test-secret-that-is-long-enough-0123456789']);
const USER = '7b1e4b52-8c8e-4c55-9d1e-2f3c4a5b6c7d';

describe('unsubscribe tokens', () => {
  it('reads back who and which subscription a genuine token names', () => {
    const token = createUnsubscribeToken({ userId: USER, version: 3 }, SECRET);
    expect(readUnsubscribeToken(token, SECRET)).toEqual({ userId: USER, version: 3 });
  });

  it('refuses forged, truncated, re-signed and malformed tokens', () => {
    const token = createUnsubscribeToken({ userId: USER, version: 3 }, SECRET);
    const [payload, signature] = token.split('.');
    const otherUser = Buffer.from(
      JSON.stringify({ u: '00000000-0000-4000-8000-000000000000', v: 3, p: 'alerts' }),
    ).toString('base64url');
    for (const bad of [
      `${otherUser}.${signature}`,
      token.slice(0, -3),
      `${payload}.`,
      payload!,
      `${token}.extra`,
      createUnsubscribeToken(
        { userId: USER, version: 3 },
        createSigner(['another-secret-entirely-0123456789']),
      ),
      'not a token',
      '',
    ]) {
      expect(readUnsubscribeToken(bad, SECRET)).toBeNull();
    }
  });
});

const job = (n: number, overrides: Partial<DigestJob> = {}): DigestJob => ({
  id: `greenhouse:co:${n}`,
  title: `Customer Success Associate ${n}`,
  company: 'Brightpath Learning',
  location: 'Austin, TX',
  isRemote: false,
  entryLevel: true,
  servesEducation: true,
  track: 'customer-success',
  applyUrl: `https://boards.greenhouse.io/co/jobs/${n}`,
  firstSeenAt: new Date('2027-03-01T10:00:00Z'),
  ...overrides,
});

const input = {
  to: 'rosa@example.test',
  firstName: 'Rosa',
  frequency: 'daily' as const,
  feedUrl: 'https://c2c.example/jobs?tab=all',
  settingsUrl: 'https://c2c.example/applications#job-alerts',
  unsubscribePageUrl: 'https://c2c.example/unsubscribe?token=abc',
  oneClickUrl: 'https://c2c.example/api/job-alerts/unsubscribe?token=abc',
};

describe('jobAlertEmail', () => {
  it('lists each posting with company, place, badges and link, in text and HTML', () => {
    const mail = jobAlertEmail({ ...input, jobs: [job(1), job(2, { isRemote: true })], total: 2 });
    expect(mail.subject).toBe('2 new Customer Success jobs for you');
    expect(mail.text).toContain('Customer Success Associate 1, Brightpath Learning');
    expect(mail.text).toContain('Austin, TX · Open to career changers · Education customers');
    expect(mail.text).toContain('Remote');
    expect(mail.text).toContain('https://boards.greenhouse.io/co/jobs/2');
    expect(mail.html).toContain('href="https://boards.greenhouse.io/co/jobs/1"');
    expect(mail.text).toContain(`Stop these emails: ${input.unsubscribePageUrl}`);
  });

  it('carries the RFC 8058 one-click unsubscribe headers', () => {
    const mail = jobAlertEmail({ ...input, jobs: [job(1)], total: 1 });
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${input.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.subject).toBe('1 new Customer Success job for you');
  });

  it('escapes what employers wrote, and points to the feed for the rest', () => {
    const mail = jobAlertEmail({
      ...input,
      jobs: [job(1, { title: '<img src=x onerror=alert(1)> SDR', company: 'A & B "Co"' })],
      total: 20,
    });
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; SDR');
    expect(mail.html).toContain('A &amp; B &quot;Co&quot;');
    expect(mail.text).toContain('And 19 more in your job feed');
  });
});
