import { Badge, type MantineSize } from '@mantine/core';
import type { MemberStatus } from '@quartier/shared';

/** Member status colours (spec section 4): Actif green, Suspendu / En Attente yellow, Inactif red. */
const LOOK: Record<MemberStatus, { background: string; color: string }> = {
  Actif: { background: 'var(--mantine-color-green-1)', color: '#1b5e20' },
  Suspendu: { background: 'var(--mantine-color-yellow-2)', color: '#5c4300' },
  'En Attente': { background: 'var(--mantine-color-yellow-2)', color: '#5c4300' },
  Inactif: { background: 'var(--mantine-color-red-1)', color: '#9b1111' },
};

export function StatusBadge({ statut, size = 'lg' }: { statut: MemberStatus; size?: MantineSize }) {
  const look = LOOK[statut];
  return (
    <Badge
      size={size}
      radius="sm"
      variant="light"
      tt="none"
      styles={{ root: { backgroundColor: look.background, color: look.color, fontWeight: 600 } }}
    >
      {statut}
    </Badge>
  );
}
