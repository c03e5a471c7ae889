import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** A greeting read at a glance ("Login successful"): it closes sooner, so it does not sit over the page it opens. */
  brief?: boolean;
}

export interface ToastEntry extends ToastOptions {
  id: number;
  open: boolean;
}

// docs/product/constants.md: one notification at a time, so the store holds a single entry and a new toast
// replaces the old one. A module-level store lets code outside React (mutation callbacks) notify.
let current: ToastEntry | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): ToastEntry | null {
  return current;
}

/** Shows a notification, replacing any visible one. Returns its id. */
export function toast(options: ToastOptions): number {
  const id = nextId++;
  current = { variant: 'default', ...options, id, open: true };
  emit();
  return id;
}

/** Closes the notification (the given one only, if an id is passed). */
export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = { ...current, open: false };
  emit();
}

export function useToast() {
  const entry = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toast, dismiss: dismissToast, current: entry };
}
