import { Anchor, List, Modal, Stack, Text, Title } from '@mantine/core';
import { contactHref, useAssociation } from '@/api/get-association';
import { formatPhone } from '@/lib/format';
import { useOpenedOnceMounted } from '@/lib/use-opened-once-mounted';

/** 'Aide' of the avatar menu: how to log in, confirm an account, reset a password, whom to call. */
export function HelpModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { data: association } = useAssociation();
  const href = contactHref(association);
  const phone = association?.contactTelephone ?? null;
  const whatsapp = association?.whatsapp ?? null;
  // Mounted by the click that opens it (TopBar).
  const shown = useOpenedOnceMounted(opened);

  return (
    <Modal
      opened={shown}
      onClose={onClose}
      title="Aide"
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': "Fermer l'aide" }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <section>
          <Title order={3} size="h5" mb={4}>
            Se connecter
          </Title>
          <Text size="sm">
            Saisissez votre numéro de téléphone (par exemple 6 90 00 00 01) et votre mot de passe. Cochez « Se souvenir
            de moi » seulement sur votre propre téléphone.
          </Text>
        </section>
        <section>
          <Title order={3} size="h5" mb={4}>
            Confirmer votre compte
          </Title>
          <Text size="sm">
            Après votre inscription, vous recevez par SMS un lien et un code à 6 chiffres. Ouvrez le lien, saisissez le
            code puis choisissez votre mot de passe (8 caractères au moins). Le code est valable 48 heures ; vous pouvez
            en demander un nouveau.
          </Text>
        </section>
        <section>
          <Title order={3} size="h5" mb={4}>
            Mot de passe oublié ou à changer
          </Title>
          <List size="sm" spacing={4}>
            <List.Item>Depuis l'écran de connexion : « Mot de passe oublié ? », puis votre numéro.</List.Item>
            <List.Item>Une fois connecté : Profil, puis l'icône de modification du mot de passe.</List.Item>
            <List.Item>Saisissez le code reçu par SMS (valable 10 minutes) et votre nouveau mot de passe.</List.Item>
          </List>
        </section>
        <section>
          <Title order={3} size="h5" mb={4}>
            Contact
          </Title>
          <Text size="sm">
            Pour toute question sur vos cotisations ou votre compte, contactez le bureau
            {association ? ` de ${association.nom}` : " de l'association"}
            {phone ? (
              <>
                {' '}
                au <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{formatPhone(phone)}</Anchor>
              </>
            ) : null}
            {whatsapp && href?.startsWith('https://wa.me/') ? (
              <>
                {' '}
                ou sur{' '}
                <Anchor href={href} target="_blank" rel="noopener noreferrer">
                  WhatsApp
                </Anchor>
              </>
            ) : null}
            .
          </Text>
        </section>
      </Stack>
    </Modal>
  );
}
