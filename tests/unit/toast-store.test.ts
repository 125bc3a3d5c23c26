import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_REMOVE_DELAY_MS, dismissToast, getToasts, toast } from '@/client/hooks/use-toast';
import { TOAST_DURATION_MS } from '@/shared/constants';

afterEach(() => vi.useRealTimers());

describe('toast store', () => {
  it('holds one toast at a time: a new one replaces the old', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', description: 'details', variant: 'destructive' });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({
      title: 'Second',
      description: 'details',
      variant: 'destructive',
      open: true,
    });
  });

  it('shows a toast for the spec duration unless the caller asks for another', () => {
    toast({ title: 'Timed' });
    expect(getToasts()[0]?.duration).toBe(TOAST_DURATION_MS);
    toast({ title: 'Short', duration: 1200 });
    expect(getToasts()[0]?.duration).toBe(1200);
  });

  it('closes a dismissed toast at once and drops it after the removal delay', () => {
    vi.useFakeTimers();
    const id = toast({ title: 'Bye' });
    dismissToast(id);
    expect(getToasts()[0]).toMatchObject({ id, open: false });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });
});
