import { Badge, type MantineSize } from '@mantine/core';
import { STATUS_LOOK, type RequestStatus } from '../lib/labels';

/** 'En cours', 'Validée', 'Rejetée' or 'Expirée' in its colour (spec section 4). */
export function RequestStatusBadge({ statut, size = 'md' }: { statut: RequestStatus; size?: MantineSize }) {
  const look = STATUS_LOOK[statut];
  return (
    <Badge
      size={size}
      radius="sm"
      variant="light"
      tt="none"
      style={{ flexShrink: 0 }}
      styles={{ root: { backgroundColor: look.background, color: look.color, fontWeight: 600 } }}
    >
      {look.label}
    </Badge>
  );
}
