import { Button } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { IconUserPlus } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { LazyTooltip } from '@/components/LazyTooltip';
import { useMessages } from '../i18n/members';
import classes from './floating-actions.module.css';

interface RegisterButtonProps {
  allowed: boolean;
  onClick: () => void;
  /** Phones: a floating button at the bottom right instead of the header button. */
  floating?: boolean;
}

/**
 * 'Inscrire' (spec 'Inscriptions page'). For a Membre it stays visible but disabled, with a
 * tooltip saying why (aria-disabled keeps it focusable so the tooltip can be read).
 */
export function RegisterButton({ allowed, onClick, floating = false }: RegisterButtonProps) {
  const m = useMessages().header;
  // On phones the toasts (bottom right) would cover the floating button: it steps aside meanwhile.
  const toastShown = useNotifications().notifications.length > 0;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (!allowed) {
      event.preventDefault();
      return;
    }
    onClick();
  };

  const button = (
    <LazyTooltip
      label={m.registerRefused}
      disabled={allowed || toastShown}
      multiline
      w={260}
      withArrow
      position={floating ? 'top-end' : 'bottom-end'}
      onTouch
    >
      <Button
        onClick={handleClick}
        data-disabled={allowed ? undefined : true}
        aria-disabled={allowed ? undefined : true}
        leftSection={<IconUserPlus size={20} aria-hidden />}
        size={floating ? 'lg' : 'md'}
        radius={floating ? 'xl' : undefined}
        className={floating ? classes.raised : undefined}
        style={
          floating && !allowed
            ? { backgroundColor: 'var(--mantine-color-gray-3)', color: 'var(--mantine-color-gray-7)' }
            : undefined
        }
      >
        {m.register}
      </Button>
    </LazyTooltip>
  );

  if (!floating) return button;
  return (
    <div className={classes.floating} data-hidden={toastShown || undefined}>
      {button}
    </div>
  );
}
