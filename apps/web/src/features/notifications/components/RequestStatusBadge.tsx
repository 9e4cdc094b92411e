import type { MantineSize } from '@mantine/core';
import { ToneBadge } from '@/components/StatusBadge';
import { STATUS_LOOK, type RequestStatus } from '../lib/labels';

/** 'En cours', 'Validée', 'Rejetée' or 'Expirée' in its colour (spec section 4). */
export function RequestStatusBadge({ statut, size = 'md' }: { statut: RequestStatus; size?: MantineSize }) {
  const look = STATUS_LOOK[statut];
  return (
    <ToneBadge look={look} size={size}>
      {look.label}
    </ToneBadge>
  );
}
