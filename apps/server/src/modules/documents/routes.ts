import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DOCUMENTS, DOCUMENT_KINDS, DOCUMENT_MAX_BYTES } from '@quartier/shared';
import { actorOf } from '../../lib/auth/access.js';
import { attachment as contentDisposition } from '../../lib/content-disposition.js';
import { endpoint } from '../../lib/contract.js';
import * as documents from './service.js';

const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // PDFs arrive as the raw request body (no multipart): the browser sends the File as is.
  app.addContentTypeParser(
    'application/pdf',
    { parseAs: 'buffer', bodyLimit: DOCUMENT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  for (const kind of DOCUMENT_KINDS) {
    app.route({
      // One public route per document, each under its own operationId.
      ...endpoint(DOCUMENTS[kind].download),
      config: { heavy: 'document' },
      handler: async (_request, reply) => {
        const file = await documents.download(app.ctx, kind);
        return reply
          .type('application/pdf')
          .header('content-disposition', contentDisposition(file.fileName))
          .send(file.content);
      },
    });
  }

  app.route({
    ...endpoint('listDocuments'),
    handler: async () => ({ status: 'success' as const, documents: await documents.list(app.ctx) }),
  });

  app.route({
    ...endpoint('replaceDocument'),
    bodyLimit: DOCUMENT_MAX_BYTES,
    config: { heavy: 'document' },
    handler: async (request) => ({
      status: 'success' as const,
      msg: 'Document remplacé',
      document: await documents.upload(app.ctx, request.params.kind, request.body, actorOf(request)),
    }),
  });
};

export default documentsRoutes;
