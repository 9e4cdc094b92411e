import type {
  AssociationPublic,
  FirstStep,
  FirstStepsResponse,
  LoginResponse,
  MeResponse,
  MessageResponse,
  UserContributions,
} from '@quartier/shared';
import { shape } from '@/lib/api-client';
import { intFields, isInt, isList, isMyAssociation, isRecord, isString } from '@/lib/checks';

/*
 * Light answer checks for the calls of the login screen and of the shell. Their types come from the shared
 * zod schemas; zod itself (with the phone metadata) is left out of the login route to keep
 * it under 150 KB. The dashboard and the fund pages have light checks of their own; the other
 * signed-in screens check answers with the shared schemas.
 */

export const successShape = shape<{ status: 'success' }>((body) => body.status === 'success');

export const messageShape = shape<MessageResponse>((body) => body.status === 'success' && isString(body.msg));

export const associationShape = shape<{ status: 'success'; association: AssociationPublic }>((body) => {
  const a = body.association as Record<string, unknown> | null | undefined;
  return (
    body.status === 'success' &&
    typeof a === 'object' &&
    a !== null &&
    isString(a.nom) &&
    isString(a.presentation) &&
    (a.contactTelephone === null || isString(a.contactTelephone)) &&
    (a.whatsapp === null || isString(a.whatsapp))
  );
});

/** GET auth/me, read by the shell on every page: the fields the shell uses are checked. */
export const meShape = shape<MeResponse>((body) => {
  const membre = body.membre as Record<string, unknown> | null | undefined;
  const role = membre?.Role as Record<string, unknown> | null | undefined;
  return (
    body.status === 'success' &&
    typeof membre?.id === 'number' &&
    isString(membre.nom) &&
    isString(membre.prenom) &&
    (membre.telephone === null || isString(membre.telephone)) &&
    isString(role?.code) &&
    isString(role?.nom)
  );
});

const isSessionAssociation = (value: unknown) =>
  isRecord(value) && isInt(value.id) && isString(value.slug) && isString(value.nom);

/**
 * A new session: login, and switchAssociation which answers the same. `association` and
 * `associations` are checked when present; a server from before issue 21 leaves them out, and the
 * session then simply has none (lib/session.ts).
 */
export const loginShape = shape<LoginResponse>((body) => {
  if (body.status === 'ongoing') return isString(body.msg);
  const membre = body.membre as Record<string, unknown> | null | undefined;
  const role = membre?.Role as Record<string, unknown> | null | undefined;
  return (
    body.status === 'success' &&
    isString(body.token) &&
    isString(body.expiresAt) &&
    typeof membre?.id === 'number' &&
    isString(membre.telephone) &&
    isString(membre.nom) &&
    isString(membre.prenom) &&
    isString(role?.code) &&
    isString(role?.nom) &&
    (body.association === undefined || isSessionAssociation(body.association)) &&
    (body.associations === undefined || isList(body.associations, isMyAssociation))
  );
});

const periodAmount = (period: 'mois' | 'annee') => (entry: unknown) =>
  isRecord(entry) && intFields(entry, [period, 'totalAmount']);

/** GET stats/userContributions/:category/:year/:memberId. */
export const userContributionsShape = shape<UserContributions>(
  (body) =>
    body.status === 'success' &&
    intFields(body, ['global', 'year', 'month', 'best']) &&
    isList(body.totalCotisationsActualYear, periodAmount('mois'), 12) &&
    isList(body.totalContributionsPerYears, periodAmount('annee')) &&
    isRecord(body.sorties) &&
    intFields(body.sorties, ['year', 'global']),
);

/**
 * The codes of the first steps, from their shared type (FIRST_STEPS itself sits among the creation's
 * zod schemas, which the entry, where the dashboard's preload is, must not carry).
 */
const FIRST_STEP_CODES: Record<FirstStep, true> = { reglages: true, secretaire: true, blocs: true };

/** GET association/firstSteps: each step known by its code, done or not. */
export const firstStepsShape = shape<FirstStepsResponse>(
  (body) =>
    body.status === 'success' &&
    isList(
      body.etapes,
      (step) =>
        isRecord(step) &&
        isString(step.code) &&
        Object.hasOwn(FIRST_STEP_CODES, step.code) &&
        typeof step.faite === 'boolean',
    ),
);
