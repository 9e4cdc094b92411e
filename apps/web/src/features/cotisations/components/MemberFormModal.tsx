import { Alert, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import {
  ERRORS,
  normalizePhone,
  registerRequestSchema,
  updateUserRequestSchema,
  type RoleCode,
} from '@quartier/shared';
import { useFirstSteps } from '@/api/get-first-steps';
import { formatPhone } from '@/lib/format';
import { memberStatusLabel, roleLabel, serverMessage, useT } from '@/lib/i18n';
import { zodValidate } from '@/lib/zod-form';
import { useBlocs } from '../api/get-blocs';
import { useRoles } from '../api/get-roles';
import {
  blocHint,
  initialMemberValues,
  registerBody,
  roleLock,
  roleOptions,
  toMemberFormErrors,
  updateBody,
  type MemberFormTarget,
  type MemberFormValues,
} from '../lib/member-form';
import { useMessages } from '../i18n/members';
import { MemberFields } from './MemberFields';
import { useMemberSubmit } from './use-member-submit';
import { FormActions } from '@/components/FormActions';
import { Modal } from '@/components/Modal';

export type { MemberFormTarget };

const validateRegister = zodValidate(registerRequestSchema);
const validateUpdate = zodValidate(updateUserRequestSchema);

interface MemberFormModalProps {
  opened: boolean;
  onClose: () => void;
  target: MemberFormTarget;
  /** Only the Président and the Secrétaire give a role other than Membre. */
  canGiveOfficeRoles: boolean;
  selfId: number;
  fullScreen?: boolean;
}

/** Add ('Inscrire') and update ('Enregistrer') forms of the Inscriptions page. */
export function MemberFormModal({
  opened,
  onClose,
  target,
  canGiveOfficeRoles,
  selfId,
  fullScreen,
}: MemberFormModalProps) {
  const t = useT();
  const m = useMessages().form;
  const editing = target.mode === 'edit';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? m.editTitle : m.addTitle}
      centered
      size="lg"
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': t.common.close }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <MemberForm
        key={target.mode === 'edit' ? `edit-${target.member.id}` : 'add'}
        target={target}
        onDone={onClose}
        canGiveOfficeRoles={canGiveOfficeRoles}
        selfId={selfId}
      />
    </Modal>
  );
}

/**
 * The member form: its state and validation (the shared schemas, through the request it would
 * send), the fields (MemberFields), the warning of a new phone number, and the submission
 * (useMemberSubmit); the rules are in lib/member-form.ts.
 */
function MemberForm({
  target,
  onDone,
  canGiveOfficeRoles,
  selfId,
}: {
  target: MemberFormTarget;
  onDone: () => void;
  canGiveOfficeRoles: boolean;
  selfId: number;
}) {
  const words = useMessages();
  const m = words.form;
  const member = target.mode === 'edit' ? target.member : null;
  const roles = useRoles();
  const blocs = useBlocs();
  const blocList = useMemo(() => blocs.data ?? [], [blocs.data]);
  const membreRoleId = roles.data?.find((role) => role.code === 'membre')?.id;

  const form = useForm<MemberFormValues>({
    mode: 'controlled',
    initialValues: initialMemberValues(target),
    validate: (values) => {
      const errors = toMemberFormErrors(
        member
          ? validateUpdate(updateBody(values, member, blocList))
          : validateRegister(registerBody(values, blocList)),
      );
      if (!values.sexe) errors.sexe = m.chooseSexError;
      if (!values.role) errors.role = m.chooseRoleError;
      return errors;
    },
  });

  // A new member is a Membre unless an officer chooses otherwise.
  useEffect(() => {
    if (!member && membreRoleId !== undefined && form.values.role === '') {
      form.setFieldValue('role', String(membreRoleId));
    }
  }, [member, membreRoleId, form]);

  const editingSelf = member?.id === selfId;
  const typedPhone = normalizePhone(form.values.telephone);
  const phoneChanged = member !== null && typedPhone !== null && typedPhone !== member.telephone;

  const firstSteps = useFirstSteps(!member && canGiveOfficeRoles);
  const secretaryVacant = firstSteps.data?.some((step) => step.code === 'secretaire' && !step.faite) ?? false;
  const { submit, pending } = useMemberSubmit({ form, member, blocs: blocList, phoneChanged, onDone });

  return (
    <form onSubmit={submit} noValidate aria-label={member ? m.editTitle : m.addTitle}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {member ? m.editIntro : m.addIntro}
        </Text>

        <MemberFields
          form={form}
          editing={member !== null}
          phoneChanged={phoneChanged}
          blocs={blocList}
          blocHint={blocHint(form.values.bloc, blocList, blocs.isPending, words.bloc)}
          roles={roleOptions(roles.data ?? [], { editing: member !== null, secretaryVacant }, (role) =>
            roleLabel(role.code as RoleCode, role.nom),
          )}
          rolesPending={roles.isPending}
          roleLock={roleLock(
            { editingSelf, editing: member !== null, canGiveOfficeRoles },
            { ownRole: serverMessage('OWN_ROLE', ERRORS.OWN_ROLE.msg), officeRolesOnly: m.officeRolesOnly },
          )}
          secretaryVacant={secretaryVacant}
        />

        {phoneChanged ? (
          <Alert color="orange" icon={<IconAlertTriangle size={20} aria-hidden />} title={m.newPhone} role="alert">
            {m.newPhoneWarning(editingSelf, memberStatusLabel('En Attente'))}
            <span style={{ whiteSpace: 'nowrap' }}>{formatPhone(typedPhone ?? '')}</span>.
          </Alert>
        ) : null}

        <FormActions submitLabel={member ? m.save : m.register} pending={pending} onCancel={onDone} mt="xs" />
      </Stack>
    </form>
  );
}
