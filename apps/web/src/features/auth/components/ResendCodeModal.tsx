import { Button, Group, Stack, Text } from '@mantine/core';
import { PhoneInput } from '@/components/PhoneInput';
import { useForm } from '@mantine/form';
import { resendCodeRequestSchema, type CodePurpose } from '@quartier/shared';
import { useResendCode } from '@/api/resend-code';
import { toast } from '@/components/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { currentMessages, useT } from '@/lib/i18n';
import { zodValidate } from '@/lib/zod-form';
import { useMessages } from '../i18n/pages';
import { Modal } from '@/components/Modal';

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
  const t = useT();
  const m = useMessages().resend;
  const resend = useResendCode();
  const form = useForm({
    mode: 'controlled',
    initialValues: { telephone: '', purpose },
    validate: zodValidate(resendCodeRequestSchema),
  });

  const submit = form.onSubmit((values) => {
    const body = resendCodeRequestSchema.parse(values);
    resend.mutate(body, {
      onSuccess: () => {
        const words = currentMessages();
        const sent = body.purpose === 'confirmation' ? words.shared.resendSent : words.shared.forgotPasswordSent;
        toast.success(sent, { title: words.common.codeSent, long: true });
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
      title={m.title}
      centered
      closeButtonProps={{ 'aria-label': t.common.close }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{m.intro}</Text>
          <PhoneInput data-autofocus {...form.getInputProps('telephone')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t.common.cancel}
            </Button>
            <Button type="submit" loading={resend.isPending}>
              {m.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
