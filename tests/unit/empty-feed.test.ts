import { describe, expect, it } from 'vitest';
import { emptyFeedMessage, type EmptyFeedInput } from '@/client/features/jobs/lib/empty-feed';

const base: EmptyFeedInput = {
  list: 'recommended',
  roles: ['Learning & Development'],
  hasTargetRoles: true,
  filtered: false,
  freshness: 'sample',
  includeOlder: true,
};

describe('emptyFeedMessage', () => {
  it('says every saved sample is older than 60 days, and offers to include them, while the box is off', () => {
    for (const list of ['recommended', 'all'] as const) {
      for (const filtered of [false, true]) {
        const message = emptyFeedMessage({ ...base, list, filtered, includeOlder: false });
        expect(message.title).toBe('All saved samples are older than 60 days');
        expect(message.body).toMatch(/Include older postings to see them/);
        expect(message.action).toBe('include-older');
      }
    }
  });

  it('does not blame the age of the postings once the live boards have answered', () => {
    const message = emptyFeedMessage({ ...base, freshness: 'live', includeOlder: false });
    expect(message.action).not.toBe('include-older');
    expect(message.title).toBe('No Learning & Development openings right now');
  });

  it('blames narrow filters, not the feed, when either list is filtered', () => {
    for (const list of ['recommended', 'all'] as const) {
      expect(emptyFeedMessage({ ...base, list, filtered: true })).toMatchObject({
        title: 'No jobs match these filters',
        action: 'clear-filters',
      });
    }
  });

  it('says the saved sample has nothing in her roles while no live board has answered', () => {
    const message = emptyFeedMessage(base);
    expect(message.title).toBe('No Learning & Development postings in the saved sample');
    expect(message.body).toMatch(/not reached the live job boards yet/);
    expect(message.action).toBe('all-jobs');
  });

  it('says the live boards list nothing in her roles right now once they have answered', () => {
    const message = emptyFeedMessage({
      ...base,
      roles: ['Sales', 'Customer Success', 'Learning & Development'],
      freshness: 'live',
    });
    expect(message.title).toBe(
      'No Sales, Customer Success or Learning & Development openings right now',
    );
    expect(message.action).toBe('all-jobs');
  });

  it('never asks a teacher with target roles to complete her profile', () => {
    for (const freshness of ['live', 'sample', 'none', undefined] as const) {
      for (const list of ['recommended', 'all'] as const) {
        const message = emptyFeedMessage({ ...base, list, freshness });
        expect(message.action).not.toBe('choose-roles');
        expect(`${message.title} ${message.body}`).not.toMatch(/complete your profile/i);
      }
    }
  });

  it('asks her to choose target roles only when she has none', () => {
    expect(
      emptyFeedMessage({ ...base, hasTargetRoles: false, roles: ['Sales', 'Customer Success'] }),
    ).toMatchObject({
      title: 'No Sales or Customer Success openings to recommend yet',
      action: 'choose-roles',
    });
  });
});
