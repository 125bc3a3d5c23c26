import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeResponse, User } from '@/shared/contracts/users';
import { VerifyEmailBanner } from '@/client/features/auth/components/verify-email-banner';
import { unconfirmedEmailMemory } from '@/client/features/auth/lib/unconfirmed-email-memory';
import { sessionStore } from '@/client/lib/session-store';

const rosa: User = {
  id: 'user-rosa',
  firstName: 'Rosa',
  lastName: 'Diaz',
  email: 'rosa.diaz@example.com',
  currentRole: null,
  yearsExperience: null,
  skills: [],
  targetRoles: [],
  timeZone: null,
};

/** GET /api/auth/me held open until the test answers it, as on a slow phone. */
let answerMe: ((body: MeResponse) => void) | undefined;

async function answer(body: MeResponse) {
  await vi.waitFor(() => expect(answerMe).toBeDefined());
  await act(async () => answerMe!(body));
}
beforeEach(() => {
  answerMe = undefined;
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answerMe = (body) =>
            resolve(
              new Response(JSON.stringify(body), {
                status: 200,
                headers: { 'content-type': 'application/json' },
              }),
            );
        }),
    ),
  );
  sessionStore.setUser(rosa);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const me = (emailVerified: boolean): MeResponse => ({ user: rosa, isAdmin: false, emailVerified });
const banner = () => screen.queryByRole('region', { name: 'Please confirm your email address' });

function renderBanner() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <VerifyEmailBanner />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the verify-email banner on a page load', () => {
  it('is there before GET /api/auth/me answers when the server last said her address is unconfirmed', async () => {
    unconfirmedEmailMemory.set(rosa.id, true);
    renderBanner();
    expect(banner()?.textContent).toContain('rosa.diaz@example.com');
    // She confirmed it on her phone meanwhile: the server's answer wins, and is remembered.
    await answer(me(true));
    await vi.waitFor(() => expect(banner()).toBeNull());
    expect(unconfirmedEmailMemory.remembers(rosa.id)).toBe(false);
  });

  it('waits for the answer when nothing is remembered, then remembers an unconfirmed address', async () => {
    renderBanner();
    expect(banner()).toBeNull();
    await answer(me(false));
    await vi.waitFor(() => expect(banner()).not.toBeNull());
    expect(unconfirmedEmailMemory.remembers(rosa.id)).toBe(true);
  });

  it('does not show what was remembered for another account signed in before on this browser', () => {
    unconfirmedEmailMemory.set('user-someone-else', true);
    renderBanner();
    expect(banner()).toBeNull();
  });

  it('forgets it at logout with her other keys', () => {
    unconfirmedEmailMemory.set(rosa.id, true);
    sessionStore.clear({ forget: true });
    expect(unconfirmedEmailMemory.remembers(rosa.id)).toBe(false);
  });
});
