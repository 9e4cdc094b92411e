import { Button, Group, Paper, Stack } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { useNotifications } from '@mantine/notifications';
import { IconDotsVertical, IconFileSpreadsheet, IconPlus, IconX } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { LazyTooltip } from '@/components/LazyTooltip';
import { useMessages } from '../i18n/ledger';
import classes from './floating-actions.module.css';

export interface FundActionsProps {
  /** Why 'Ajouter' is refused (Membre, or a withdrawal for staff who are not officers), or null. */
  addRefusal: string | null;
  exportRefusal: string | null;
  onAdd: () => void;
  onExport: () => void;
  exporting: boolean;
  /** 'Ajouter une cotisation' or 'Demander une sortie': said by the tooltip. */
  addHint: string;
  exportHint: string;
}

interface ActionButtonProps {
  label: string;
  hint: string;
  refusal: string | null;
  icon: ReactNode;
  onClick: () => void;
  loading?: boolean;
  variant?: 'filled' | 'default';
  fullWidth?: boolean;
  position: 'bottom-end' | 'top-end';
}

/**
 * A button that stays visible but greyed out when the role may not use it, with a tooltip
 * saying why (aria-disabled keeps it focusable so the reason can be read, spec section 6).
 */
function ActionButton({
  label,
  hint,
  refusal,
  icon,
  onClick,
  loading,
  variant = 'filled',
  fullWidth,
  position,
}: ActionButtonProps) {
  const allowed = refusal === null;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (!allowed) {
      event.preventDefault();
      return;
    }
    onClick();
  };
  return (
    <LazyTooltip label={refusal ?? hint} multiline w={240} withArrow position={position} onTouch={!allowed}>
      <Button
        onClick={handleClick}
        variant={variant}
        loading={loading}
        fullWidth={fullWidth}
        data-disabled={allowed ? undefined : true}
        aria-disabled={allowed ? undefined : true}
        leftSection={icon}
      >
        {label}
      </Button>
    </LazyTooltip>
  );
}

/** 'Ajouter' and 'Exporter' in the header (wide screens). */
export function FundActions({
  addRefusal,
  exportRefusal,
  onAdd,
  onExport,
  exporting,
  addHint,
  exportHint,
}: FundActionsProps) {
  const m = useMessages();
  return (
    <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
      <ActionButton
        label={m.actions.export}
        hint={exportHint}
        refusal={exportRefusal}
        icon={<IconFileSpreadsheet size={20} aria-hidden />}
        onClick={onExport}
        loading={exporting}
        variant="default"
        position="bottom-end"
      />
      <ActionButton
        label={m.actions.add}
        hint={addHint}
        refusal={addRefusal}
        icon={<IconPlus size={20} aria-hidden />}
        onClick={onAdd}
        position="bottom-end"
      />
    </Group>
  );
}

/**
 * Phones: the two buttons collapse into a floating toggle at the bottom right (spec 'On small
 * screens the buttons collapse into a floating toggle'). It steps aside while a toast is shown.
 */
export function FloatingFundActions(props: FundActionsProps) {
  const m = useMessages();
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const toastShown = useNotifications().notifications.length > 0;
  const ref = useClickOutside(() => setOpened(false));

  useEffect(() => {
    if (toastShown) setOpened(false);
  }, [toastShown]);

  const toggleRef = useRef<HTMLButtonElement>(null);
  // The panel closes as its action runs: the focus moves to the toggle first, so that the form
  // the action opens gives it back there, not to a button that is gone.
  const run = (action: () => void) => () => {
    toggleRef.current?.focus({ preventScroll: true });
    setOpened(false);
    action();
  };

  return (
    <div
      ref={ref}
      className={classes.floating}
      data-hidden={toastShown || undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpened(false);
      }}
    >
      <Button
        ref={toggleRef}
        className={classes.raised}
        size="lg"
        radius="xl"
        loading={props.exporting}
        aria-expanded={opened}
        aria-controls={opened ? panelId : undefined}
        onClick={() => setOpened((value) => !value)}
        leftSection={opened ? <IconX size={22} aria-hidden /> : <IconDotsVertical size={22} aria-hidden />}
      >
        {m.actions.actions}
      </Button>
      {opened ? (
        <Paper
          id={panelId}
          className={classes.panel}
          shadow="lg"
          radius="md"
          p="sm"
          withBorder
          role="group"
          aria-label={m.actions.pageActions}
        >
          <Stack gap="xs">
            <ActionButton
              label={m.actions.add}
              hint={props.addHint}
              refusal={props.addRefusal}
              icon={<IconPlus size={20} aria-hidden />}
              onClick={run(props.onAdd)}
              fullWidth
              position="top-end"
            />
            <ActionButton
              label={m.actions.export}
              hint={props.exportHint}
              refusal={props.exportRefusal}
              icon={<IconFileSpreadsheet size={20} aria-hidden />}
              onClick={run(props.onExport)}
              loading={props.exporting}
              variant="default"
              fullWidth
              position="top-end"
            />
          </Stack>
        </Paper>
      ) : null}
    </div>
  );
}
