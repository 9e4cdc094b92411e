import { Anchor, Avatar, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { IconGenderFemale, IconGenderMale, IconHome, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatPhone, fullName, initials } from '@/lib/format';
import { roleLabel } from '@/lib/i18n';
import { useMessages } from '../i18n/members';
import { MemberActions } from './MemberActions';
import type { MemberListProps } from './member-list-props';
import { MemberStatusControl } from './MemberStatusControl';
import { SolidaritySwitch } from './SolidaritySwitch';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      {icon}
      <Text size="sm">{children}</Text>
    </Group>
  );
}

/** A number to call (a link, not a word to translate). */
const telLink = (phone: string) => `tel:${phone}`;

const ICON = { size: 16, stroke: 1.8, 'aria-hidden': true, color: 'var(--mantine-color-gray-7)' } as const;

/** Phones: one card per member instead of a table, so the page never scrolls sideways. */
export function MemberCards({ members, access, onView, onEdit, onStatusChange, onSolidarityToggle }: MemberListProps) {
  const m = useMessages();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={m.list.members}>
      {members.map((member) => (
        <Paper key={member.id} component="li" withBorder radius="md" p="md" aria-label={fullName(member)}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <Avatar color="quartier" radius="xl" size={40} aria-hidden>
                {initials(member.nom, member.prenom)}
              </Avatar>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={700} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                  {member.nom} {member.prenom}
                </Text>
                <Text size="sm" c="dimmed">
                  {roleLabel(member.Role.code, member.Role.nom)}
                </Text>
              </Stack>
            </Group>
            <MemberStatusControl member={member} access={access} onChange={onStatusChange} size="lg" />
          </Group>

          <Group gap="lg" mt="sm" style={{ rowGap: 6 }}>
            <Fact icon={<IconHome {...ICON} />}>{member.bloc}</Fact>
            <Fact icon={member.sexe === 'F' ? <IconGenderFemale {...ICON} /> : <IconGenderMale {...ICON} />}>
              {m.sex[member.sexe]}
            </Fact>
            {access.staff && member.telephone ? (
              <Fact icon={<IconPhone {...ICON} />}>
                <Anchor
                  className="tap-target"
                  href={telLink(member.telephone)}
                  c="var(--mantine-color-text)"
                  underline="always"
                  inherit
                >
                  {formatPhone(member.telephone)}
                </Anchor>
              </Fact>
            ) : null}
          </Group>

          <Divider my="sm" />
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <SolidaritySwitch
              member={member}
              editable={access.canToggleSolidarity}
              onToggle={onSolidarityToggle}
              withLabel
            />
            <MemberActions member={member} canEdit={access.canEdit} onView={onView} onEdit={onEdit} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
