import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The operator's credential (issue 22, ADR 0018): a long random key that only its holder knows;
 * the configuration (OPERATOR_KEYS) holds its name and sha-256. Checking needs no database, and
 * revoking one is removing its entry from the configuration of every process.
 */

/** Where every operator command reads the key: an environment variable, never a command-line argument (visible in `ps`). */
export const OPERATOR_KEY_ENV = 'QUARTIER_OPERATOR_KEY';

const NAME = /^[a-z0-9][a-z0-9._-]{0,39}$/;

export function operatorKeyHash(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function validOperatorName(nom: string): boolean {
  return NAME.test(nom);
}

/** A new key (printed once) and the line of configuration naming it. */
export function newOperatorKey(nom: string): { key: string; entry: string } {
  const key = `qop_${randomBytes(32).toString('base64url')}`;
  return { key, entry: `${nom}:${operatorKeyHash(key)}` };
}

export type KeyCheck = { ok: true; nom: string } | { ok: false; reason: string };

/**
 * Which operator holds `presented`: every configured key is compared, in constant time, whether
 * or not an earlier one matched, so the time taken tells nothing about the keys.
 */
export function checkOperatorKey(
  keys: ReadonlyArray<{ nom: string; sha256: string }>,
  presented: string | undefined,
): KeyCheck {
  if (keys.length === 0)
    return {
      ok: false,
      reason:
        'Aucune clé d’opérateur n’est configurée (OPERATOR_KEYS). Créez-en une avec « npm run cli -- operator-key --nom NOM » et ajoutez la ligne donnée à la configuration.',
    };
  const key = presented?.trim();
  if (!key)
    return {
      ok: false,
      reason: `Clé d’opérateur absente : mettez-la dans la variable d’environnement ${OPERATOR_KEY_ENV}.`,
    };
  const digest = Buffer.from(operatorKeyHash(key), 'hex');
  let found: string | null = null;
  for (const { nom, sha256 } of keys) {
    const expected = Buffer.from(sha256, 'hex');
    if (expected.length === digest.length && timingSafeEqual(expected, digest) && found === null) found = nom;
  }
  return found === null
    ? { ok: false, reason: `Clé d’opérateur refusée : elle ne correspond à aucune entrée de OPERATOR_KEYS.` }
    : { ok: true, nom: found };
}
