import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readBookmarkCache, writeBookmarkCache } from '@/client/features/jobs/lib/bookmark-cache';
import {
  markCheckoutStarted,
  takeCheckoutMarker,
} from '@/client/features/checkout/lib/checkout-marker';
import {
  readDraft,
  readResults,
  saveDraft,
} from '@/client/features/assessments/lib/results-storage';

/** A Web Storage in memory: what localStorage and sessionStorage hold for these readers. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

let local: Storage;
let session: Storage;
beforeEach(() => {
  local = memoryStorage();
  session = memoryStorage();
  vi.stubGlobal('window', { localStorage: local, sessionStorage: session });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the bookmark list kept on this device', () => {
  it('reads back the ids it wrote', () => {
    writeBookmarkCache('u1', ['job-1', 'job-2']);
    expect(readBookmarkCache('u1')).toEqual(['job-1', 'job-2']);
    expect(readBookmarkCache('u2')).toBeUndefined();
  });

  it('counts anything but a list of ids as no list', () => {
    for (const stored of ['{"ids": []}', '["job-1", 2]', '"job-1"', 'null', '[broken']) {
      local.setItem('bookmarks_u1', stored);
      expect(readBookmarkCache('u1'), stored).toBeUndefined();
    }
    local.setItem('bookmarks_u1', '[]');
    expect(readBookmarkCache('u1')).toEqual([]);
  });
});

describe('the marker of a checkout this tab started', () => {
  const now = Date.UTC(2026, 10, 28, 12);

  it('proves a checkout started in the last day, once', () => {
    markCheckoutStarted(6, now - 60_000);
    expect(takeCheckoutMarker(now)).toBe(true);
    expect(takeCheckoutMarker(now)).toBe(false);
  });

  it('proves nothing when it is older than a day, from the future, or not a marker', () => {
    markCheckoutStarted(6, now - 25 * 3_600_000);
    expect(takeCheckoutMarker(now)).toBe(false);
    markCheckoutStarted(6, now + 60_000);
    expect(takeCheckoutMarker(now)).toBe(false);
    for (const stored of [
      '{"courseId": "6", "at": 1}',
      `{"courseId": 6}`,
      `{"at": ${now}}`,
      'null',
      '[6]',
      '{broken',
    ]) {
      session.setItem('c2c:checkout-started', stored);
      expect(takeCheckoutMarker(now), stored).toBe(false);
      expect(session.getItem('c2c:checkout-started')).toBeNull();
    }
  });
});

describe('assessment results and drafts kept on this device', () => {
  const resultsKey = 'assessmentResults_customer_success_u1';

  it('reads stored results by their score and feedback, and anything else as unreadable', () => {
    expect(readResults('customer-success', 'u1')).toBeUndefined();
    local.setItem(resultsKey, JSON.stringify({ score: 80, feedback: [{ id: 'q1' }], at: 'x' }));
    expect(readResults('customer-success', 'u1')).toEqual({ score: 80, feedback: [{ id: 'q1' }] });
    for (const stored of ['{"score": "80", "feedback": []}', '{"score": 80}', '[]', '{broken']) {
      local.setItem(resultsKey, stored);
      expect(readResults('customer-success', 'u1'), stored).toBeNull();
    }
  });

  it('keeps only answers to questions that still exist, and nothing from a broken draft', () => {
    saveDraft('sales', 'u1', { q1: 2, q2: 'text', gone: 1 });
    expect(readDraft('sales', 'u1', ['q1', 'q2'])).toEqual({ q1: 2, q2: 'text' });
    local.setItem('assessmentDraft_sales_u1', '{"q1": {"nested": true}, "q2": 1}');
    expect(readDraft('sales', 'u1', ['q1', 'q2'])).toEqual({ q2: 1 });
    for (const stored of ['[1, 2]', '"q1"', '{broken']) {
      local.setItem('assessmentDraft_sales_u1', stored);
      expect(readDraft('sales', 'u1', ['0', 'q1']), stored).toEqual({});
    }
  });
});
