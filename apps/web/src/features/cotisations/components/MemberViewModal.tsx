import { Avatar, Badge, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { Member } from '@quartier/shared';
import { InfoRow } from '@/components/InfoRow';
import { StatusBadge } from '@/components/StatusBadge';
import { displayRoleName, formatDay, formatPhone, fullName, initials } from '@/lib/format';
import { activeCaisses, caisseName, SEX_LABELS } from '../lib/members';

interface MemberViewModalProps {
  opened: boolean;
  /** Kept after closing so the modal does not empty itself during its closing animation. */
  member: Member | null;
  onClose: () => void;
  /** Given for the Secrétaire: opens the update form. */
  onEdit?: (member: Member) => void;
  fullScreen?: boolean;
}

/** 'Voir': the member's record, read-only. A Membre never reads another member's number. */
export function MemberViewModal({ opened, member, onClose, onEdit, fullScreen = false }: MemberViewModalProps) {
  const caisses = member ? activeCaisses(member) : [];
  return (
    <Modal
      opened={opened && member !== null}
      onClose={onClose}
      title="Fiche du membre"
      centered
      fullScreen={fullScreen}
      size="md"
      closeButtonProps={{ 'aria-label': 'Fermer' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {member ? (
        <Stack gap="md">
          <Group gap="md" wrap="nowrap">
            <Avatar color="quartier" variant="filled" radius={56} size={56} aria-hidden>
              {initials(member.nom, member.prenom)}
            </Avatar>
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
                {fullName(member)}
              </Title>
              <Text c="dimmed" size="sm">
                {displayRoleName(member.Role.nom)}
              </Text>
            </Stack>
          </Group>
          <Stack gap={0} component="dl" m={0}>
            <InfoRow label="Nom">{member.nom}</InfoRow>
            <InfoRow label="Prénom">{member.prenom}</InfoRow>
            <InfoRow label="Sexe">{SEX_LABELS[member.sexe]}</InfoRow>
            <InfoRow label="Téléphone">
              {member.telephone ? (
                formatPhone(member.telephone)
              ) : (
                <Text span c="dimmed" size="sm" fw={400}>
                  Visible par le bureau seulement
                </Text>
              )}
            </InfoRow>
            <InfoRow label="Bloc">{member.bloc}</InfoRow>
            <InfoRow label="Statut">
              <StatusBadge statut={member.statut} size="md" />
            </InfoRow>
            <InfoRow label="Inscrit le">{formatDay(member.createdAt)}</InfoRow>
            <InfoRow label="Caisses" last>
              {caisses.length > 0 ? (
                <Group gap={6} justify="flex-end" component="span">
                  {caisses.map((id) => (
                    <Badge key={id} variant="light" color="quartier" tt="none" radius="sm">
                      {caisseName(id)}
                    </Badge>
                  ))}
                </Group>
              ) : (
                '—'
              )}
            </InfoRow>
          </Stack>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Fermer
            </Button>
            {onEdit ? (
              <Button leftSection={<IconPencil size={18} aria-hidden />} onClick={() => onEdit(member)}>
                Modifier
              </Button>
            ) : null}
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
