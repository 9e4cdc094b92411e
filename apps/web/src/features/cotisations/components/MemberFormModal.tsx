import { Alert, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { normalizePhone, registerRequestSchema, updateUserRequestSchema } from '@quartier/shared';
import { useFirstSteps } from '@/api/get-first-steps';
import { formatPhone } from '@/lib/format';
import { useOpenedOnceMounted } from '@/lib/use-opened-once-mounted';
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
import { NBSP, quote } from '../lib/members';
import { MemberFields } from './MemberFields';
import { useMemberSubmit } from './use-member-submit';
import { FormActions } from '@/components/FormActions';

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
  const editing = target.mode === 'edit';
  // Mounted by the click that opens it, on first use (Inscriptions page).
  const shown = useOpenedOnceMounted(opened);
  return (
    <Modal
      opened={shown}
      onClose={onClose}
      title={editing ? 'Modifier le membre' : 'Inscrire un membre'}
      centered
      size="lg"
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': 'Fermer' }}
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
      if (!values.sexe) errors.sexe = 'Choisissez le sexe.';
      if (!values.role) errors.role = 'Choisissez un rôle.';
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
    <form onSubmit={submit} noValidate aria-label={member ? 'Modifier le membre' : 'Inscrire un membre'}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {member
            ? 'Le nom et le prénom restent ceux de l’inscription. Tous les champs sont obligatoires.'
            : 'Tous les champs sont obligatoires. Le nouveau membre reçoit par SMS un lien et un code pour confirmer son compte et choisir son mot de passe.'}
        </Text>

        <MemberFields
          form={form}
          editing={member !== null}
          phoneChanged={phoneChanged}
          blocs={blocList}
          blocHint={blocHint(form.values.bloc, blocList, blocs.isPending)}
          roles={roleOptions(roles.data ?? [], { editing: member !== null, secretaryVacant })}
          rolesPending={roles.isPending}
          roleLock={roleLock({ editingSelf, editing: member !== null, canGiveOfficeRoles })}
          secretaryVacant={secretaryVacant}
        />

        {phoneChanged ? (
          <Alert color="orange" icon={<IconAlertTriangle size={20} aria-hidden />} title="Nouveau numéro" role="alert">
            {editingSelf ? 'Votre compte repassera ' : 'Le membre repassera '}
            {quote('En Attente')}
            {NBSP}:{' '}
            {editingSelf
              ? 'vous serez déconnecté(e) et devrez confirmer le nouveau numéro avec le lien envoyé par SMS au '
              : 'ses sessions seront fermées et un nouveau lien de confirmation sera envoyé par SMS au '}
            <span style={{ whiteSpace: 'nowrap' }}>{formatPhone(typedPhone ?? '')}</span>.
          </Alert>
        ) : null}

        <FormActions submitLabel={member ? 'Enregistrer' : 'Inscrire'} pending={pending} onCancel={onDone} mt="xs" />
      </Stack>
    </form>
  );
}
