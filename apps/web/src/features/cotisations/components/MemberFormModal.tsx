import {
  Alert,
  Autocomplete,
  Button,
  Checkbox,
  Group,
  Input,
  Modal,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import {
  blocKey,
  CAISSE,
  canonicalBloc,
  displayRoleName,
  normalizePhone,
  REGISTRATION_FEE,
  registerRequestSchema,
  resolveBloc,
  updateUserRequestSchema,
  OFFICE_ROLES,
  type CaisseId,
  type Member,
  type RegisterRequest,
  type Sexe,
  type UpdateUserRequest,
} from '@quartier/shared';
import { useFirstSteps } from '@/api/get-first-steps';
import { toast } from '@/components/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatPhone, formatXaf, fullName } from '@/lib/format';
import { useOpenedOnceMounted } from '@/lib/use-opened-once-mounted';
import { zodValidate } from '@/lib/zod-form';
import { useBlocs } from '../api/get-blocs';
import { useRoles } from '../api/get-roles';
import { useRegisterMember } from '../api/register-member';
import { useUpdateMember } from '../api/update-member';
import { activeCaisses, NBSP, quote } from '../lib/members';

export type MemberFormTarget = { mode: 'add' } | { mode: 'edit'; member: Member };

interface Values {
  nom: string;
  prenom: string;
  telephone: string;
  bloc: string;
  sexe: Sexe | '';
  /** Role id as the Select holds it. */
  role: string;
  solidarite: boolean;
  mensuelle: boolean;
}

function initialValues(target: MemberFormTarget): Values {
  if (target.mode === 'add') {
    return { nom: '', prenom: '', telephone: '', bloc: '', sexe: '', role: '', solidarite: true, mensuelle: true };
  }
  const { member } = target;
  const caisses = activeCaisses(member);
  return {
    nom: member.nom,
    prenom: member.prenom,
    telephone: member.telephone ? formatPhone(member.telephone) : '',
    bloc: member.bloc,
    sexe: member.sexe,
    role: String(member.RoleId),
    solidarite: caisses.includes(CAISSE.solidarite),
    mensuelle: caisses.includes(CAISSE.mensuelle),
  };
}

function cotisations(values: Values): CaisseId[] {
  return [
    ...(values.solidarite ? [CAISSE.solidarite] : []),
    CAISSE.inscriptions,
    ...(values.mensuelle ? [CAISSE.mensuelle] : []),
  ];
}

function registerBody(values: Values, blocs: readonly string[]): RegisterRequest {
  return {
    nom: values.nom,
    prenom: values.prenom,
    telephone: values.telephone,
    bloc: values.bloc.trim() ? resolveBloc(values.bloc, blocs) : '',
    sexe: values.sexe as Sexe,
    cotisations: cotisations(values),
    role: Number(values.role),
  };
}

function updateBody(values: Values, member: Member, blocs: readonly string[]): UpdateUserRequest {
  return {
    // The name is read-only: sent back unchanged.
    nom: member.nom,
    prenom: member.prenom,
    telephone: values.telephone,
    bloc: values.bloc.trim() ? resolveBloc(values.bloc, blocs) : '',
    sexe: values.sexe as Sexe,
    cotisations: cotisations(values),
    RoleId: Number(values.role),
  };
}

/** Name fields read-only on update stay readable (a disabled field is pale grey); editable ones look like every field. */
const READ_ONLY_STYLES = {
  input: { opacity: 1, color: 'var(--mantine-color-text)', backgroundColor: 'var(--mantine-color-gray-1)' },
};

const validateRegister = zodValidate(registerRequestSchema);
const validateUpdate = zodValidate(updateUserRequestSchema);

/** Server and schema errors keyed by request field, moved onto the form's fields. */
function toFormErrors(errors: Record<string, unknown>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const field = key === 'RoleId' ? 'role' : key.startsWith('cotisations') ? 'caisses' : key;
    result[field] ??= String(value);
  }
  return result;
}

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
  const register = useRegisterMember();
  const update = useUpdateMember();
  const pending = register.isPending || update.isPending;
  const blocList = useMemo(() => blocs.data ?? [], [blocs.data]);
  const membreRoleId = roles.data?.find((role) => role.code === 'membre')?.id;

  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initialValues(target),
    validate: (values) => {
      const errors = toFormErrors(
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

  const blocValue = form.values.bloc.trim();
  const blocHint = (() => {
    if (!blocValue || blocs.isPending) return 'Choisissez un bloc existant ou saisissez-en un nouveau.';
    const existing = blocList.find((bloc) => blocKey(bloc) === blocKey(blocValue));
    if (existing) return existing === blocValue ? 'Bloc existant.' : `Enregistré comme ${quote(existing)}.`;
    return `Nouveau bloc${NBSP}: ${quote(canonicalBloc(blocValue))}.`;
  })();

  // A new association has no Secrétaire yet, and so nobody to validate naming one: while its first
  // steps say so, an officer registers her with her role (issue 22; the server checks the vacancy).
  const firstSteps = useFirstSteps(!member && canGiveOfficeRoles);
  const secretaryVacant = firstSteps.data?.some((step) => step.code === 'secretaire' && !step.faite) ?? false;
  // Otherwise the Président's and the Secrétaire's roles are given by editing a member (the other
  // officer validates).
  const roleOptions = (roles.data ?? [])
    .filter(
      (role) =>
        member ||
        !OFFICE_ROLES.includes(role.code as (typeof OFFICE_ROLES)[number]) ||
        (role.code === 'secretaire' && secretaryVacant),
    )
    .map((role) => ({ value: String(role.id), label: displayRoleName(role.nom) }));
  // Only officers give an office role; nobody changes her own role (server rules).
  const roleLock = editingSelf
    ? 'Vous ne pouvez pas changer votre propre rôle.'
    : !canGiveOfficeRoles && !member
      ? 'Seuls le Président et la Secrétaire attribuent un rôle du bureau.'
      : null;

  const submit = form.onSubmit((values) => {
    const name = member ? fullName(member) : fullName({ nom: values.nom.trim(), prenom: values.prenom.trim() });
    const onError = (error: Error, failed: string) => {
      if (error instanceof ApiError) form.setErrors(toFormErrors(error.fields));
      toast.failure(
        <>
          <Text fw={600} size="sm">
            {failed}
          </Text>
          <Text size="sm">{errorMessage(error)}</Text>
        </>,
        { long: true },
      );
    };

    if (!member) {
      register.mutate(registerRequestSchema.parse(registerBody(values, blocList)), {
        onSuccess: (answer) => {
          toast.success(
            <>
              <Text fw={600} size="sm">
                {answer.msg}
              </Text>
              <Text size="sm">Un lien et un code de confirmation lui ont été envoyés par SMS.</Text>
            </>,
            { long: true },
          );
          onDone();
        },
        onError: (error) => onError(error, `Ajout du nouveau membre ${name} échoué`),
      });
      return;
    }

    update.mutate(
      { id: member.id, body: updateUserRequestSchema.parse(updateBody(values, member, blocList)) },
      {
        onSuccess: (answer) => {
          toast.success(
            <>
              <Text fw={600} size="sm">
                {answer.msg}
              </Text>
              {phoneChanged && !answer.demandeBureau ? (
                <Text size="sm">Un nouveau lien de confirmation a été envoyé par SMS au nouveau numéro.</Text>
              ) : null}
              {answer.demandeBureau ? (
                <Text size="sm">L’autre officier la trouvera dans Notifications, onglet « Bureau ».</Text>
              ) : null}
            </>,
            { long: true },
          );
          onDone();
        },
        onError: (error) => onError(error, `Mise à jour du membre ${name} a échoué`),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={member ? 'Modifier le membre' : 'Inscrire un membre'}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {member
            ? 'Le nom et le prénom restent ceux de l’inscription. Tous les champs sont obligatoires.'
            : 'Tous les champs sont obligatoires. Le nouveau membre reçoit par SMS un lien et un code pour confirmer son compte et choisir son mot de passe.'}
        </Text>

        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label="Nom"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            autoComplete="off"
            disabled={member !== null}
            description={member ? 'Non modifiable' : undefined}
            styles={member ? READ_ONLY_STYLES : undefined}
            data-autofocus={!member || undefined}
            {...form.getInputProps('nom')}
          />
          <TextInput
            label="Prénom"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            autoComplete="off"
            disabled={member !== null}
            description={member ? 'Non modifiable' : undefined}
            styles={member ? READ_ONLY_STYLES : undefined}
            {...form.getInputProps('prenom')}
          />
          <TextInput
            label="Téléphone"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder="6 77 12 34 56"
            description={
              phoneChanged
                ? `Nouveau numéro${NBSP}: une nouvelle confirmation sera demandée.`
                : 'Numéro camerounais à 9 chiffres'
            }
            {...form.getInputProps('telephone')}
          />
          <Autocomplete
            size="md"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            label="Bloc"
            placeholder="Bloc A"
            data={blocList}
            openOnFocus
            autoComplete="off"
            description={blocHint}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('bloc')}
          />
          <Radio.Group size="md" label="Sexe" {...form.getInputProps('sexe')}>
            <Group gap="lg" mt={8}>
              <Radio size="md" value="F" label="Femme" />
              <Radio size="md" value="M" label="Homme" />
            </Group>
          </Radio.Group>
          <Select
            size="md"
            label="Rôle"
            data={roleOptions}
            allowDeselect={false}
            disabled={roleLock !== null || roles.isPending}
            placeholder={roles.isPending ? 'Chargement…' : 'Choisissez un rôle'}
            description={
              roleLock ??
              (secretaryVacant
                ? 'L’association n’a pas encore de Secrétaire : vous pouvez l’inscrire avec ce rôle.'
                : 'Un seul Président et une seule Secrétaire à la fois.')
            }
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('role')}
          />
        </SimpleGrid>

        <Input.Wrapper size="md" label="Caisses" error={form.errors.caisses}>
          <Stack gap="xs" mt={6}>
            <Checkbox label={`Inscription (${formatXaf(REGISTRATION_FEE)}, obligatoire)`} checked disabled readOnly />
            <Checkbox label="Fond de solidarité" {...form.getInputProps('solidarite', { type: 'checkbox' })} />
            <Checkbox label="Cotisation Mensuelle" {...form.getInputProps('mensuelle', { type: 'checkbox' })} />
          </Stack>
        </Input.Wrapper>

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

        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone} disabled={pending}>
            Annuler
          </Button>
          <Button type="submit" loading={pending}>
            {member ? 'Enregistrer' : 'Inscrire'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
