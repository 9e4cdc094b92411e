import { Box, ColorSwatch, Group, Menu, UnstyledButton } from '@mantine/core';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import {
  useRef,
  useState,
  type ComponentPropsWithRef,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { SETTABLE_STATUSES, type Member, type MemberStatus } from '@quartier/shared';
import { LazyTooltip } from '@/components/LazyTooltip';
import { StatusBadge } from '@/components/StatusBadge';
import { useOpenOnMount } from '@/components/use-open-on-mount';
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
 * who may change it, the badge opens a menu of the statuses they can set. The menu is mounted by
 * the first tap on the badge: a page of members hydrates without a floating element per row.
 */
export function MemberStatusControl({ member, access, onChange, size = 'md' }: MemberStatusControlProps) {
  const m = useMessages().status;
  const [menuWanted, setMenuWanted] = useState(false);
  const [opened, setOpened] = useState(false);
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

  const label = m.control(fullName(member), memberStatusLabel(member.statut));
  if (!menuWanted)
    return (
      <StatusButton label={label} aria-haspopup="menu" aria-expanded={false} onClick={() => setMenuWanted(true)}>
        {badge}
      </StatusButton>
    );
  return (
    <StatusMenu member={member} label={label} opened={opened} onOpenedChange={setOpened} onChange={onChange}>
      {badge}
    </StatusMenu>
  );
}

/** The badge's button: the menu's target, or its stand-in until the first tap. */
function StatusButton({
  label,
  children,
  ...rest
}: { label: string; children: ReactNode } & ComponentPropsWithRef<'button'>) {
  return (
    <UnstyledButton
      {...rest}
      className={rest.className ? `tap-target ${rest.className}` : 'tap-target'}
      aria-label={label}
      style={{ borderRadius: 4 }}
    >
      <Group gap={4} wrap="nowrap">
        {children}
        <IconChevronDown size={16} aria-hidden color="var(--mantine-color-gray-7)" />
      </Group>
    </UnstyledButton>
  );
}

interface StatusMenuProps {
  member: Member;
  label: string;
  opened: boolean;
  onOpenedChange: Dispatch<SetStateAction<boolean>>;
  onChange: (member: Member, statut: SettableStatus) => void;
  children: ReactNode;
}

function StatusMenu({ member, label, opened, onOpenedChange, onChange, children }: StatusMenuProps) {
  const m = useMessages().status;
  const target = useRef<HTMLButtonElement>(null);
  useOpenOnMount(target, onOpenedChange);
  return (
    <Menu opened={opened} onChange={onOpenedChange} position="bottom-start" withArrow shadow="md" width={200}>
      <Menu.Target>
        <StatusButton ref={target} label={label}>
          {children}
        </StatusButton>
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
