import type { User } from '@/shared/contracts/users';

const USER_KEY = 'user';
const REDIRECT_KEY = 'redirectAfterLogin';
const NEW_ACCOUNT_KEY = 'c2c:new-account';
/** Which user contract the stored user was written under (see `readUnderThisContract`). */
const CONTRACT_KEY = 'c2c:user-contract';
const CONTRACT = typeof __USER_CONTRACT__ === 'string' ? __USER_CONTRACT__ : undefined;

type Listener = () => void;
const listeners = new Set<Listener>();
let lastRaw: string | null | undefined;
let lastUser: User | null = null;

function emit() {
  for (const listener of listeners) listener();
}

/**
 * A stored user is read by its zod contract, in a chunk of its own fetched only where one is
 * stored (`ready()` before the first render), so a signed-out visitor's page carries no zod
 * (ADR 015), unless this very build stored her (below).
 */
let parseStoredUser: ((raw: string) => User | null) | undefined;
let parserLoading: Promise<void> | undefined;
function loadParser(): Promise<void> {
  parserLoading ??= import('./stored-user').then(
    (module) => {
      parseStoredUser = module.parseStoredUser;
    },
    (error: unknown) => {
      parserLoading = undefined;
      throw error;
    },
  );
  return parserLoading;
}

function safeGet(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The stored user as it is, when this build wrote her: every value stored is the server's answer
 * (`setUser`), and the key says it was stored under the same contract as this build's, so there
 * is nothing for zod to check and a signed-in page waits for no 23 KB of it (issue 33). A user
 * stored by another build, or a value that is not even the outline of a user, is read by the
 * contract: undefined here.
 */
function readUnderThisContract(raw: string): User | undefined {
  if (CONTRACT === undefined || safeGet(CONTRACT_KEY) !== CONTRACT) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const { id, email, skills, targetRoles } = value as Record<string, unknown>;
    const outline =
      typeof id === 'string' &&
      typeof email === 'string' &&
      Array.isArray(skills) &&
      Array.isArray(targetRoles);
    return outline ? (value as User) : undefined;
  } catch {
    return undefined;
  }
}

/** Every localStorage key that ends with the user's id (the spec's `bookmarks_{userId}` and such). */
function removeKeysOf(userId: string): void {
  try {
    const keys = Array.from({ length: window.localStorage.length }, (_, i) =>
      window.localStorage.key(i),
    );
    for (const key of keys) if (key?.endsWith(`_${userId}`)) window.localStorage.removeItem(key);
  } catch {
    // Storage disabled: nothing was kept.
  }
}

/**
 * The spec's localStorage `user`: a cache of who is signed in, read on every render.
 * The httpOnly session cookie is the authority; a corrupt or stale value means signed out.
 */
export const sessionStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === USER_KEY) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },

  getUser(): User | null {
    const raw = safeGet(USER_KEY);
    if (raw === lastRaw) return lastUser;
    const trusted = raw ? readUnderThisContract(raw) : undefined;
    if (trusted) {
      lastRaw = raw;
      lastUser = trusted;
      return trusted;
    }
    if (raw && !parseStoredUser) {
      // Stored since this page started (another tab signed in): read it once the check is here.
      loadParser().then(emit, () => undefined);
      return null;
    }
    lastRaw = raw;
    lastUser = raw && parseStoredUser ? parseStoredUser(raw) : null;
    return lastUser;
  },

  /** Resolves when a stored user can be read: at once for a visitor with none stored. */
  ready(): Promise<void> {
    const raw = safeGet(USER_KEY);
    return raw === null || readUnderThisContract(raw) ? Promise.resolve() : loadParser();
  },

  /**
   * The stored user's id, read without her contract (which may still be on its way): enough to
   * start a request early (lib/early-requests.ts), which the server answers only for her session.
   */
  storedUserId(): string | null {
    try {
      const id: unknown = JSON.parse(safeGet(USER_KEY) ?? 'null')?.id;
      return typeof id === 'string' ? id : null;
    } catch {
      return null;
    }
  },

  /** Whether a value is stored at all, parseable or not (a corrupt value still sends the user to /login). */
  hasStoredValue(): boolean {
    return safeGet(USER_KEY) !== null;
  },

  setUser(user: User): void {
    const raw = JSON.stringify(user);
    // The contract first: another tab told of the new user reads her under it.
    if (CONTRACT !== undefined) window.localStorage.setItem(CONTRACT_KEY, CONTRACT);
    window.localStorage.setItem(USER_KEY, raw);
    // The server's own answer: kept as it is, so signing in needs no check to be fetched. The
    // same user stored again (the session's confirmation) keeps its identity, so no effect that
    // depends on her re-runs.
    if (raw !== lastRaw) {
      lastRaw = raw;
      lastUser = user;
    }
    emit();
  },

  /**
   * Drops the cached user. On a deliberate logout (`forget`), everything kept under her id goes
   * too (bookmarks, stored assessment results and drafts), so a shared school computer keeps
   * nothing of hers; an expired session (a 401) keeps them for when she signs back in.
   */
  clear(options: { forget?: boolean } = {}): void {
    const userId = this.getUser()?.id;
    if (options.forget && userId) removeKeysOf(userId);
    this.forgetNewAccount();
    if (safeGet(USER_KEY) === null) return;
    window.localStorage.removeItem(USER_KEY);
    window.localStorage.removeItem(CONTRACT_KEY);
    emit();
  },

  /** The first dashboard after registering greets 'Welcome', not 'Welcome back'. */
  markNewAccount(): void {
    try {
      window.sessionStorage.setItem(NEW_ACCOUNT_KEY, '1');
    } catch {
      // Storage disabled: she is greeted as returning.
    }
  },

  /** Read without using it up: the dashboard may mount more than once on the way in. */
  isNewAccount(): boolean {
    try {
      return window.sessionStorage.getItem(NEW_ACCOUNT_KEY) === '1';
    } catch {
      return false;
    }
  },

  forgetNewAccount(): void {
    try {
      window.sessionStorage.removeItem(NEW_ACCOUNT_KEY);
    } catch {
      // Nothing was stored.
    }
  },

  /** Where to go after signing in; only same-site paths are kept. */
  setRedirect(path: string): void {
    window.localStorage.setItem(REDIRECT_KEY, path);
  },

  takeRedirect(): string | null {
    const value = safeGet(REDIRECT_KEY);
    window.localStorage.removeItem(REDIRECT_KEY);
    return value && value.startsWith('/') && !value.startsWith('//') ? value : null;
  },
};
