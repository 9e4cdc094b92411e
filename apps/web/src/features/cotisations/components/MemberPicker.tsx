import { Group, Loader, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import type { Member } from '@quartier/shared';
import { memberStatusLabel } from '@/lib/i18n';
import { useFundMembers } from '../api/get-fund-members';
import { useMessages } from '../i18n/members';
import type { FundCaisse } from '../lib/fund';

export interface PickedMember {
  id: number;
  nom: string;
  prenom: string;
  bloc: string;
}

interface MemberPickerProps {
  caisse: FundCaisse;
  label: string;
  value: PickedMember | null;
  onChange: (member: PickedMember | null) => void;
  error?: string;
  description?: string;
  clearable?: boolean;
  withAsterisk?: boolean;
  autoFocus?: boolean;
}

const label = (member: Pick<PickedMember, 'nom' | 'prenom'>) => `${member.nom} ${member.prenom}`;

/**
 * A member subscribed to the fund, found by the server as one types (GET cotisation/membres/:caisse
 * ?q=…&pageSize=20): the association has too many members for one list.
 */
export function MemberPicker({
  caisse,
  label: fieldLabel,
  value,
  onChange,
  error,
  description,
  clearable,
  withAsterisk,
  autoFocus,
}: MemberPickerProps) {
  const m = useMessages().picker;
  const [search, setSearch] = useState(value ? label(value) : '');
  const [debounced] = useDebouncedValue(search.trim().slice(0, 100), 250);
  // Once a member is picked, her name is in the box: list everybody again when it is reopened.
  const q = value && debounced === label(value) ? '' : debounced;
  const members = useFundMembers(caisse, q);

  const found = members.data?.members;
  const byId = useMemo(() => {
    const map = new Map<string, Member | PickedMember>();
    for (const member of found ?? []) map.set(String(member.id), member);
    if (value) map.set(String(value.id), value);
    return map;
  }, [found, value]);

  const data = [...byId.values()].map((member) => ({ value: String(member.id), label: label(member) }));

  return (
    <Select
      size="md"
      label={fieldLabel}
      placeholder={m.placeholder}
      description={description}
      searchable
      clearable={clearable}
      withAsterisk={withAsterisk}
      autoFocus={autoFocus}
      data={data}
      value={value ? String(value.id) : null}
      onChange={(id) => {
        const member = id ? byId.get(id) : undefined;
        onChange(member ? { id: member.id, nom: member.nom, prenom: member.prenom, bloc: member.bloc } : null);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has already searched: show what it found, in its order.
      filter={({ options }) => options}
      nothingFoundMessage={members.isFetching ? m.searching : m.nothing}
      rightSection={members.isFetching ? <Loader size={16} aria-hidden /> : undefined}
      maxDropdownHeight={280}
      // 'fixed': the form may sit in a full-screen modal (phones), itself fixed.
      comboboxProps={{ withinPortal: true, floatingStrategy: 'fixed' }}
      error={error}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      renderOption={({ option }) => {
        const member = byId.get(option.value);
        return (
          <Group gap="xs" justify="space-between" wrap="nowrap" w="100%">
            <Text size="sm">{option.label}</Text>
            {member ? (
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {member.bloc}
                {'statut' in member && member.statut !== 'Actif' ? ` · ${memberStatusLabel(member.statut)}` : ''}
              </Text>
            ) : null}
          </Group>
        );
      }}
    />
  );
}
