import { Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { registerRequestSchema, updateUserRequestSchema, type Member } from '@quartier/shared';
import { toast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { fullName } from '@/lib/format';
import { useRegisterMember } from '../api/register-member';
import { useUpdateMember } from '../api/update-member';
import { registerBody, toMemberFormErrors, updateBody, type MemberFormValues } from '../lib/member-form';
import { failureContent } from '@/components/failure-content';

/**
 * Sends the member form: a registration, or the update of `member`. Says what happened in a
 * toast (what the member receives by SMS), puts the server's field errors on the fields.
 */
export function useMemberSubmit({
  form,
  member,
  blocs,
  phoneChanged,
  onDone,
}: {
  form: UseFormReturnType<MemberFormValues>;
  member: Member | null;
  blocs: readonly string[];
  phoneChanged: boolean;
  onDone: () => void;
}) {
  const register = useRegisterMember();
  const update = useUpdateMember();

  const submit = form.onSubmit((values) => {
    const name = member ? fullName(member) : fullName({ nom: values.nom.trim(), prenom: values.prenom.trim() });
    const onError = (error: Error, failed: string) => {
      if (error instanceof ApiError) form.setErrors(toMemberFormErrors(error.fields));
      toast.failure(failureContent(failed, error), { long: true });
    };

    if (!member) {
      register.mutate(registerRequestSchema.parse(registerBody(values, blocs)), {
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
      { id: member.id, body: updateUserRequestSchema.parse(updateBody(values, member, blocs)) },
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

  return { submit, pending: register.isPending || update.isPending };
}
