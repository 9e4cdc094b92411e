import { Switch } from '@mantine/core';
import type { Member } from '@quartier/shared';
import { fullName } from '@/lib/format';
import { useMessages } from '../i18n/members';
import { hasSolidarity } from '../lib/members';

interface SolidaritySwitchProps {
  member: Member;
  /** The Secrétaire switches it (after a confirmation); everyone else only reads it. */
  editable: boolean;
  onToggle: (member: Member, actif: boolean) => void;
  /** Shows the words next to the toggle (cards on phones). */
  withLabel?: boolean;
}

/** The words next to the toggle make a 44 px tall target for a finger (WCAG 2.5.5); the track stays level with them. */
const TAP_LABEL = { minHeight: 44, display: 'flex', alignItems: 'center' } as const;
const TRACK_BESIDE_TAP_LABEL = { marginTop: 10 } as const;

/** Subscription to the solidarity fund (CotisationId 1, statut Actif) as a toggle; the change is asked, then confirmed. */
export function SolidaritySwitch({ member, editable, onToggle, withLabel = false }: SolidaritySwitchProps) {
  const m = useMessages().solidarity;
  const checked = hasSolidarity(member);
  const level = withLabel ? TRACK_BESIDE_TAP_LABEL : {};
  return (
    <Switch
      checked={checked}
      onChange={(event) => onToggle(member, event.currentTarget.checked)}
      disabled={!editable}
      label={withLabel ? m.label : undefined}
      wrapperProps={editable ? undefined : { title: m.locked }}
      aria-label={m.of(fullName(member))}
      size="md"
      styles={
        editable
          ? { track: { cursor: 'pointer', ...level }, label: { cursor: 'pointer', ...TAP_LABEL } }
          : {
              // Read-only for a Membre: the state stays legible (a disabled switch is all grey).
              track: {
                ...level,
                ...(checked
                  ? {
                      backgroundColor: 'var(--mantine-color-quartier-1)',
                      borderColor: 'var(--mantine-color-quartier-5)',
                    }
                  : { backgroundColor: 'var(--mantine-color-gray-1)', borderColor: 'var(--mantine-color-gray-4)' }),
              },
              thumb: checked
                ? { backgroundColor: 'var(--mantine-color-quartier-7)', borderColor: 'var(--mantine-color-quartier-7)' }
                : { backgroundColor: 'var(--mantine-color-gray-5)', borderColor: 'var(--mantine-color-gray-5)' },
              label: { color: 'var(--mantine-color-text)', ...TAP_LABEL },
            }
      }
    />
  );
}
