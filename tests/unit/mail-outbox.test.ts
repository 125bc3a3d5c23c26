import { describe, expect, it } from 'vitest';
import {
  isPermanentRefusal,
  MAIL_RETRY,
  mailMessageId,
  mailRetryPolicy,
  mailRetrySchedule,
} from '@/server/lib/mail/mail-outbox';

describe('the mail outbox retry schedule', () => {
  it('keeps trying for at least 24 hours, each wait at least twice the one before', () => {
    const waits = mailRetrySchedule(MAIL_RETRY);
    expect(waits).toHaveLength(MAIL_RETRY.retryLimit);
    expect(waits[0]).toBe(MAIL_RETRY.retryDelay);
    for (let n = 1; n < waits.length; n++) expect(waits[n]).toBe(waits[n - 1]! * 2);
    const total = waits.reduce((sum, wait) => sum + wait, 0);
    expect(total).toBeGreaterThanOrEqual(24 * 3600);
    expect(MAIL_RETRY).toEqual({ retryLimit: 12, retryDelay: 30, retryBackoff: true });
  });

  it('spans a day from any first delay MAIL_RETRY_DELAY_SECONDS allows, with no retry to spare', () => {
    for (const first of [1, 5, 30, 600, 3600]) {
      const policy = mailRetryPolicy(first);
      const sum = (limit: number) =>
        mailRetrySchedule({ ...policy, retryLimit: limit }).reduce((a, b) => a + b, 0);
      expect(policy.retryDelay).toBe(first);
      expect(sum(policy.retryLimit)).toBeGreaterThanOrEqual(24 * 3600);
      expect(sum(policy.retryLimit - 1)).toBeLessThan(24 * 3600);
    }
  });

  it('would fall short of a day with one retry fewer, so the limit is not padded', () => {
    const waits = mailRetrySchedule({ ...MAIL_RETRY, retryLimit: MAIL_RETRY.retryLimit - 1 });
    expect(waits.reduce((sum, wait) => sum + wait, 0)).toBeLessThan(24 * 3600);
  });
});

describe('the Message-ID of an outbox email', () => {
  it('is the same for every retry of one job and differs between jobs', () => {
    const job = '74e701b8-b33c-4aba-8f5f-ef1c75cc6c17';
    expect(mailMessageId(job, 'classroomtocareer.app')).toBe(
      mailMessageId(job, 'classroomtocareer.app'),
    );
    expect(mailMessageId(job, 'classroomtocareer.app')).toBe(
      '<74e701b8-b33c-4aba-8f5f-ef1c75cc6c17@classroomtocareer.app>',
    );
    expect(mailMessageId('5c464c7f-e3f8-4bd7-8014-3779c23df55f', 'classroomtocareer.app')).not.toBe(
      mailMessageId(job, 'classroomtocareer.app'),
    );
  });
});

describe('a permanent refusal', () => {
  it('is a 5xx answer from the SMTP server, not a 4xx or a lost connection', () => {
    expect(
      isPermanentRefusal(Object.assign(new Error('550 no such user'), { responseCode: 550 })),
    ).toBe(true);
    expect(
      isPermanentRefusal(Object.assign(new Error('421 try later'), { responseCode: 421 })),
    ).toBe(false);
    expect(
      isPermanentRefusal(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' })),
    ).toBe(false);
  });
});
