/**
 * Type guards of the light answer checks (`shape` in api-client.ts): the screens whose answers
 * are checked without zod (the login screen, the shell, a fund page, the dashboard) build on them.
 */

import type { MyAssociation } from '@quartier/shared';

type Json = Record<string, unknown>;

export const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isInt = (value: unknown): value is number => Number.isInteger(value);

export const isString = (value: unknown): value is string => typeof value === 'string';

export const isNullable = <T>(value: unknown, check: (v: unknown) => v is T): boolean => value === null || check(value);

/** A list whose every item passes `check`, of exactly `length` items when it is given. */
export const isList = (value: unknown, check: (item: unknown) => boolean, length?: number): value is unknown[] =>
  Array.isArray(value) && (length === undefined || value.length === length) && value.every(check);

/** Every listed field of `record` is an integer (amounts, counts, months, years). */
export const intFields = (record: Json, names: readonly string[]): boolean =>
  names.every((name) => isInt(record[name]));

/** One of the person's associations (login answer, switchAssociation, listMyAssociations). */
export const isMyAssociation = (value: unknown): value is MyAssociation =>
  isRecord(value) &&
  isInt(value.id) &&
  isString(value.slug) &&
  isString(value.nom) &&
  isRecord(value.role) &&
  isString(value.role.code) &&
  isString(value.role.nom) &&
  isString(value.statut) &&
  typeof value.courante === 'boolean';
