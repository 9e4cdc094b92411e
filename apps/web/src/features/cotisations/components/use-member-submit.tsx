import { Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { registerRequestSchema, updateUserRequestSchema, type Member } from '@quartier/shared';
import { toast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { fullName } from '@/lib/format';
import { useRegisterMember } from '../api/register-member';
import { useMessages } from '../i18n/members';
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
  const m = useMessages().submit;
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
                {m.registered(answer.membre.prenom, answer.membre.nom)}
              </Text>
              <Text size="sm">{m.codeSent}</Text>
            </>,
            { long: true },
          );
          onDone();
        },
        onError: (error) => onError(error, m.registerFailed(name)),
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
                {answer.demandeBureau
                  ? m.updateAwaits(answer.membre.prenom, answer.membre.nom)
                  : m.updated(answer.membre.prenom, answer.membre.nom)}
              </Text>
              {phoneChanged && !answer.demandeBureau ? <Text size="sm">{m.newLinkSent}</Text> : null}
              {answer.demandeBureau ? <Text size="sm">{m.otherOfficer}</Text> : null}
            </>,
            { long: true },
          );
          onDone();
        },
        onError: (error) => onError(error, m.updateFailed(name)),
      },
    );
  });

  return { submit, pending: register.isPending || update.isPending };
}
