import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DOCUMENTS,
  DOCUMENT_KINDS,
  DOCUMENT_MAX_BYTES,
  documentKindParamSchema,
  documentResponseSchema,
  documentsResponseSchema,
} from '@quartier/shared';
import { actorOf } from '../../lib/auth/access.js';
import { attachment as contentDisposition } from '../../lib/content-disposition.js';
import * as documents from './service.js';

const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['documents'];
  // PDFs arrive as the raw request body (no multipart): the browser sends the File as is.
  app.addContentTypeParser(
    'application/pdf',
    { parseAs: 'buffer', bodyLimit: DOCUMENT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  for (const kind of DOCUMENT_KINDS) {
    app.get(
      `/cotisation/${DOCUMENTS[kind].download}`,
      {
        config: { heavy: 'document' },
        schema: {
          tags,
          // The spec's call names (downloadStatus, downloadLegalisation...) are also the paths.
          operationId: DOCUMENTS[kind].download,
          summary: `Télécharge « ${DOCUMENTS[kind].titre} » (PDF)`,
          security: [],
        },
      },
      async (_request, reply) => {
        const file = await documents.download(app.ctx, kind);
        return reply
          .type('application/pdf')
          .header('content-disposition', contentDisposition(file.fileName))
          .send(file.content);
      },
    );
  }

  app.get(
    '/cotisation/documents',
    {
      schema: {
        tags,
        operationId: 'listDocuments',
        summary: 'Les quatre documents : version en cours, taille, date, exemple ou non',
        response: { 200: documentsResponseSchema },
      },
    },
    async () => ({ status: 'success' as const, documents: await documents.list(app.ctx) }),
  );

  app.put(
    '/cotisation/documents/:kind',
    {
      bodyLimit: DOCUMENT_MAX_BYTES,
      config: { heavy: 'document' },
      schema: {
        tags,
        operationId: 'replaceDocument',
        summary: 'Remplace un document (Président ou Secrétaire) : corps application/pdf, 10 Mo au plus',
        description: 'Le contenu doit être un vrai PDF ; les anciennes versions sont gardées.',
        params: documentKindParamSchema,
        response: { 200: documentResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      msg: 'Document remplacé',
      document: await documents.upload(app.ctx, request.params.kind, request.body, actorOf(request)),
    }),
  );
};

export default documentsRoutes;
