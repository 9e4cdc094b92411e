import { Tabs } from '@mantine/core';
import { useState, type ReactNode } from 'react';

/**
 * The tabs of a Notifications panel (Entrées / Sorties, or one per fund). Only the open tab's
 * list is mounted, so a panel loads one list at a time. `initialTab` comes from the address
 * (?onglet=…): a link opens the tab that holds what waits.
 */
export function PanelTabs<T extends { value: string; label: string }>({
  tabs,
  initialTab,
  label,
  children,
}: {
  tabs: readonly T[];
  initialTab?: string | null;
  /** What the tabs choose, for screen readers. */
  label: string;
  children: (tab: T) => ReactNode;
}) {
  const [open, setOpen] = useState(tabs.find((t) => t.value === initialTab)?.value ?? tabs[0]!.value);
  return (
    <Tabs value={open} onChange={(value) => value && setOpen(value)}>
      <Tabs.List grow mb="md" style={{ flexWrap: 'nowrap' }} aria-label={label}>
        {tabs.map((t) => (
          <Tabs.Tab key={t.value} value={t.value} fz={{ base: 'sm', xs: 'md' }} px={{ base: 'xs', xs: 'md' }}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Panel key={t.value} value={t.value}>
          {open === t.value ? children(t) : null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
