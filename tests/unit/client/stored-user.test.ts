import { describe, expect, it, vi } from 'vitest';
import { parseStoredUser } from '@/client/lib/stored-user';
import { userStoredBeforeTimeZones } from '../../helpers/stored-user';

const before = userStoredBeforeTimeZones;

describe('the user a browser stored', () => {
  it('still reads as signed in when it was stored before her time zone was kept', () => {
    expect(parseStoredUser(JSON.stringify(before))).toEqual({ ...before, timeZone: null });
    expect(
      parseStoredUser(JSON.stringify({ ...before, timeZone: 'America/Chicago' }))?.timeZone,
    ).toBe('America/Chicago');
  });

  it('is no user when it is corrupt or not a user', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseStoredUser('{"id": "1", broken')).toBeNull();
    expect(parseStoredUser(JSON.stringify({ ...before, email: 42 }))).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
