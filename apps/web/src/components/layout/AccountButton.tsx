import { Avatar, UnstyledButton } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { initials } from '@/lib/format';
import { useT } from '@/lib/i18n';
import type { Session } from '@/lib/session';

/** The avatar: the account menu's target, or its stand-in until the menu's code is here. */
export function AccountButton({
  session,
  name,
  ...rest
}: { session: Session; name: string } & ComponentPropsWithRef<'button'>) {
  const t = useT();
  return (
    <UnstyledButton
      {...rest}
      className={rest.className ? `tap-target ${rest.className}` : 'tap-target'}
      // The name starts with the initials shown on the button (WCAG 2.5.3, label in name).
      aria-label={t.shell.accountMenu(initials(session.nom, session.prenom), name)}
      style={{ borderRadius: '50%' }}
    >
      <Avatar color="quartier" variant="filled" radius={40} size={40}>
        {initials(session.nom, session.prenom)}
      </Avatar>
    </UnstyledButton>
  );
}
