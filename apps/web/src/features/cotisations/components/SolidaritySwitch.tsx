import { Switch } from '@mantine/core';
import type { Member } from '@quartier/shared';
import { fullName } from '@/lib/format';
import { hasSolidarity } from '../lib/members';

interface SolidaritySwitchProps {
  member: Member;
  /** Staff switch it; a Membre only reads it. */
  editable: boolean;
  onToggle: (member: Member, actif: boolean) => void;
  /** Shows the words next to the toggle (cards on phones). */
  withLabel?: boolean;
}

/** Subscription to the solidarity fund (CotisationId 1, statut Actif) as a toggle. */
export function SolidaritySwitch({ member, editable, onToggle, withLabel = false }: SolidaritySwitchProps) {
  const checked = hasSolidarity(member);
  return (
    <Switch
      checked={checked}
      onChange={(event) => onToggle(member, event.currentTarget.checked)}
      disabled={!editable}
      label={withLabel ? 'Fond de solidarité' : undefined}
      aria-label={`Fond de solidarité de ${fullName(member)}`}
      size="md"
      styles={
        editable
          ? { track: { cursor: 'pointer' }, label: { cursor: 'pointer' } }
          : {
              // Read-only for a Membre: the state stays legible (a disabled switch is all grey).
              track: checked
                ? { backgroundColor: 'var(--mantine-color-quartier-1)', borderColor: 'var(--mantine-color-quartier-5)' }
                : { backgroundColor: 'var(--mantine-color-gray-1)', borderColor: 'var(--mantine-color-gray-4)' },
              thumb: checked
                ? { backgroundColor: 'var(--mantine-color-quartier-7)', borderColor: 'var(--mantine-color-quartier-7)' }
                : { backgroundColor: 'var(--mantine-color-gray-5)', borderColor: 'var(--mantine-color-gray-5)' },
              label: { color: 'var(--mantine-color-text)' },
            }
      }
    />
  );
}
