import { useCallback, useState } from 'react';

/**
 * A dialog about one thing (a member, a change to confirm): the thing is kept while the dialog
 * closes, so its closing animation still shows it rather than an empty box.
 */
export function useHeldDialog<T>() {
  const [value, setValue] = useState<T | null>(null);
  const [opened, setOpened] = useState(false);
  const open = useCallback((next: T) => {
    setValue(next);
    setOpened(true);
  }, []);
  const close = useCallback(() => setOpened(false), []);
  return { value, opened, open, close };
}
