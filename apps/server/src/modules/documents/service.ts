import { createHash } from 'node:crypto';
import {
  DEFAULT_LANGUE,
  DOCUMENTS,
  DOCUMENT_KINDS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_NAMES,
  pathOf,
  type DocumentKind,
  type Langue,
} from '@quartier/shared';
import type { Executor } from '../../db/client.js';
import type { Actor, AppContext } from '../../context.js';
import { API_PREFIX } from '../../lib/auth/access.js';
import { audit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import * as repo from './repository.js';
import { looksLikePdf, samplePdf } from './sample-pdf.js';
import { DOCUMENT_WORDS } from './words.js';

export function info(
  kind: DocumentKind,
  row: { size: number; isSample: boolean; createdAt: string | Date; versions: number },
) {
  return {
    kind,
    ...DOCUMENTS[kind],
    url: `${API_PREFIX}${pathOf(DOCUMENTS[kind].download)}`,
    size: row.size,
    updatedAt: new Date(row.createdAt).toISOString(),
    isSample: row.isSample,
    versions: row.versions,
  };
}

export async function list(ctx: AppContext) {
  const rows = await repo.documentIndex(ctx.db);
  return DOCUMENT_KINDS.flatMap((kind) => {
    const row = rows.find((r) => r.kind === kind);
    return row ? [info(kind, row)] : [];
  });
}

export async function download(ctx: AppContext, kind: DocumentKind) {
  const row = await repo.currentDocument(ctx.db, kind);
  if (!row) throw new AppError('DOCUMENT_NOT_PUBLISHED');
  return { content: row.content, fileName: DOCUMENTS[kind].fileName };
}

/** A new version: a real PDF (checked by content), 10 MB at most; the old ones stay. */
export async function upload(ctx: AppContext, kind: DocumentKind, file: unknown, actor: Actor) {
  if (!Buffer.isBuffer(file))
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Envoyez le fichier lui-même, en PDF (Content-Type: application/pdf).',
    );
  if (file.length === 0) throw new AppError('VALIDATION', 'Aucun fichier reçu.');
  if (file.length > DOCUMENT_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'Le fichier dépasse 10 Mo.');
  if (!looksLikePdf(file))
    throw new AppError('VALIDATION', 'Ce fichier n’est pas un PDF valide.', { file: 'PDF attendu' });
  const sha256 = createHash('sha256').update(file).digest('hex');
  await ctx.db.transaction(async (tx) => {
    const id = await repo.insertDocument(tx, {
      kind,
      content: file,
      size: file.length,
      sha256,
      isSample: false,
      uploadedBy: actor.auth!.memberId,
      createdAt: ctx.clock.now(),
    });
    await audit(tx, {
      actorId: actor.auth!.memberId,
      action: 'document.upload',
      entity: 'document',
      entityId: id,
      after: { kind, size: file.length, sha256 },
      ip: actor.ip,
    });
  });
  return (await list(ctx)).find((d) => d.kind === kind)!;
}

/**
 * First start: each missing document gets a sample, clearly marked as such, in the given
 * language (a new association's founder's, issue 25; French otherwise).
 */
export async function ensureSampleDocuments(db: Executor, langue: Langue = DEFAULT_LANGUE): Promise<void> {
  const words = DOCUMENT_WORDS[langue];
  for (const kind of DOCUMENT_KINDS) {
    if (await repo.currentDocument(db, kind)) continue;
    const content = samplePdf(words.sampleTitle(DOCUMENT_NAMES[langue][kind].titre), words.sampleLines);
    await repo.insertDocument(db, {
      kind,
      content,
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      isSample: true,
      uploadedBy: null,
    });
  }
}
