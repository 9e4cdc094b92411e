import { Avatar, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { Member } from '@quartier/shared';
import { InfoRow } from '@/components/InfoRow';
import { StatusBadge } from '@/components/StatusBadge';
import { formatDay, formatPhone, fullName, initials } from '@/lib/format';
import { roleLabel, useT } from '@/lib/i18n';
import { useMessages } from '../i18n/members';
import { activeCaisses } from '../lib/members';
import { Modal } from '@/components/Modal';

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
  const t = useT();
  const m = useMessages();
  const caisses = member ? activeCaisses(member) : [];
  return (
    <Modal
      opened={opened && member !== null}
      onClose={onClose}
      title={m.view.title}
      centered
      fullScreen={fullScreen}
      size="md"
      closeButtonProps={{ 'aria-label': t.common.close }}
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
                {roleLabel(member.Role.code, member.Role.nom)}
              </Text>
            </Stack>
          </Group>
          <Stack gap={0} component="dl" m={0}>
            <InfoRow label={m.view.nom}>{member.nom}</InfoRow>
            <InfoRow label={m.view.prenom}>{member.prenom}</InfoRow>
            <InfoRow label={m.list.sex}>{m.sex[member.sexe]}</InfoRow>
            <InfoRow label={m.list.phone}>
              {member.telephone ? (
                formatPhone(member.telephone)
              ) : (
                <Text span c="dimmed" size="sm" fw={400}>
                  {m.view.phoneHidden}
                </Text>
              )}
            </InfoRow>
            <InfoRow label={m.list.bloc}>{member.bloc}</InfoRow>
            <InfoRow label={m.list.status}>
              <StatusBadge statut={member.statut} size="md" />
            </InfoRow>
            <InfoRow label={m.view.registeredOn}>{formatDay(member.createdAt)}</InfoRow>
            <InfoRow label={m.view.funds} last>
              {caisses.length > 0 ? (
                <Group gap={6} justify="flex-end" component="span">
                  {caisses.map((id) => (
                    <Badge key={id} variant="light" color="quartier" tt="none" radius="sm">
                      {t.funds[id]}
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
              {t.common.close}
            </Button>
            {onEdit ? (
              <Button leftSection={<IconPencil size={18} aria-hidden />} onClick={() => onEdit(member)}>
                {m.list.edit}
              </Button>
            ) : null}
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
