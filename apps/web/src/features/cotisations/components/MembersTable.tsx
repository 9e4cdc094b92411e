import { Anchor, Avatar, Group, Stack, Table, Text } from '@mantine/core';
import { formatPhone, initials } from '@/lib/format';
import { roleLabel } from '@/lib/i18n';
import { useMessages } from '../i18n/members';
import { MemberActions } from './MemberActions';
import type { MemberListProps } from './member-list-props';
import { MemberStatusControl } from './MemberStatusControl';
import { SolidaritySwitch } from './SolidaritySwitch';

/** A number to call (a link, not a word to translate). */
const telLink = (phone: string) => `tel:${phone}`;

/**
 * The member table of wide screens. A Membre never reads other members' numbers (rulings R4):
 * the phone column is not shown to her.
 */
export function MembersTable({ members, access, onView, onEdit, onStatusChange, onSolidarityToggle }: MemberListProps) {
  const m = useMessages();
  const showPhones = access.staff;
  return (
    <Table.ScrollContainer minWidth={showPhones ? 860 : 720} type="native">
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover striped="even" stripedColor="gray.0">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{m.list.member}</Table.Th>
            <Table.Th scope="col">{m.list.sex}</Table.Th>
            {showPhones ? <Table.Th scope="col">{m.list.phone}</Table.Th> : null}
            <Table.Th scope="col">{m.list.bloc}</Table.Th>
            <Table.Th scope="col">{m.list.status}</Table.Th>
            <Table.Th scope="col">{m.solidarity.label}</Table.Th>
            <Table.Th scope="col" ta="right">
              {m.list.actions}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Avatar color="quartier" radius="xl" size={36} aria-hidden>
                    {initials(member.nom, member.prenom)}
                  </Avatar>
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm" lineClamp={1}>
                      {member.nom} {member.prenom}
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {roleLabel(member.Role.code, member.Role.nom)}
                    </Text>
                  </Stack>
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{m.sex[member.sexe]}</Text>
              </Table.Td>
              {showPhones ? (
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {member.telephone ? (
                    <Anchor href={telLink(member.telephone)} size="sm" c="var(--mantine-color-text)" underline="hover">
                      {formatPhone(member.telephone)}
                    </Anchor>
                  ) : (
                    <Text size="sm" c="dimmed">
                      —
                    </Text>
                  )}
                </Table.Td>
              ) : null}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{member.bloc}</Text>
              </Table.Td>
              <Table.Td>
                <MemberStatusControl member={member} access={access} onChange={onStatusChange} />
              </Table.Td>
              <Table.Td>
                <SolidaritySwitch member={member} editable={access.canToggleSolidarity} onToggle={onSolidarityToggle} />
              </Table.Td>
              <Table.Td>
                <MemberActions member={member} canEdit={access.canEdit} onView={onView} onEdit={onEdit} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
