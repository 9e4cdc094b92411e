import { ActionIcon, Group } from '@mantine/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import type { Member } from '@quartier/shared';
import { LazyTooltip } from '@/components/LazyTooltip';
import { fullName } from '@/lib/format';
import { useMessages } from '../i18n/members';

interface MemberActionsProps {
  member: Member;
  /** The Secrétaire only (spec section 6). */
  canEdit: boolean;
  onView: (member: Member) => void;
  onEdit: (member: Member) => void;
}

/** View for everyone, edit for the Secrétaire. */
export function MemberActions({ member, canEdit, onView, onEdit }: MemberActionsProps) {
  const m = useMessages().list;
  const name = fullName(member);
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <LazyTooltip label={m.view} withArrow>
        <ActionIcon variant="light" color="gray" size="lg" aria-label={m.viewOf(name)} onClick={() => onView(member)}>
          <IconEye size={20} aria-hidden />
        </ActionIcon>
      </LazyTooltip>
      {canEdit ? (
        <LazyTooltip label={m.edit} withArrow>
          <ActionIcon variant="light" size="lg" aria-label={m.editOf(name)} onClick={() => onEdit(member)}>
            <IconPencil size={20} aria-hidden />
          </ActionIcon>
        </LazyTooltip>
      ) : null}
    </Group>
  );
}
