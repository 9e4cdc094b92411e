import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useMemberName, useMemberSearch } from '../api/search-members';
import { JOURNAL_TEXTS as T } from '../lib/texts';

const nameOf = (member: { nom: string; prenom: string }) => `${member.prenom} ${member.nom}`;

/** A member found by the server as one types (a large association has too many for one list). */
export function MemberFilter({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim().slice(0, 100), 250);
  const [picked, setPicked] = useState<{ id: number; label: string } | null>(null);
  const pickedLabel = picked && picked.id === value ? picked.label : null;
  // Once a member is chosen, her name is in the box: list everybody again when it is reopened.
  const q = pickedLabel && debounced === pickedLabel ? '' : debounced;
  const found = useMemberSearch(q);
  const inList = found.data?.members.find((m) => m.id === value);
  const named = useMemberName(value, Boolean(pickedLabel || inList));

  const data = useMemo(() => {
    const options = new Map<string, string>();
    for (const member of found.data?.members ?? []) options.set(String(member.id), nameOf(member));
    if (value !== null && !options.has(String(value))) {
      const label = pickedLabel ?? (named.data ? nameOf(named.data.membre) : `Membre n°${value}`);
      options.set(String(value), label);
    }
    return [...options].map(([id, label]) => ({ value: id, label }));
  }, [found.data, value, pickedLabel, named.data]);

  return (
    <Select
      size="md"
      label={label}
      placeholder={placeholder}
      searchable
      clearable
      data={data}
      value={value === null ? null : String(value)}
      onChange={(id, option) => {
        setPicked(id && option ? { id: Number(id), label: option.label } : null);
        onChange(id ? Number(id) : null);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has already searched: show what it found, in its order.
      filter={({ options }) => options}
      nothingFoundMessage={found.isFetching ? T.searching : T.noMemberFound}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
