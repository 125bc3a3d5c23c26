import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmPayment } from '@/client/features/checkout/components/payment-success';
import { sessionStore } from '@/client/lib/session-store';

/**
 * The success page moves on to her pathways after 3 s (spec part-2 §9), and leaving it first
 * ("Go to Dashboard") cancels that: on fake timers, so no test waits the 3 s. The server's
 * answer to the confirmation is the only thing faked (the network edge).
 */
const user = {
  id: 'u1',
  firstName: 'Cam',
  lastName: 'Buyer',
  email: 'cam@example.test',
  currentRole: null,
  yearsExperience: null,
  skills: [],
  targetRoles: [],
};

function renderSuccessPage() {
  const router = createMemoryRouter(
    [
      {
        path: '/payment-success/sales',
        element: <ConfirmPayment courseType="sales" sessionId="cs_test_1" />,
      },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
      { path: '/pathways', element: <h1>Pathways</h1> },
    ],
    { initialEntries: ['/payment-success/sales'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  sessionStore.setUser(user);
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ ok: true, courseId: 1, alreadyActive: false }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
});

afterEach(() => {
  cleanup();
  sessionStore.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the payment success page', () => {
  it('confirms the session, then takes her to her pathways after 3 s', async () => {
    const router = renderSuccessPage();
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/stripe/payment-success', expect.anything());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2900);
    });
    expect(router.state.location.pathname).toBe('/payment-success/sales');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(router.state.location.pathname).toBe('/pathways');
  });

  it('stays where she went when she leaves before the 3 s are up', async () => {
    const router = renderSuccessPage();
    fireEvent.click(await screen.findByRole('link', { name: 'Go to Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
