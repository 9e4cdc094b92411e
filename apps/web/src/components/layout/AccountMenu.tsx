import { Box, Group, Loader, Menu, Text } from '@mantine/core';
import { IconArrowsExchange, IconBuildingCommunity, IconHelp, IconLogout, IconUser } from '@tabler/icons-react';
import { useRef, type Dispatch, type SetStateAction } from 'react';
import { Link } from 'react-router';
import type { MyAssociation } from '@quartier/shared';
import { useMyAssociations } from '@/api/list-my-associations';
import { useSwitchAssociation } from '@/api/switch-association';
import { paths } from '@/config/paths';
import { useOpenOnMount } from '@/components/use-open-on-mount';
import { roleLabel, useT } from '@/lib/i18n';
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

/** Only an active membership opens a session (the server refuses the others with a 403). */
const ACTIVE = 'Actif';

/**
 * The avatar menu of the top bar (spec section 2): the session's association and the person's
 * other associations to switch to (issue 21), Profil, Aide, Déconnexion. Mounted once its code is
 * here (TopBar, shell-parts.ts), and then opens: its overlay code is not needed to draw a page.
 */
export function AccountMenu({ opened, onChange, session, name, role, onHelp, onLogout }: AccountMenuProps) {
  const t = useT();
  const targetRef = useRef<HTMLButtonElement>(null);
  // Asked again at each opening; the list of the login answer stands in meanwhile.
  const mine = useMyAssociations(opened);
  const switching = useSwitchAssociation();
  const associations = mine.data ?? session.associations;
  const current = session.association;
  const others = associations.filter((entry) => (current ? entry.id !== current.id : !entry.courante));

  // The button that asked for the menu was a stand-in, replaced by this one.
  useOpenOnMount(targetRef, onChange);

  // Aide and Déconnexion open a dialog as the menu closes: the focus moves to the avatar first, so
  // that the dialog gives it back there, not to the menu that is gone.
  const thenOnAvatar = (action: () => void) => () => {
    targetRef.current?.focus({ preventScroll: true });
    action();
  };

  const switchTo = (association: MyAssociation) => {
    if (!switching.isPending) switching.mutate(association.id);
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
      width={272}
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
        {current ? (
          <>
            <Group gap="xs" wrap="nowrap" px="sm" py={8} align="flex-start" data-testid="association-courante">
              <IconBuildingCommunity
                size={18}
                aria-hidden
                style={{ flexShrink: 0, marginTop: 2, color: 'var(--mantine-primary-color-filled)' }}
              />
              <div style={{ minWidth: 0 }}>
                <Text size="xs" c="dimmed">
                  {t.shell.association}
                </Text>
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {current.nom}
                </Text>
              </div>
            </Group>
            <Menu.Divider />
          </>
        ) : null}
        {others.length > 0 ? (
          <>
            <Menu.Label id="changer-association">{t.shell.switchAssociation}</Menu.Label>
            <div role="group" aria-labelledby="changer-association">
              {others.map((association) => {
                const active = association.statut === ACTIVE;
                const pending = switching.isPending && switching.variables === association.id;
                return (
                  <Menu.Item
                    key={association.id}
                    // The menu stays open while the new session is made: the spinner says it is coming.
                    closeMenuOnClick={false}
                    disabled={!active || (switching.isPending && !pending)}
                    leftSection={<IconArrowsExchange size={18} aria-hidden />}
                    rightSection={pending ? <Loader size={16} role="status" aria-label={t.shell.switching} /> : null}
                    onClick={() => switchTo(association)}
                  >
                    <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {association.nom}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {roleLabel(association.role.code, association.role.nom)}
                      {active ? null : ` · ${t.memberStatus[association.statut]}`}
                    </Text>
                  </Menu.Item>
                );
              })}
            </div>
            <Menu.Divider />
          </>
        ) : null}
        <Menu.Item component={Link} to={paths.profile.href()} leftSection={<IconUser size={18} aria-hidden />}>
          {t.shell.profile}
        </Menu.Item>
        <Menu.Item leftSection={<IconHelp size={18} aria-hidden />} onClick={thenOnAvatar(onHelp)}>
          {t.shell.help}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red.8" leftSection={<IconLogout size={18} aria-hidden />} onClick={thenOnAvatar(onLogout)}>
          {t.shell.logout}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
