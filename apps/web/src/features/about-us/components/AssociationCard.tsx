import { Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconCoins, IconHeartHandshake, IconPencil, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { AssociationPublic } from '@quartier/shared';
import { formatPhone, formatXaf } from '@/lib/format';

interface AssociationCardProps {
  association: AssociationPublic;
  /** Président and Secrétaire: 'Modifier' opens the settings. */
  onEdit?: () => void;
}

/** Name, presentation text, contact of the bureau and the two amounts of spec section 9. */
export function AssociationCard({ association, onEdit }: AssociationCardProps) {
  const phone = association.contactTelephone;
  const whatsappDigits = association.whatsapp?.replace(/\D/g, '') ?? '';

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
              Modifier
            </Button>
          ) : null}
        </Group>

        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="association-presentation">
          {association.presentation}
        </Text>

        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Fact icon={<IconCoins size={20} aria-hidden />} label="Cotisation mensuelle">
            {formatXaf(association.montantMensuel)} par mois
          </Fact>
          <Fact icon={<IconHeartHandshake size={20} aria-hidden />} label="Fonds de solidarité">
            {formatXaf(association.objectifSolidarite)} par membre
          </Fact>
        </SimpleGrid>

        <div>
          <Text fw={600} size="sm" mb={6}>
            Contacter le bureau
          </Text>
          {phone || whatsappDigits ? (
            <Group gap="sm">
              {phone ? (
                <Button
                  component="a"
                  href={`tel:${phone.replace(/[^\d+]/g, '')}`}
                  variant="default"
                  size="sm"
                  leftSection={<IconPhone size={18} aria-hidden />}
                  aria-label={`Appeler le ${formatPhone(phone)}`}
                >
                  {formatPhone(phone)}
                </Button>
              ) : null}
              {whatsappDigits ? (
                <Button
                  component="a"
                  href={`https://wa.me/${whatsappDigits}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="default"
                  size="sm"
                  leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
                  aria-label={`WhatsApp ${formatPhone(association.whatsapp ?? '')}`}
                >
                  WhatsApp
                </Button>
              ) : null}
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              Le contact du bureau n’est pas encore renseigné
              {onEdit ? '\u00a0: ajoutez-le avec «\u00a0Modifier\u00a0».' : '.'}
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
