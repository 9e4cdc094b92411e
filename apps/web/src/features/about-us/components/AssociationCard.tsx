import { Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconCoins, IconHeartHandshake, IconPencil, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { AssociationPublic } from '@quartier/shared';
import { formatPhone, formatXaf } from '@/lib/format';
import { useMessages } from '../i18n';

/** A brand's name: the same in every language. */
const WHATSAPP = 'WhatsApp';

interface AssociationCardProps {
  association: AssociationPublic;
  /** Président and Secrétaire: 'Modifier' opens the settings. */
  onEdit?: () => void;
}

/** Name, presentation text, contact of the bureau and the two amounts of spec section 9. */
export function AssociationCard({ association, onEdit }: AssociationCardProps) {
  const m = useMessages().card;
  const phone = association.contactTelephone;
  const whatsappDigits = association.whatsapp?.replace(/\D/g, '') ?? '';
  const phoneHref = phone ? `tel:${phone.replace(/[^\d+]/g, '')}` : undefined;
  const whatsappHref = `https://wa.me/${whatsappDigits}`;
  const whatsappLabel = `${WHATSAPP} ${formatPhone(association.whatsapp ?? '')}`;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="association-nom">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Title order={2} size="h3" id="association-nom" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {association.nom}
          </Title>
          {onEdit ? (
            <Button
              variant="light"
              size="sm"
              leftSection={<IconPencil size={18} aria-hidden />}
              onClick={onEdit}
              style={{ flexShrink: 0 }}
            >
              {m.edit}
            </Button>
          ) : null}
        </Group>

        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="association-presentation">
          {association.presentation}
        </Text>

        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Fact icon={<IconCoins size={20} aria-hidden />} label={m.monthly}>
            {m.perMonth(formatXaf(association.montantMensuel))}
          </Fact>
          <Fact icon={<IconHeartHandshake size={20} aria-hidden />} label={m.solidarity}>
            {m.perMember(formatXaf(association.objectifSolidarite))}
          </Fact>
        </SimpleGrid>

        <div>
          <Text fw={600} size="sm" mb={6}>
            {m.contact}
          </Text>
          {phone || whatsappDigits ? (
            <Group gap="sm">
              {phone ? (
                <Button
                  component="a"
                  href={phoneHref}
                  variant="default"
                  size="sm"
                  leftSection={<IconPhone size={18} aria-hidden />}
                  aria-label={m.call(formatPhone(phone))}
                >
                  {formatPhone(phone)}
                </Button>
              ) : null}
              {whatsappDigits ? (
                <Button
                  component="a"
                  href={whatsappHref}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="default"
                  size="sm"
                  leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
                  aria-label={whatsappLabel}
                >
                  {WHATSAPP}
                </Button>
              ) : null}
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {m.noContact}
              {onEdit ? m.noContactEdit : '.'}
            </Text>
          )}
        </div>
      </Stack>
    </Paper>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      p="sm"
      bg="var(--mantine-color-gray-0)"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      <ThemeIcon variant="light" size={36} radius="md" aria-hidden>
        {icon}
      </ThemeIcon>
      <div style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text fw={700}>{children}</Text>
      </div>
    </Group>
  );
}
