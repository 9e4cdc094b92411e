import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { PhoneInput } from '@/components/PhoneInput';
import { useForm } from '@mantine/form';
import { resendCodeRequestSchema, type CodePurpose } from '@quartier/shared';
import { useResendCode } from '@/api/resend-code';
import { toast } from '@/components/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { zodValidate } from '@/lib/zod-form';

/** Asks the phone number, then POST /api/auth/resendCode. */
export function ResendCodeModal({
  opened,
  onClose,
  purpose,
}: {
  opened: boolean;
  onClose: () => void;
  purpose: CodePurpose;
}) {
  const resend = useResendCode();
  const form = useForm({
    mode: 'controlled',
    initialValues: { telephone: '', purpose },
    validate: zodValidate(resendCodeRequestSchema),
  });

  const submit = form.onSubmit((values) => {
    const body = resendCodeRequestSchema.parse(values);
    resend.mutate(body, {
      onSuccess: (answer) => {
        toast.success(answer.msg, { title: 'Code envoyé', long: true });
        form.reset();
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields.telephone) {
          form.setFieldError('telephone', error.fields.telephone);
        }
        toast.failure(errorMessage(error), { long: true });
      },
    });
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Renvoyer le code"
      centered
      closeButtonProps={{ 'aria-label': 'Fermer' }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            Saisissez le numéro de téléphone de votre compte : un nouveau code vous sera envoyé par SMS.
          </Text>
          <PhoneInput data-autofocus {...form.getInputProps('telephone')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Annuler
            </Button>
            <Button type="submit" loading={resend.isPending}>
              Envoyer le code
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
