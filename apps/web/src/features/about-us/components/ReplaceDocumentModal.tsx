import { FileInput, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCircleCheck, IconFileTypePdf } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { DocumentKind } from '@quartier/shared';
import { FailureAlert } from '@/components/FailureAlert';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useUploadDocument } from '../api/upload-document';
import { messages, useMessages } from '../i18n';
import { formatFileSize, maxSizeLabel, pdfProblem } from '../lib/pdf-check';
import { FormActions } from '@/components/FormActions';
import { Modal } from '@/components/Modal';

interface ReplaceDocumentModalProps {
  /** The document being replaced; null when the modal is closed. */
  kind: DocumentKind | null;
  onClose: () => void;
}

/**
 * 'Remplacer' of a document tile (Président, Secrétaire; rulings R11): a PDF of 10 MB at most,
 * checked here first, then by the server; the old version stays in the history.
 */
export function ReplaceDocumentModal({ kind, onClose }: ReplaceDocumentModalProps) {
  const t = useT();
  const words = useMessages();
  const phone = useMediaQuery('(max-width: 36em)');
  const upload = useUploadDocument();
  // The last kind stays displayed while the modal closes.
  const [shown, setShown] = useState<DocumentKind>(kind ?? 'statuts');
  if (kind && kind !== shown) setShown(kind);
  const close = () => {
    upload.reset();
    onClose();
  };

  return (
    <Modal
      opened={kind !== null}
      onClose={upload.isPending ? () => undefined : close}
      title={words.replace.title(words.documents[shown].titre)}
      centered
      size="md"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t.common.close }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {kind ? <ReplaceForm key={kind} kind={kind} onDone={close} upload={upload} /> : null}
    </Modal>
  );
}

function ReplaceForm({
  kind,
  onDone,
  upload,
}: {
  kind: DocumentKind;
  onDone: () => void;
  upload: ReturnType<typeof useUploadDocument>;
}) {
  const words = useMessages();
  const m = words.replace;
  const titre = words.documents[kind].titre;
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setProblem(null);
    upload.reset();
    if (!chosen) return;
    setChecking(true);
    const found = await pdfProblem(chosen);
    setChecking(false);
    setProblem(found);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setProblem(m.choose);
      return;
    }
    if (problem || checking) return;
    upload.mutate(
      { kind, file },
      {
        onSuccess: () => {
          const latest = messages();
          toast.success(latest.replace.replaced(latest.documents[kind].titre), { long: true });
          onDone();
        },
      },
    );
  };

  const serverError = upload.isError ? errorMessage(upload.error) : null;

  return (
    <form onSubmit={submit} noValidate aria-label={m.form(titre)}>
      <Stack gap="md">
        <Text size="sm">{m.intro}</Text>
        <FileInput
          label={m.file}
          placeholder={m.filePlaceholder}
          description={m.fileHelp(maxSizeLabel())}
          accept="application/pdf,.pdf"
          size="md"
          clearable
          value={file}
          onChange={(chosen) => void choose(chosen)}
          leftSection={<IconFileTypePdf size={20} aria-hidden />}
          error={problem}
          clearButtonProps={{ 'aria-label': m.removeFile }}
          disabled={upload.isPending}
        />
        {file && !problem && !checking ? (
          <Group gap={6} wrap="nowrap">
            <IconCircleCheck size={18} color="var(--mantine-color-green-8)" aria-hidden />
            <Text size="sm">{m.recognised(formatFileSize(file.size))}</Text>
          </Group>
        ) : null}
        <FailureAlert>{serverError}</FailureAlert>
        <FormActions
          submitLabel={m.submit}
          pending={upload.isPending}
          onCancel={onDone}
          submitDisabled={!file || Boolean(problem) || checking}
          stretch
        />
      </Stack>
    </form>
  );
}
