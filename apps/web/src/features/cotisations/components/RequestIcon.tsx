import { ActionIcon } from '@mantine/core';
import { IconFilePencil, IconLoader2, IconPencil } from '@tabler/icons-react';
import { LazyTooltip } from '@/components/LazyTooltip';
import { useMessages } from '../i18n/ledger';
import type { RequestState } from '../lib/fund';

interface RequestIconProps {
  state: RequestState;
  /** 'Modifier la cotisation' or 'Modifier la sortie'. */
  editLabel: string;
  /** Said by the tooltip: the line it acts on, the last decision. */
  detail?: string;
  onRequest: () => void;
  onPending: () => void;
  onEdit: () => void;
  size?: 'md' | 'lg';
}

/**
 * The Secrétaire's icon on a line (spec section 4): a file to ask for a modification (no
 * request, or the last one rejected or expired), a loading icon while the Président has not
 * decided, a pencil once the request is validated (30 minutes).
 */
export function RequestIcon({ state, editLabel, detail, onRequest, onPending, onEdit, size = 'lg' }: RequestIconProps) {
  const m = useMessages();
  const look =
    state === 'open'
      ? {
          label: editLabel,
          color: 'quartier',
          icon: <IconPencil size={size === 'md' ? 18 : 20} aria-hidden />,
          onClick: onEdit,
        }
      : state === 'pending'
        ? {
            label: m.requests.pending,
            color: 'orange',
            icon: <IconLoader2 size={size === 'md' ? 18 : 20} aria-hidden />,
            onClick: onPending,
          }
        : {
            label: m.requests.ask,
            color: 'gray',
            icon: <IconFilePencil size={size === 'md' ? 18 : 20} aria-hidden />,
            onClick: onRequest,
          };
  return (
    <LazyTooltip label={detail ? `${look.label} · ${detail}` : look.label} withArrow multiline maw={260}>
      <ActionIcon
        variant={state === 'open' ? 'filled' : 'light'}
        color={look.color}
        size={size}
        aria-label={look.label}
        data-request-state={state}
        onClick={look.onClick}
      >
        {look.icon}
      </ActionIcon>
    </LazyTooltip>
  );
}
