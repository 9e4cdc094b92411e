import {
  DOCUMENTS,
  documentKindParamSchema,
  documentResponseSchema,
  documentsResponseSchema,
  type DocumentKind,
} from '../../schemas/association.js';
import type { AreaSchemas } from '../types.js';

const tags = ['documents'];

/** A public PDF: no answer schema, and shown in OpenAPI without the bearer token. */
const download = (kind: DocumentKind) =>
  ({ tags, summary: `Télécharge « ${DOCUMENTS[kind].titre} » (PDF)`, security: [] }) as const;

// The spec's call names (downloadStatus, downloadLegalisation...) are also the paths.
export const documentsSchemas = {
  downloadStatus: download('statuts'),
  downloadLegalisation: download('legalisation'),
  downloadReglement: download('reglement'),
  downloadAssistance: download('assistance'),
  listDocuments: {
    tags,
    summary: 'Les quatre documents : version en cours, taille, date, exemple ou non',
    response: { 200: documentsResponseSchema },
  },
  replaceDocument: {
    tags,
    summary: 'Remplace un document (Président ou Secrétaire) : corps application/pdf, 10 Mo au plus',
    description: 'Le contenu doit être un vrai PDF ; les anciennes versions sont gardées.',
    params: documentKindParamSchema,
    response: { 200: documentResponseSchema },
  },
} as const satisfies AreaSchemas;
