import {
  blocKey,
  CAISSE,
  canonicalBloc,
  displayRoleName,
  ERRORS,
  OFFICE_ROLES,
  resolveBloc,
  type CaisseId,
  type Member,
  type RegisterRequest,
  type Sexe,
  type UpdateUserRequest,
} from '@quartier/shared';
import { formatPhone } from '@/lib/format';
import { fr, type Messages } from '../i18n/members/fr';
import { activeCaisses } from './members';

/*
 * The rules of the member form of the Inscriptions page, apart from its fields and its
 * submission: what it starts with, what it sends, where the server's errors go, and what the
 * bloc and role fields say.
 */

export type MemberFormTarget = { mode: 'add' } | { mode: 'edit'; member: Member };

export interface MemberFormValues {
  nom: string;
  prenom: string;
  telephone: string;
  bloc: string;
  sexe: Sexe | '';
  /** Role id as the Select holds it. */
  role: string;
  solidarite: boolean;
  mensuelle: boolean;
}

export function initialMemberValues(target: MemberFormTarget): MemberFormValues {
  if (target.mode === 'add') {
    return { nom: '', prenom: '', telephone: '', bloc: '', sexe: '', role: '', solidarite: true, mensuelle: true };
  }
  const { member } = target;
  const caisses = activeCaisses(member);
  return {
    nom: member.nom,
    prenom: member.prenom,
    telephone: member.telephone ? formatPhone(member.telephone) : '',
    bloc: member.bloc,
    sexe: member.sexe,
    role: String(member.RoleId),
    solidarite: caisses.includes(CAISSE.solidarite),
    mensuelle: caisses.includes(CAISSE.mensuelle),
  };
}

/** The registration fee is always paid; the two other funds are ticked. */
export function memberCotisations(values: Pick<MemberFormValues, 'solidarite' | 'mensuelle'>): CaisseId[] {
  return [
    ...(values.solidarite ? [CAISSE.solidarite] : []),
    CAISSE.inscriptions,
    ...(values.mensuelle ? [CAISSE.mensuelle] : []),
  ];
}

/** What registering and editing send alike: phone, bloc (as the association spells it), sex, funds. */
function memberFields(values: MemberFormValues, blocs: readonly string[]) {
  return {
    telephone: values.telephone,
    bloc: values.bloc.trim() ? resolveBloc(values.bloc, blocs) : '',
    sexe: values.sexe as Sexe,
    cotisations: memberCotisations(values),
  };
}

export function registerBody(values: MemberFormValues, blocs: readonly string[]): RegisterRequest {
  return { nom: values.nom, prenom: values.prenom, ...memberFields(values, blocs), role: Number(values.role) };
}

export function updateBody(values: MemberFormValues, member: Member, blocs: readonly string[]): UpdateUserRequest {
  // The name is read-only: sent back unchanged.
  return { nom: member.nom, prenom: member.prenom, ...memberFields(values, blocs), RoleId: Number(values.role) };
}

/** Server and schema errors keyed by request field, moved onto the form's fields. */
export function toMemberFormErrors(errors: Record<string, unknown>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const field = key === 'RoleId' ? 'role' : key.startsWith('cotisations') ? 'caisses' : key;
    result[field] ??= String(value);
  }
  return result;
}

/**
 * What the bloc field says of what is typed: an existing bloc, how it will be written, or a new one;
 * `words`: the reader's language (the catalogue's `bloc`), French by default.
 */
export function blocHint(
  typed: string,
  blocs: readonly string[],
  loading: boolean,
  words: Messages['bloc'] = fr.bloc,
): string {
  const value = typed.trim();
  if (!value || loading) return words.choose;
  const existing = blocs.find((bloc) => blocKey(bloc) === blocKey(value));
  if (existing) return existing === value ? words.existing : words.savedAs(existing);
  return words.created(canonicalBloc(value));
}

/**
 * The roles offered. A new association has no Secrétaire yet, and so nobody to validate naming
 * one: while its first steps say so, an officer registers her with her role (issue 22; the server
 * checks the vacancy). Otherwise the Président's and the Secrétaire's roles are given by editing
 * a member (the other officer validates).
 */
export function roleOptions(
  roles: ReadonlyArray<{ id: number; code: string; nom: string }>,
  { editing, secretaryVacant }: { editing: boolean; secretaryVacant: boolean },
  /** The role as shown (roleLabel in the reader's language); the server's name by default. */
  label: (role: { code: string; nom: string }) => string = (role) => displayRoleName(role.nom),
) {
  return roles
    .filter(
      (role) =>
        editing ||
        !OFFICE_ROLES.includes(role.code as (typeof OFFICE_ROLES)[number]) ||
        (role.code === 'secretaire' && secretaryVacant),
    )
    .map((role) => ({ value: String(role.id), label: label(role) }));
}

/**
 * Only officers give an office role; nobody changes her own role (server rules). `words`: the
 * reader's language, French (the server's) by default.
 */
export function roleLock(
  {
    editingSelf,
    editing,
    canGiveOfficeRoles,
  }: {
    editingSelf: boolean;
    editing: boolean;
    canGiveOfficeRoles: boolean;
  },
  words: { ownRole: string; officeRolesOnly: string } = {
    ownRole: ERRORS.OWN_ROLE.msg,
    officeRolesOnly: fr.form.officeRolesOnly,
  },
): string | null {
  if (editingSelf) return words.ownRole;
  if (!canGiveOfficeRoles && !editing) return words.officeRolesOnly;
  return null;
}
