import { Button, Group, Stack, Textarea } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useMessages } from '../i18n';

export interface DecisionActionsProps {
  onValidate: () => void;
  /** 'Valider le refus': the list asks for confirmation, then rejects with this reason. */
  onReject: (motif: string) => void;
  /** Which decision of this card is being sent. */
  pending: 'Valide' | 'Rejetee' | null;
  /** Another card's decision is being sent: wait for it. */
  disabled?: boolean;
}

const MOTIF_MAX_LENGTH = 500;
/** Side by side when both labels fit, one under the other otherwise (phones, half-width cards). */
const BUTTON_STYLE = { flex: '1 1 260px' } as const;

/**
 * The actions of an actionable request card (spec 'Notifications' > Request card): validate, or
 * reject with an optional reason. 'Non, je rejette cette requête' reveals the reason box and the
 * buttons become 'Annuler le refus' and 'Valider le refus'.
 */
export function DecisionActions({ onValidate, onReject, pending, disabled = false }: DecisionActionsProps) {
  const m = useMessages().decision;
  const [rejecting, setRejecting] = useState(false);
  const [motif, setMotif] = useState('');
  const busy = pending !== null || disabled;
  const motifId = `${useId()}-motif`;

  if (rejecting) {
    return (
      <Stack gap="sm">
        <Textarea
          id={motifId}
          label={m.reasonLabel}
          description={m.reasonHelp}
          placeholder={m.reasonPlaceholder}
          value={motif}
          onChange={(event) => setMotif(event.currentTarget.value)}
          maxLength={MOTIF_MAX_LENGTH}
          autosize
          minRows={2}
          maxRows={6}
          size="md"
          autoFocus
          disabled={busy}
        />
        <Group gap="sm">
          <Button
            style={BUTTON_STYLE}
            variant="default"
            onClick={() => {
              setRejecting(false);
              setMotif('');
            }}
            disabled={busy}
          >
            {m.cancelRejection}
          </Button>
          <Button
            style={BUTTON_STYLE}
            color="red.8"
            onClick={() => onReject(motif.trim())}
            loading={pending === 'Rejetee'}
            disabled={disabled}
          >
            {m.confirmRejection}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Group gap="sm">
      <Button
        style={BUTTON_STYLE}
        leftSection={<IconCheck size={18} aria-hidden />}
        onClick={onValidate}
        loading={pending === 'Valide'}
        disabled={busy && pending !== 'Valide'}
      >
        {m.validate}
      </Button>
      <Button
        style={BUTTON_STYLE}
        variant="outline"
        color="red.8"
        leftSection={<IconX size={18} aria-hidden />}
        onClick={() => setRejecting(true)}
        disabled={busy}
      >
        {m.reject}
      </Button>
    </Group>
  );
}
