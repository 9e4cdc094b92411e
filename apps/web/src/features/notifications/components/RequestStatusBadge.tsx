import type { MantineSize } from '@mantine/core';
import { ToneBadge } from '@/components/StatusBadge';
import { useMessages } from '../i18n';
import { STATUS_LOOK, type RequestStatus } from '../lib/labels';

/** 'En cours', 'Validée', 'Rejetée' or 'Expirée' in its colour (spec section 4). */
export function RequestStatusBadge({ statut, size = 'md' }: { statut: RequestStatus; size?: MantineSize }) {
  const look = STATUS_LOOK[statut];
  const m = useMessages();
  return (
    <ToneBadge look={look} size={size}>
      {m.status[statut]}
    </ToneBadge>
  );
}
