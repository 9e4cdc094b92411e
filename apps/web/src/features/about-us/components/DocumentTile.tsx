import { Badge, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCertificate,
  IconDownload,
  IconGavel,
  IconHeartHandshake,
  IconReplace,
  IconScale,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { DocumentKind } from '@quartier/shared';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/api-client';
import { formatDay } from '@/lib/format';
import { currentMessages } from '@/lib/i18n';
import { useDownloadDocument } from '../api/download-document';
import { useMessages } from '../i18n';
import { formatFileSize } from '../lib/pdf-check';

const ICONS: Record<DocumentKind, ReactNode> = {
  statuts: <IconScale size={26} aria-hidden />,
  legalisation: <IconCertificate size={26} aria-hidden />,
  reglement: <IconGavel size={26} aria-hidden />,
  assistance: <IconHeartHandshake size={26} aria-hidden />,
};

/** Side by side when there is room, one under the other in a narrow tile: never cut. */
const BUTTON_FLEX = { flex: '1 1 9rem' };

/** What the tile knows of the current version, from GET cotisation/documents. */
export interface DocumentFacts {
  updatedAt: string;
  size: number;
  isSample: boolean;
  versions: number;
}

interface DocumentTileProps {
  kind: DocumentKind;
  /** Undefined while loading, null when the list could not be loaded (the download still works). */
  facts: DocumentFacts | null | undefined;
  /** Président and Secrétaire: 'Remplacer' opens the upload. */
  onReplace?: () => void;
}

/** One of the four documents of spec 'About us': icon, title, date, 'Exemple', download, replace. */
export function DocumentTile({ kind, facts, onReplace }: DocumentTileProps) {
  const words = useMessages();
  const m = words.tile;
  const titre = words.documents[kind].titre;
  const titleId = `document-${kind}`;
  const download = useDownloadDocument();

  const start = () => {
    toast.info(currentMessages().shared.documentDownloading);
    download.mutate(
      { kind, fileName: words.documents[kind].fileName },
      { onError: (error) => toast.failure(errorMessage(error), { long: true }) },
    );
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-labelledby={titleId}
      style={{ display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-md)', height: '100%' }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
          {ICONS[kind]}
        </ThemeIcon>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Title order={3} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {titre}
          </Title>
          {facts === undefined ? (
            <Skeleton height={14} width="80%" mt={4} />
          ) : facts ? (
            <Text size="sm" c="dimmed">
              {m.updated(formatDay(facts.updatedAt), formatFileSize(facts.size))}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              PDF
            </Text>
          )}
          {facts?.isSample ? (
            <Group gap={6} wrap="nowrap" align="center">
              <Badge color="orange" variant="light" radius="sm" style={{ flexShrink: 0 }}>
                {m.sample}
              </Badge>
              <Text size="xs" c="dimmed">
                {onReplace ? m.sampleReplace : m.sampleWait}
              </Text>
            </Group>
          ) : null}
          {onReplace && facts && facts.versions > 1 ? (
            <Text size="xs" c="dimmed">
              {m.oldVersions(facts.versions - 1)}
            </Text>
          ) : null}
        </Stack>
      </Group>
      <Group gap="xs" mt="auto" wrap="wrap">
        <Button
          size="sm"
          leftSection={<IconDownload size={18} aria-hidden />}
          onClick={start}
          loading={download.isPending}
          aria-label={m.downloadLabel(titre)}
          style={BUTTON_FLEX}
        >
          {m.download}
        </Button>
        {onReplace ? (
          <Button
            size="sm"
            variant="default"
            leftSection={<IconReplace size={18} aria-hidden />}
            onClick={onReplace}
            aria-label={m.replaceLabel(titre)}
            style={BUTTON_FLEX}
          >
            {m.replace}
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}
