import { useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS } from '@/shared/constants';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
  duration: number;
}

/** Spec §9: at most one toast at a time; a dismissed toast is dropped after this delay. */
const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function set(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: number) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      set(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function toast(input: {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
}) {
  const item: ToastItem = {
    id: nextId++,
    title: input.title,
    variant: input.variant ?? 'default',
    open: true,
    duration: input.duration ?? TOAST_DURATION_MS,
    ...(input.description ? { description: input.description } : {}),
  };
  set([item, ...toasts].slice(0, TOAST_LIMIT));
  return item.id;
}

export function dismissToast(id: number) {
  set(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  scheduleRemoval(id);
}

/** The toasts currently held (at most TOAST_LIMIT). */
export const getToasts = (): ToastItem[] => toasts;

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}
