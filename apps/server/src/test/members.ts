import type { DatabaseHandle } from '../db/client.js';
import { withAssociation } from '../db/scope.js';
import { hashPassword } from '../lib/auth/password.js';
import { findRoleByCode, insertMember } from '../modules/members/repository.js';

/** key (also the first name; the name is the key in capitals), phone, role code, sex, bloc, funds. */
export type TestMember = [
  key: string,
  telephone: string,
  roleCode: string,
  sexe: 'M' | 'F',
  bloc: string,
  caisses: number[],
];

/**
 * Active members of a small association built by a test (no demo data), all with one password,
 * written as the server would: in the service's one association. Answers their ids by key.
 */
export async function insertTestMembers(db: DatabaseHandle['db'], people: TestMember[], password: string) {
  const passwordHash = await hashPassword(password);
  const ids: Record<string, number> = {};
  for (const [key, telephone, roleCode, sexe, bloc, caisses] of people) {
    const role = await findRoleByCode(db, roleCode);
    ids[key] = await withAssociation(1, () =>
      insertMember(
        db,
        { nom: key.toUpperCase(), prenom: key, sexe, telephone, bloc, roleId: role!.id, statut: 'Actif', passwordHash },
        caisses,
      ),
    );
  }
  return ids;
}
