import { Box, Menu, Text } from '@mantine/core';
import { IconHelp, IconLogout, IconUser } from '@tabler/icons-react';
import { useLayoutEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { Session } from '@/lib/session';
import { AccountButton } from './AccountButton';

interface AccountMenuProps {
  opened: boolean;
  /** A state setter: stable, so the menu opens once, when it is mounted. */
  onChange: Dispatch<SetStateAction<boolean>>;
  session: Session;
  name: string;
  role: string;
  onHelp: () => void;
  onLogout: () => void;
}

/**
 * The avatar menu of the top bar (spec section 2): Profil, Aide, Déconnexion. Mounted once its code
 * is here (TopBar, shell-parts.ts), and then opens: its overlay code is not needed to draw a page.
 */
export function AccountMenu({ opened, onChange, session, name, role, onHelp, onLogout }: AccountMenuProps) {
  const targetRef = useRef<HTMLButtonElement>(null);
  // The button that asked for the menu was a stand-in, replaced by this one: the focus comes here
  // before the menu opens, so that the menu gives it back here when it closes. A layout effect:
  // the opening is then a synchronous render whose effects (where Mantine notes the focus to give
  // back) run before the focus trap's timer moves the focus into the menu.
  useLayoutEffect(() => {
    targetRef.current?.focus();
    onChange(true);
  }, [onChange]);

  // Aide and Déconnexion open a dialog as the menu closes: the focus moves to the avatar first, so
  // that the dialog gives it back there, not to the menu that is gone.
  const thenOnAvatar = (action: () => void) => () => {
    targetRef.current?.focus({ preventScroll: true });
    action();
  };

  // hideDetached off: the avatar sits in the fixed top bar and never scrolls away, and on a
  // phone-sized screen the detachment check hid the dropdown for a frame while it was being
  // shifted into view, which dropped the focus it had just been given.
  return (
    <Menu
      opened={opened}
      onChange={onChange}
      position="bottom-end"
      withArrow
      shadow="md"
      width={220}
      hideDetached={false}
    >
      <Menu.Target>
        <AccountButton ref={targetRef} session={session} name={name} />
      </Menu.Target>
      <Menu.Dropdown>
        <Box hiddenFrom="sm" px="sm" py={6}>
          <Text fw={600} size="sm">
            {name}
          </Text>
          <Text size="sm" c="dimmed">
            {role}
          </Text>
        </Box>
        <Menu.Divider hiddenFrom="sm" />
        <Menu.Item component={Link} to={paths.profile.href()} leftSection={<IconUser size={18} aria-hidden />}>
          Profil
        </Menu.Item>
        <Menu.Item leftSection={<IconHelp size={18} aria-hidden />} onClick={thenOnAvatar(onHelp)}>
          Aide
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red.8" leftSection={<IconLogout size={18} aria-hidden />} onClick={thenOnAvatar(onLogout)}>
          Déconnexion
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
