import { Alert, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { newNotificationSchema, REMINDER_TEXT_MAX, REMINDER_TITLE_MAX } from '@quartier/shared';
import { useSendReminder, type ReminderBody } from '@/api/send-reminder';
import { ApiError } from '@/lib/api-client';
import { issuesToErrors } from '@/lib/form';
import { useIdempotencyKey } from '@/lib/idempotency';
import { useT } from '@/lib/i18n';
import { messages, useMessages } from './reminder/i18n';
import { failureContent } from './failure-content';
import { TargetFormModal } from './FormModal';
import { SegmentedChoice } from './SegmentedChoice';
import { sendOnce } from './send-once';
import { toast } from './toast';
import { FormActions } from './FormActions';

type FundCaisse = 1 | 3;

/** One member (a fund row: what she still owes is written in), or a choice of recipients. */
export type ReminderTarget =
  | { kind: 'membre'; membreId: number; name: string; titre: string; contenu: string }
  | { kind: 'groupe'; caisse?: FundCaisse };

type Group = 'en_retard' | 'tous';

/**
 * 'Nouveau rappel' (Secrétaire): a title and a text, to one member or to every member behind on a
 * fund (in the app and by SMS: the server adds what each one owes), or to everyone (in the app).
 */
export function ReminderModal({
  opened,
  onClose,
  target,
  fullScreen,
}: {
  opened: boolean;
  onClose: () => void;
  target: ReminderTarget | null;
  fullScreen?: boolean;
}) {
  const send = useSendReminder();
  const m = useMessages();
  return (
    <TargetFormModal
      opened={opened}
      onClose={onClose}
      title={m.title}
      fullScreen={fullScreen}
      busy={send.isPending}
      target={target}
      keyOf={(shown) => (shown.kind === 'membre' ? `m-${shown.membreId}` : 'groupe')}
    >
      {(shown) => <ReminderForm target={shown} send={send} onDone={onClose} />}
    </TargetFormModal>
  );
}

function ReminderForm({
  target,
  send,
  onDone,
}: {
  target: ReminderTarget;
  send: ReturnType<typeof useSendReminder>;
  onDone: () => void;
}) {
  const t = useT();
  const m = useMessages();
  const [group, setGroup] = useState<Group>('en_retard');
  const [caisse, setCaisse] = useState<FundCaisse>(target.kind === 'groupe' ? (target.caisse ?? 3) : 3);
  const [titre, setTitre] = useState(target.kind === 'membre' ? target.titre : m.defaultTitle);
  const [contenu, setContenu] = useState(target.kind === 'membre' ? target.contenu : m.defaultText);
  const [errors, setErrors] = useState<{ titre?: string; contenu?: string }>({});
  const bySms = target.kind === 'membre' || group === 'en_retard';
  const idempotency = useIdempotencyKey();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = { titre, contenu, type: 'rappel' as const };
    const body: ReminderBody =
      target.kind === 'membre'
        ? { ...text, destinataires: 'membre', membreId: target.membreId }
        : group === 'en_retard'
          ? { ...text, destinataires: 'en_retard', cotisation: caisse }
          : { ...text, destinataires: 'tous' };
    // The server's own schema: the same limits and French messages before anything is sent.
    const checked = newNotificationSchema.safeParse(body);
    if (!checked.success) {
      const found = issuesToErrors(checked.error.issues);
      setErrors({ titre: found.titre, contenu: found.contenu });
      return;
    }
    setErrors({});
    sendOnce(send, idempotency, body, {
      onDone,
      success: (answer) => messages().sent(answer.destinataires),
      onError: (error) => {
        if (error instanceof ApiError) setErrors({ titre: error.fields.titre, contenu: error.fields.contenu });
        toast.failure(failureContent(messages().sendFailed, error), { long: true });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={m.title}>
      <Stack gap="md">
        {target.kind === 'membre' ? (
          <Text size="sm">
            {m.to} <strong>{target.name}</strong>
          </Text>
        ) : (
          <>
            <SegmentedChoice<Group>
              fullWidth
              aria-label={m.recipients}
              value={group}
              onChange={setGroup}
              data={[
                { value: 'en_retard', label: m.late },
                { value: 'tous', label: m.everyone },
              ]}
            />
            {group === 'en_retard' ? (
              <SegmentedChoice<`${FundCaisse}`>
                fullWidth
                aria-label={m.fund}
                value={`${caisse}`}
                onChange={(value) => setCaisse(Number(value) as FundCaisse)}
                data={[
                  { value: '3', label: t.funds[3] },
                  { value: '1', label: t.funds[1] },
                ]}
              />
            ) : null}
          </>
        )}
        <TextInput
          label={m.titleLabel}
          value={titre}
          onChange={(event) => {
            setTitre(event.currentTarget.value);
            setErrors((current) => ({ ...current, titre: undefined }));
          }}
          error={errors.titre}
          maxLength={REMINDER_TITLE_MAX}
          withAsterisk
        />
        <Textarea
          label={m.messageLabel}
          value={contenu}
          onChange={(event) => {
            setContenu(event.currentTarget.value);
            setErrors((current) => ({ ...current, contenu: undefined }));
          }}
          error={errors.contenu}
          maxLength={REMINDER_TEXT_MAX}
          autosize
          minRows={3}
          maxRows={8}
          withAsterisk
          data-autofocus
        />
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={20} aria-hidden />}>
          {target.kind === 'membre' ? m.infoMember : bySms ? m.infoLate : m.infoEveryone}
        </Alert>
        <FormActions submitLabel={m.submit} pending={send.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
