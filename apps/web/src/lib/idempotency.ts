import { useRef } from 'react';

/** A fresh key for one submitted form (the server records a retried request once). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The Idempotency-Key of a form's writes: the same content sent again (a second tap, a retry
 * after an answer lost on a bad network) keeps its key, so the server records it once; changed
 * content gets a new key. `done()` after a success: the next send is a new write.
 */
export function useIdempotencyKey() {
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  return {
    keyFor(body: unknown): string {
      const fingerprint = JSON.stringify(body);
      if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, key: newIdempotencyKey() };
      return attempt.current.key;
    },
    done() {
      attempt.current = null;
    },
  };
}
