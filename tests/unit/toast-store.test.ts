import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, toast } from '@/client/hooks/use-toast';

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

  it('shows each toast for 5 seconds by default', () => {
    toast({ title: 'Timed' });
    expect(getToasts()[0]?.duration).toBe(5000);
  });

  it('closes a dismissed toast at once and drops it after the removal delay', () => {
    vi.useFakeTimers();
    const id = toast({ title: 'Bye' });
    dismissToast(id);
    expect(getToasts()[0]).toMatchObject({ id, open: false });
    vi.advanceTimersByTime(999_999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });
});
