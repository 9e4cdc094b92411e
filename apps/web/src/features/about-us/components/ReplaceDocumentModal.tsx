import { FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCircleCheck, IconFileTypePdf } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { DOCUMENTS, type DocumentKind } from '@quartier/shared';
import { FailureAlert } from '@/components/FailureAlert';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/api-client';
import { useUploadDocument } from '../api/upload-document';
import { formatFileSize, MAX_SIZE_LABEL, pdfProblem } from '../lib/pdf-check';
import { FormActions } from '@/components/FormActions';

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
      title={`Remplacer «\u00a0${DOCUMENTS[shown].titre}\u00a0»`}
      centered
      size="md"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Fermer' }}
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
  const { titre } = DOCUMENTS[kind];
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
      setProblem('Choisissez le fichier PDF à publier.');
      return;
    }
    if (problem || checking) return;
    upload.mutate(
      { kind, file },
      {
        onSuccess: () => {
          toast.success(`«\u00a0${titre}\u00a0» a été remplacé. Les membres téléchargent désormais ce fichier.`, {
            long: true,
          });
          onDone();
        },
      },
    );
  };

  const serverError = upload.isError ? errorMessage(upload.error) : null;

  return (
    <form onSubmit={submit} noValidate aria-label={`Remplacer ${titre}`}>
      <Stack gap="md">
        <Text size="sm">
          Le fichier choisi devient la version téléchargée par tous les membres. L’ancienne version est conservée dans
          l’historique.
        </Text>
        <FileInput
          label="Fichier PDF"
          placeholder="Choisir un fichier PDF"
          description={`Format PDF uniquement, ${MAX_SIZE_LABEL} au plus.`}
          accept="application/pdf,.pdf"
          size="md"
          clearable
          value={file}
          onChange={(chosen) => void choose(chosen)}
          leftSection={<IconFileTypePdf size={20} aria-hidden />}
          error={problem}
          clearButtonProps={{ 'aria-label': 'Retirer le fichier' }}
          disabled={upload.isPending}
        />
        {file && !problem && !checking ? (
          <Group gap={6} wrap="nowrap">
            <IconCircleCheck size={18} color="var(--mantine-color-green-8)" aria-hidden />
            <Text size="sm">PDF reconnu ({formatFileSize(file.size)}), prêt à être publié.</Text>
          </Group>
        ) : null}
        <FailureAlert>{serverError}</FailureAlert>
        <FormActions
          submitLabel="Publier ce fichier"
          pending={upload.isPending}
          onCancel={onDone}
          submitDisabled={!file || Boolean(problem) || checking}
          stretch
        />
      </Stack>
    </form>
  );
}
