import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { contactHref, useAssociation } from '@/api/get-association';
import { formatPhone } from '@/lib/format';
import { useMessages } from './help';
import { Modal } from './Modal';

/** A brand's name: the same in every language. */
const WHATSAPP = 'WhatsApp';
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** 'Aide' of the avatar menu: how to log in, confirm an account, reset a password, whom to call. */
export function HelpModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const m = useMessages();
  const { data: association } = useAssociation();
  const href = contactHref(association);
  const phone = association?.contactTelephone ?? null;
  const whatsapp = association?.whatsapp ?? null;
  const phoneHref = phone ? telHref(phone) : undefined;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={m.title}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': m.close }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <section>
          <Title order={3} size="h5" mb={4}>
            {m.signInTitle}
          </Title>
          <Text size="sm">{m.signIn}</Text>
        </section>
        <section>
          <Title order={3} size="h5" mb={4}>
            {m.confirmTitle}
          </Title>
          <Text size="sm">{m.confirm}</Text>
        </section>
        <section>
          <Title order={3} size="h5" mb={4}>
            {m.passwordTitle}
          </Title>
          <List size="sm" spacing={4}>
            {m.password.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </section>
        <section>
          <Title order={3} size="h5" mb={4}>
            {m.contactTitle}
          </Title>
          <Text size="sm">
            {m.contact}
            {association ? m.ofAssociation(association.nom) : m.ofTheAssociation}
            {phone ? (
              <>
                {' '}
                {m.at} <Anchor href={phoneHref}>{formatPhone(phone)}</Anchor>
              </>
            ) : null}
            {whatsapp && href?.startsWith('https://wa.me/') ? (
              <>
                {' '}
                {m.orOn}{' '}
                <Anchor href={href} target="_blank" rel="noopener noreferrer">
                  {WHATSAPP}
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
