import { z } from 'zod';
import { MEMBER_STATUSES, ROLE_CODES } from '../constants.js';
import { langueSchema, phoneSchema, textSchema } from './common.js';
import { LANGUES, type Langue } from '../i18n.js';
import { SLUG_PATTERN } from '../association-address.js';
import type { RouteId } from '../contract/routes.js';
import { amountMessages, fieldLabel, say, type FieldLabel } from '../validation-messages.js';

/** Public facts the login screen needs: its welcome text and 'Contact us' (rulings R9). */
export const associationPublicSchema = z.object({
  status: z.literal('success'),
  association: z.object({
    /** The address part of /a/<slug>/... (issue 21). */
    slug: z.string(),
    nom: z.string(),
    presentation: z.string(),
    contactTelephone: z.string().nullable(),
    whatsapp: z.string().nullable(),
    /** Monthly contribution per member and solidarity target (spec section 9 defaults). */
    montantMensuel: z.number().int(),
    objectifSolidarite: z.number().int(),
    /** Suspended by the service's operator (issue 22): nobody can sign in until it is resumed. */
    suspendue: z.boolean(),
    /** What the login page shows while suspended (the operator's reason when given), else null. */
    messageSuspension: z.string().nullable(),
    /** The language of its new members (issue 25); each person then picks their own. */
    langueDefaut: z.enum(LANGUES),
  }),
});
export type AssociationPublic = z.infer<typeof associationPublicSchema>['association'];

const optionalPhone = z.union([z.literal('').transform(() => null), z.null(), phoneSchema]);
const settingAmount = (label: FieldLabel) =>
  z
    .number({ error: () => amountMessages().whole(fieldLabel(label)) })
    .int({ error: () => amountMessages().whole(fieldLabel(label)) })
    .positive({ error: () => amountMessages().positive(fieldLabel(label)) })
    .max(10_000_000, { error: () => amountMessages().tooLarge(fieldLabel(label)) });

/** PUT /association (Président or Secrétaire). */
export const associationSettingsSchema = z.strictObject({
  nom: textSchema('Le nom de l’association', 80),
  presentation: textSchema('La présentation', 3000, { multiline: true }),
  contactTelephone: optionalPhone,
  whatsapp: optionalPhone,
  montantMensuel: settingAmount('Le montant mensuel'),
  objectifSolidarite: settingAmount('L’objectif de solidarité'),
  /** Left out: unchanged. */
  langueDefaut: langueSchema.optional(),
});
export type AssociationSettings = z.input<typeof associationSettingsSchema>;

export const DOCUMENT_KINDS = ['statuts', 'legalisation', 'reglement', 'assistance'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The download calls of the four documents (spec section 7): operationIds of the contract, and their paths. */
export type DocumentDownload = Extract<
  RouteId,
  'downloadStatus' | 'downloadLegalisation' | 'downloadReglement' | 'downloadAssistance'
>;

/** The four documents: their download call (spec section 7), French title and file name (English: DOCUMENT_NAMES). */
export const DOCUMENTS: Record<DocumentKind, { titre: string; fileName: string; download: DocumentDownload }> = {
  statuts: { titre: 'Statuts de l’association', fileName: 'Statuts de l’association.pdf', download: 'downloadStatus' },
  legalisation: {
    titre: 'Légalisation',
    fileName: 'Légalisation de l’association.pdf',
    download: 'downloadLegalisation',
  },
  reglement: { titre: 'Règlement intérieur', fileName: 'Règlement intérieur.pdf', download: 'downloadReglement' },
  assistance: {
    titre: 'Valorisation de l’assistance',
    fileName: 'Valorisation de l’assistance.pdf',
    download: 'downloadAssistance',
  },
};

/**
 * The documents' names in each language (issue 25, docs/glossaire.md): the title on the page and
 * in a sample PDF, and the name of the downloaded file. French is DOCUMENTS' own.
 */
export const DOCUMENT_NAMES: Record<Langue, Record<DocumentKind, { titre: string; fileName: string }>> = {
  fr: {
    statuts: { titre: DOCUMENTS.statuts.titre, fileName: DOCUMENTS.statuts.fileName },
    legalisation: { titre: DOCUMENTS.legalisation.titre, fileName: DOCUMENTS.legalisation.fileName },
    reglement: { titre: DOCUMENTS.reglement.titre, fileName: DOCUMENTS.reglement.fileName },
    assistance: { titre: DOCUMENTS.assistance.titre, fileName: DOCUMENTS.assistance.fileName },
  },
  en: {
    statuts: { titre: 'Articles of association', fileName: 'Articles of association.pdf' },
    legalisation: { titre: 'Legalisation', fileName: 'Legalisation of the association.pdf' },
    reglement: { titre: 'Internal rules', fileName: 'Internal rules.pdf' },
    assistance: { titre: 'Assistance benefits', fileName: 'Assistance benefits.pdf' },
  },
};
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

export const documentKindParamSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS, { error: say('documentKind') }),
});

export const documentInfoSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  titre: z.string(),
  fileName: z.string(),
  url: z.string(),
  size: z.number().int(),
  updatedAt: z.string(),
  isSample: z.boolean(),
  versions: z.number().int(),
});
export const documentsResponseSchema = z.object({
  status: z.literal('success'),
  documents: z.array(documentInfoSchema),
});
export const documentResponseSchema = z.object({
  status: z.literal('success'),
  msg: z.string(),
  document: documentInfoSchema,
});

/** The address part of /a/<slug>/... (issue 21): its pattern lives with the header, in association-address.ts. */
export const associationSlugSchema = z
  .string({ error: say('slugRequired') })
  .regex(SLUG_PATTERN, { error: say('slugInvalid') });

/** One of the person's memberships, as the login answer and listMyAssociations carry it. */
export const myAssociationSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  nom: z.string(),
  /** The person's role and status in this association (not in the others). */
  role: z.object({ code: z.enum(ROLE_CODES), nom: z.string() }),
  statut: z.enum(MEMBER_STATUSES),
  /** The association of the session that asked. */
  courante: z.boolean(),
});
export type MyAssociation = z.infer<typeof myAssociationSchema>;

/** GET /associations/mine (operationId listMyAssociations). */
export const myAssociationsResponseSchema = z.object({
  status: z.literal('success'),
  associations: z.array(myAssociationSchema),
});
export type MyAssociationsResponse = z.infer<typeof myAssociationsResponseSchema>;

/** POST /auth/switchAssociation (operationId switchAssociation): answers like a login. */
export const switchAssociationRequestSchema = z.strictObject({
  associationId: z
    .number({ error: say('associationId') })
    .int({ error: say('associationId') })
    .positive({ error: say('associationId') }),
});
export type SwitchAssociationRequest = z.input<typeof switchAssociationRequestSchema>;
