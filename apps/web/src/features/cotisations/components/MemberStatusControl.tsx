import { Box, ColorSwatch, Group, Menu, UnstyledButton } from '@mantine/core';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { SETTABLE_STATUSES, type Member, type MemberStatus } from '@quartier/shared';
import { LazyTooltip } from '@/components/LazyTooltip';
import { StatusBadge } from '@/components/StatusBadge';
import { fullName } from '@/lib/format';
import { memberStatusLabel } from '@/lib/i18n';
import { useMessages } from '../i18n/members';
import type { SettableStatus } from '../api/update-member-status';
import { statusLockReason, type InscriptionsAccess } from '../lib/access';

const DOT: Record<MemberStatus, string> = {
  Actif: 'var(--mantine-color-green-6)',
  Suspendu: 'var(--mantine-color-yellow-5)',
  'En Attente': 'var(--mantine-color-yellow-5)',
  Inactif: 'var(--mantine-color-red-6)',
};

interface MemberStatusControlProps {
  member: Member;
  access: InscriptionsAccess;
  onChange: (member: Member, statut: SettableStatus) => void;
  size?: 'sm' | 'md' | 'lg';
}

/**
 * The coloured status badge (Actif green, Suspendu / En Attente yellow, Inactif red). For staff
 * who may change it, the badge opens a menu of the statuses they can set.
 */
export function MemberStatusControl({ member, access, onChange, size = 'md' }: MemberStatusControlProps) {
  const m = useMessages().status;
  const badge = <StatusBadge statut={member.statut} size={size} />;
  if (!access.canChangeStatus) return badge;

  const lock = statusLockReason(member, access);
  if (lock) {
    return (
      <LazyTooltip label={lock} multiline w={240} withArrow onTouch>
        <Box component="span" tabIndex={0} style={{ display: 'inline-flex', borderRadius: 4 }}>
          {badge}
        </Box>
      </LazyTooltip>
    );
  }

  return (
    <Menu position="bottom-start" withArrow shadow="md" width={200}>
      <Menu.Target>
        <UnstyledButton
          aria-label={m.control(fullName(member), memberStatusLabel(member.statut))}
          className="tap-target"
          style={{ borderRadius: 4 }}
        >
          <Group gap={4} wrap="nowrap">
            {badge}
            <IconChevronDown size={16} aria-hidden color="var(--mantine-color-gray-7)" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{m.change}</Menu.Label>
        {SETTABLE_STATUSES.map((statut) => {
          const current = statut === member.statut;
          return (
            <Menu.Item
              key={statut}
              disabled={current}
              leftSection={<ColorSwatch color={DOT[statut]} size={12} withShadow={false} aria-hidden />}
              rightSection={current ? <IconCheck size={16} aria-hidden /> : null}
              onClick={() => onChange(member, statut)}
            >
              {memberStatusLabel(statut)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
