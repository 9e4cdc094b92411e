import { useCallback, useRef, useState } from 'react';

/**
 * One sending at a time for a form whose check first loads its schema (the login page, the
 * forgotten password: zod stays out of their first view). `start` says whether this tap sends:
 * taps in one burst, before React has drawn the button busy, get `false` (a second login checks
 * the password again, a second forgotten-password request spends one of the number's three codes
 * an hour). `checking` is true from `start` until `checked` (the schema loaded) or `finish` (the
 * sending over, or given up), which lets the next tap send.
 */
export function useSendOnce() {
  const sending = useRef(false);
  const [checking, setChecking] = useState(false);
  const start = useCallback(() => {
    if (sending.current) return false;
    sending.current = true;
    setChecking(true);
    return true;
  }, []);
  const checked = useCallback(() => setChecking(false), []);
  const finish = useCallback(() => {
    sending.current = false;
    setChecking(false);
  }, []);
  return { checking, start, checked, finish };
}
