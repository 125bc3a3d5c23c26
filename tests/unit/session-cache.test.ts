import { describe, expect, it } from 'vitest';
import type { UserRow } from '@/server/core/users/users.queries';
import { createSessionCache } from '@/server/plugins/session';

const rosa = (verified: boolean) =>
  ({ id: 'user-1', emailVerifiedAt: verified ? new Date() : null }) as unknown as UserRow;

describe('the session cache', () => {
  it('keeps a row read with nothing forgotten meanwhile', () => {
    const cache = createSessionCache();
    cache.remember('token-a', rosa(false), cache.generation());
    expect(cache.lookup('token-a')?.emailVerifiedAt).toBeNull();
  });

  it('does not put back a row whose read began before the change that forgot it', () => {
    const cache = createSessionCache();
    // A request reads her row (not yet verified) while the confirmation commits and forgets her.
    const readAt = cache.generation();
    cache.forgetUser('user-1');
    cache.remember('token-a', rosa(false), readAt);
    expect(cache.lookup('token-a')).toBeUndefined();
    // The next read, after the change, is kept.
    cache.remember('token-a', rosa(true), cache.generation());
    expect(cache.lookup('token-a')?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('does the same for a session ended while it was being read', () => {
    const cache = createSessionCache();
    const readAt = cache.generation();
    cache.forgetToken('token-a');
    cache.remember('token-a', rosa(true), readAt);
    expect(cache.lookup('token-a')).toBeUndefined();
  });
});
