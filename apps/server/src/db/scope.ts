import { AsyncLocalStorage } from 'node:async_hooks';
import { eq, type AnyColumn } from 'drizzle-orm';

/**
 * Which association's rows a statement may see (issue 21, ADR 0015). Every statement the server
 * sends runs with the PostgreSQL settings of the scope it was issued in, set by the database
 * client (db/client.ts) before the statement when the connection's current scope differs:
 *
 * - `association`: role quartier_app, which does not bypass Row-Level Security, and
 *   app.association_id = the id (or nothing: then every association table reads empty). Every
 *   HTTP request runs in one, opened before anything else (lib/auth/access.ts).
 * - `service`: the connection's own role, which bypasses Row-Level Security, for the few named
 *   pieces of work that cross associations (the SMS worker, finding a person's memberships at
 *   login, scheduled jobs choosing their associations, migrations, the CLI, tests' checks).
 *   It is the default outside a request, and inside one only through `asService()`.
 */
export type Scope = { kind: 'association'; associationId: number | null } | { kind: 'service' };

interface ScopeStore {
  scope: Scope;
}

const storage = new AsyncLocalStorage<ScopeStore>();
const SERVICE: Scope = { kind: 'service' };

export function currentScope(): Scope {
  return storage.getStore()?.scope ?? SERVICE;
}

/**
 * The scope's own record (a request's, or one withAssociation/asService call's), or undefined at
 * the top level: the PostgreSQL client keeps one connection per record while its statements follow
 * one another (db/client.ts, ADR 0023). Compared by identity only.
 */
export function currentScopeOwner(): object | undefined {
  return storage.getStore();
}

/** Runs `fn` with every statement scoped to one association. */
export function withAssociation<T>(associationId: number, fn: () => T): T {
  return storage.run({ scope: { kind: 'association', associationId } }, fn);
}

/** Runs `fn` across associations. Named uses only: each says why it must see every association. */
export function asService<T>(fn: () => T): T {
  return storage.run({ scope: SERVICE }, fn);
}

/**
 * Opens a request's scope with no association yet: until the session or the address names one,
 * every association table reads empty. The store is the request's own, so `enterAssociation`
 * later in the same request changes what its statements see.
 */
export function openRequestScope(next: () => void): void {
  storage.run({ scope: { kind: 'association', associationId: null } }, next);
}

/** The request's association, once its session or its address has said which. */
export function enterAssociation(associationId: number): void {
  const store = storage.getStore();
  if (!store || store.scope.kind !== 'association')
    throw new Error('enterAssociation hors d’une requête : utiliser withAssociation()');
  store.scope = { kind: 'association', associationId };
}

/**
 * The association of the current scope, for the explicit filter every repository query carries
 * beside Row-Level Security (the two scopes of issue 21). Throws when there is none: a query of
 * association data without an association is a bug, not an empty answer.
 */
export function currentAssociationId(): number {
  const scope = currentScope();
  if (scope.kind === 'association' && scope.associationId !== null) return scope.associationId;
  throw new Error('Aucune association dans ce contexte (withAssociation ou la session de la requête)');
}

/** The explicit filter every repository query carries on an association table (Row-Level Security is the other). */
export function inThisAssociation(table: { associationId: AnyColumn }) {
  return eq(table.associationId, currentAssociationId());
}

/** The association of the scope, or null (service scope, or a request before its association is known). */
export function scopedAssociationId(): number | null {
  const scope = currentScope();
  return scope.kind === 'association' ? scope.associationId : null;
}

/** The role that does not bypass Row-Level Security (migration 0010). */
export const APP_ROLE = 'quartier_app';

/** One statement that puts a connection in a scope; its parameters come from `scopeParams`. */
export const SCOPE_STATEMENT = "select set_config('role', $1, false), set_config('app.association_id', $2, false)";

export function scopeParams(scope: Scope): [string, string] {
  return scope.kind === 'service'
    ? ['none', '']
    : [APP_ROLE, scope.associationId === null ? '' : String(scope.associationId)];
}

/** Equal keys: the connection is already in that scope. */
export function scopeKey(scope: Scope): string {
  return scope.kind === 'service' ? 'service' : `association:${scope.associationId ?? ''}`;
}

/** A fresh connection works as its own role with no association set: the service scope. */
export const FRESH_CONNECTION_SCOPE = scopeKey(SERVICE);

/** After a rollback the connection's settings are those before the transaction: unknown here. */
export const UNKNOWN_SCOPE = '?';

export function isRollback(text: unknown): boolean {
  return typeof text === 'string' && /^\s*rollback\b/i.test(text);
}
