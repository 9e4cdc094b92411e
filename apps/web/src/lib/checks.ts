/**
 * Type guards for what the app reads without a contract behind it: an answer's envelope
 * (api-client.ts) and the session kept in the browser's storage (session.ts), which an older
 * version of the app may have written.
 */

import type { MyAssociation } from '@quartier/shared';

type Json = Record<string, unknown>;

export const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isInt = (value: unknown): value is number => Number.isInteger(value);

export const isString = (value: unknown): value is string => typeof value === 'string';

/** One of the person's associations, as the stored session keeps it. */
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
