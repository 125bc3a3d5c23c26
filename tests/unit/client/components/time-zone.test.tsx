import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/shared/contracts/users';
import { TimeZone } from '@/client/features/account/components/time-zone';

const base: User = {
  id: '5f0c6b5e-1f0a-4a55-9a39-3c1ad7b1e001',
  firstName: 'Maria',
  lastName: 'Lopez',
  email: 'maria@school.example',
  currentRole: null,
  yearsExperience: null,
  skills: [],
  targetRoles: [],
  timeZone: null,
};
const device = Intl.DateTimeFormat().resolvedOptions().timeZone;
const calls: { url: string; init: RequestInit }[] = [];

function show(user: User) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const view = (u: User) => (
    <QueryClientProvider client={queryClient}>
      <TimeZone user={u} />
    </QueryClientProvider>
  );
  const rendered = render(view(user));
  return { rerender: (u: User) => rendered.rerender(view(u)) };
}

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const { timeZone } = JSON.parse(String(init.body)) as { timeZone: string };
      return new Response(JSON.stringify({ user: { ...base, timeZone } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the account page time zone', () => {
  it('offers her device zone to an account without one, and saves it only when she asks', async () => {
    const { rerender } = show(base);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Time zone' });
    expect(select.value).toBe(device);
    expect(screen.getByText(/^Not saved yet\. Your device says/)).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Save time zone' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.url).toBe(`/api/users/${base.id}/time-zone`);
    expect(calls[0]!.init.method).toBe('PUT');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ timeZone: device });

    rerender({ ...base, timeZone: device });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Saved. Your reminders follow this time zone.',
      ),
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save time zone' }).disabled).toBe(
      true,
    );
  });

  it('keeps a saved zone the browser does not list, and shows the time there', () => {
    show({ ...base, timeZone: 'Etc/GMT+10' });
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Time zone' });
    expect(select.value).toBe('Etc/GMT+10');
    expect(screen.getByText(/^It is \d{1,2}:\d{2}\s?[AP]M in Etc\/GMT\+10 now\.$/)).toBeTruthy();

    fireEvent.change(select, { target: { value: 'Asia/Tokyo' } });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save time zone' }).disabled).toBe(
      false,
    );
    expect(screen.getByText(/in Asia\/Tokyo now\.$/)).toBeTruthy();
  });
});
