import { Badge, CloseButton, Group, Input, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useMemberName, useMemberSearch } from '../api/search-members';
import { useMessages } from '../i18n';

const nameOf = (member: { nom: string; prenom: string }) => `${member.prenom} ${member.nom}`;
/** Suggestions shown under the box: enough to find someone by a few letters on a phone. */
const SHOWN = 6;

/**
 * A member found by the server as one types (a large association has too many for one list).
 * The suggestions sit in the page under the box, not in a floating list: the journal's chunk
 * stays free of the overlay code (positioning, portals) the pages that need it share.
 */
export function MemberFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const T = useMessages();
  const listId = useId();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<{ id: number; label: string } | null>(null);
  const [debounced] = useDebouncedValue(search.trim().slice(0, 100), 250);
  const found = useMemberSearch(debounced, value === null && debounced !== '');
  const pickedLabel = picked && picked.id === value ? picked.label : null;
  const named = useMemberName(value, pickedLabel !== null);

  if (value !== null) {
    const shown = pickedLabel ?? (named.data ? nameOf(named.data.membre) : T.memberNumber(value));
    return (
      <Stack gap={4}>
        <Input.Label size="md" component="span">
          {label}
        </Input.Label>
        <Group gap={4} wrap="nowrap" mih={42} align="center">
          <Badge size="lg" variant="light" tt="none" style={{ maxWidth: '100%' }} data-testid="journal-member-chosen">
            {shown}
          </Badge>
          <CloseButton
            aria-label={T.removeMember(label, shown)}
            onClick={() => {
              setPicked(null);
              setSearch('');
              onChange(null);
            }}
          />
        </Group>
      </Stack>
    );
  }

  const members = debounced ? (found.data?.members ?? []).slice(0, SHOWN) : [];
  return (
    <Stack gap={4}>
      <TextInput
        size="md"
        label={label}
        placeholder={T.memberPlaceholder}
        leftSection={<IconSearch size={18} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        aria-controls={listId}
        autoComplete="off"
      />
      {debounced ? (
        <Paper withBorder radius="sm" id={listId} role="list" aria-label={T.membersFound(label)}>
          {members.length === 0 ? (
            <Text size="sm" c="dimmed" p="xs">
              {found.isFetching ? T.searching : T.noMemberFound}
            </Text>
          ) : (
            members.map((member) => (
              <UnstyledButton
                key={member.id}
                role="listitem"
                display="block"
                w="100%"
                px="xs"
                py={8}
                // A finger's width on a phone (44 px), like every control of the app.
                mih={44}
                onClick={() => {
                  setPicked({ id: member.id, label: nameOf(member) });
                  onChange(member.id);
                }}
              >
                <Text size="sm">
                  {nameOf(member)}{' '}
                  <Text span size="xs" c="dimmed">
                    {member.bloc}
                  </Text>
                </Text>
              </UnstyledButton>
            ))
          )}
        </Paper>
      ) : null}
    </Stack>
  );
}
