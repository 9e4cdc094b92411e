import type { ReactNode } from 'react';
import { Badge, type MantineSize } from '@mantine/core';
import type { MemberStatus } from '@quartier/shared';
import { useT } from '@/lib/i18n';

export interface BadgeLook {
  background: string;
  color: string;
}

/** A status in its colour (spec section 4): members' statuses here, requests' in notifications. */
export function ToneBadge({ look, size, children }: { look: BadgeLook; size: MantineSize; children: ReactNode }) {
  return (
    <Badge
      size={size}
      radius="sm"
      variant="light"
      tt="none"
      style={{ flexShrink: 0 }}
      styles={{ root: { backgroundColor: look.background, color: look.color, fontWeight: 600 } }}
    >
      {children}
    </Badge>
  );
}

/** Member status colours (spec section 4): Actif green, Suspendu / En Attente yellow, Inactif red. */
const LOOK: Record<MemberStatus, BadgeLook> = {
  Actif: { background: 'var(--mantine-color-green-1)', color: '#1b5e20' },
  Suspendu: { background: 'var(--mantine-color-yellow-2)', color: '#5c4300' },
  'En Attente': { background: 'var(--mantine-color-yellow-2)', color: '#5c4300' },
  Inactif: { background: 'var(--mantine-color-red-1)', color: '#9b1111' },
};

export function StatusBadge({ statut, size = 'lg' }: { statut: MemberStatus; size?: MantineSize }) {
  const t = useT();
  return (
    <ToneBadge look={LOOK[statut]} size={size}>
      {t.memberStatus[statut]}
    </ToneBadge>
  );
}
