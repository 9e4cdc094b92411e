import { Alert, Button, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { can, DOCUMENT_KINDS, type DocumentKind } from '@quartier/shared';
import { useAssociation } from '@/api/get-association';
import { ABOUT_US_SETTINGS_PARAM } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useDocuments } from '../api/get-documents';
import { AssociationCard } from '../components/AssociationCard';
import { DocumentTile } from '../components/DocumentTile';
import { ReplaceDocumentModal } from '../components/ReplaceDocumentModal';
import { SettingsModal } from '../components/SettingsModal';
import { useMessages } from '../i18n';

/**
 * About us (spec 'About us', issue 7): the association's presentation and contact, editable by
 * the Président and the Secrétaire, and the four documents, each downloaded by its own call
 * (rulings R9) and replaced by the same two officers (rulings R11).
 */
export function AboutUsPage() {
  const t = useT();
  const m = useMessages();
  const session = useSession();
  const role = session?.roleCode ?? null;
  const canEdit = can(role, 'updateAssociation');
  const canReplace = can(role, 'replaceDocument');
  const association = useAssociation();
  const documents = useDocuments();
  // '?reglages' (the dashboard's first steps) opens the settings at once, for an officer.
  const [params, setParams] = useSearchParams();
  const [settingsOpened, setSettingsOpened] = useState(() => canEdit && params.has(ABOUT_US_SETTINGS_PARAM));
  const closeSettings = () => {
    setSettingsOpened(false);
    // Closed, the address no longer says to open them: a reload shows the page.
    if (params.has(ABOUT_US_SETTINGS_PARAM)) setParams({}, { replace: true });
  };
  const [replacing, setReplacing] = useState<DocumentKind | null>(null);

  const factsOf = (kind: DocumentKind) => {
    if (documents.isPending) return undefined;
    if (documents.isError) return null;
    return documents.data.find((d) => d.kind === kind) ?? null;
  };

  return (
    <Stack gap="lg" maw={1200}>
      {association.isPending ? (
        <Paper withBorder radius="md" p="lg" aria-busy="true" aria-label={m.loadingPresentation}>
          <Skeleton height={28} width="50%" mb="md" />
          <Skeleton height={14} mb={8} />
          <Skeleton height={14} mb={8} />
          <Skeleton height={14} width="70%" />
        </Paper>
      ) : association.isError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={20} aria-hidden />}
          title={m.presentationUnavailable}
          role="alert"
        >
          {errorMessage(association.error)}
          <Button
            size="xs"
            variant="light"
            color="red"
            mt="sm"
            display="block"
            onClick={() => void association.refetch()}
          >
            {t.common.retry}
          </Button>
        </Alert>
      ) : (
        <>
          <AssociationCard
            association={association.data}
            onEdit={canEdit ? () => setSettingsOpened(true) : undefined}
          />
          {canEdit ? (
            <SettingsModal opened={settingsOpened} onClose={closeSettings} association={association.data} />
          ) : null}
        </>
      )}

      {/* Below the presentation, once its height is known: drawn under its skeleton, the documents
          were pushed down a whole screen when the presentation arrived (CLS 0.31). */}
      {association.isPending ? null : (
        <Stack gap="sm" component="section" aria-labelledby="documents-title">
          <div>
            <Title order={2} size="h4" id="documents-title">
              {m.documentsTitle}
            </Title>
            <Text size="sm" c="dimmed">
              {m.documentsText}
            </Text>
          </div>
          {documents.isError ? (
            <Text size="sm" c="dimmed" role="status">
              {m.documentsDatesFailed(errorMessage(documents.error))}
            </Text>
          ) : null}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {DOCUMENT_KINDS.map((kind) => (
              <DocumentTile
                key={kind}
                kind={kind}
                facts={factsOf(kind)}
                onReplace={canReplace ? () => setReplacing(kind) : undefined}
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}

      {canReplace ? <ReplaceDocumentModal kind={replacing} onClose={() => setReplacing(null)} /> : null}
    </Stack>
  );
}

export { AboutUsPage as Component };
