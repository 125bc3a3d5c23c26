import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/shared/contracts/users';
import { userStoredBeforeTimeZones } from '../../helpers/stored-user';

/**
 * The stored user on a signed-in page's first render (lib/session-store.ts, issue 33): the build
 * that stored her reads her at once, any other build reads her by the contract (zod, loaded).
 */
const rosa: User = { ...userStoredBeforeTimeZones, timeZone: 'America/Chicago' };

/** The session store as a build with this contract fingerprint has it. */
async function storeOfBuild(fingerprint: string) {
  vi.resetModules();
  vi.stubGlobal('__USER_CONTRACT__', fingerprint);
  return (await import('@/client/lib/session-store')).sessionStore;
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the user this device stored', () => {
  it('is read at once, with nothing to load, by the build that stored her', async () => {
    (await storeOfBuild('contract-a')).setUser(rosa);
    const store = await storeOfBuild('contract-a');
    expect(store.getUser()).toEqual(rosa);
  });

  it('is read by the contract when another build stored her, old fields filled in', async () => {
    (await storeOfBuild('contract-a')).setUser(rosa);
    const { timeZone: _dropped, ...before } = rosa;
    window.localStorage.setItem('user', JSON.stringify(before));
    const store = await storeOfBuild('contract-b');
    // Nothing until the contract's chunk is here: a guarded page waits for ready().
    expect(store.getUser()).toBeNull();
    await store.ready();
    expect(store.getUser()).toEqual({ ...before, timeZone: null });
  });

  it('is no user when the stored value is not a user, even under the same contract', async () => {
    (await storeOfBuild('contract-a')).setUser(rosa);
    window.localStorage.setItem('user', JSON.stringify({ id: rosa.id, email: 42 }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = await storeOfBuild('contract-a');
    await store.ready();
    expect(store.getUser()).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('forgets which contract stored her when she signs out', async () => {
    const store = await storeOfBuild('contract-a');
    store.setUser(rosa);
    expect(window.localStorage.getItem('c2c:user-contract')).toBe('contract-a');
    store.clear({ forget: true });
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('c2c:user-contract')).toBeNull();
  });
});
