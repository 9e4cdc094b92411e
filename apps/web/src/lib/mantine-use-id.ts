import { useId as useReactId } from 'react';

/**
 * Mantine's useId (@mantine/hooks), as the build puts it in place of the package's own
 * (vite.config.ts, stableMantineIds): the id React gives, the same on the server and at
 * hydration. Mantine's draws it too, then replaces it with a random one in a layout effect: on a
 * page the server wrote, every input, switch and menu was drawn again, synchronously, inside the
 * hydration's commit (Inscriptions: one task of 90 ms, 350 ms on a phone four times slower).
 * React's id is unique within the app's one root: nothing needs another.
 */
export function useMantineId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
