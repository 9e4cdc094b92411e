import { parseArgs } from 'node:util';
import { ROLE_CODES, SEXES, normalizePhone, passwordProblem, type RoleCode, type Sexe } from '@quartier/shared';
import { ConfigError, loadConfig } from './config/env.js';
import { databaseTarget, openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/lock.js';
import { audit } from './lib/audit.js';
import { hashPassword } from './lib/auth/password.js';
import { findMemberByPhone, findRoleByCode, insertMember } from './modules/members/repository.js';

const USAGE = `Utilisation :
  npm run cli -- create-member --nom NOM --prenom PRENOM --telephone 6XXXXXXXX --sexe M|F --bloc "Bloc A" [--role president]
  Le mot de passe est lu sur l'entrée standard (première ligne), par exemple :
  printf '%s\\n' 'mon-mot-de-passe' | npm run cli -- create-member ...
Rôles : ${ROLE_CODES.join(', ')}`;

function fail(message: string): never {
  console.error(`✖ ${message}`);
  process.exit(1);
}

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('Mot de passe (puis Entrée) : ');
  let input = '';
  for await (const chunk of process.stdin) {
    input += chunk;
    if (input.includes('\n')) break;
  }
  return input.split(/\r?\n/)[0] ?? '';
}

/** Creates the first officer of a real association, active at once (rulings R10). */
async function createMember(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      nom: { type: 'string' },
      prenom: { type: 'string' },
      telephone: { type: 'string' },
      sexe: { type: 'string' },
      bloc: { type: 'string' },
      role: { type: 'string', default: 'president' },
    },
  });
  const missing = (['nom', 'prenom', 'telephone', 'sexe', 'bloc'] as const).filter((k) => !values[k]?.trim());
  if (missing.length) fail(`Il manque : ${missing.map((k) => `--${k}`).join(', ')}\n${USAGE}`);
  const telephone = normalizePhone(values.telephone!);
  if (!telephone) fail(`Numéro de téléphone invalide : ${values.telephone}`);
  if (!SEXES.includes(values.sexe as Sexe)) fail("--sexe doit valoir 'M' ou 'F'");
  if (!ROLE_CODES.includes(values.role as RoleCode)) fail(`Rôle inconnu : ${values.role}. Rôles : ${ROLE_CODES.join(', ')}`);
  const password = await readPassword();
  const problem = passwordProblem(password);
  if (problem) fail(problem);

  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  let database;
  try {
    database = await openDatabase(databaseTarget(config));
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(`${error.message}\nArrêtez le serveur avant de lancer cette commande.`);
    throw error;
  }
  try {
    await database.migrate();
    if (await findMemberByPhone(database.db, telephone)) fail(`Un membre utilise déjà le numéro ${telephone}.`);
    const role = await findRoleByCode(database.db, values.role!);
    const passwordHash = await hashPassword(password);
    const id = await database.db.transaction(async (tx) => {
      const memberId = await insertMember(
        tx,
        {
          nom: values.nom!.trim(),
          prenom: values.prenom!.trim(),
          sexe: values.sexe as Sexe,
          telephone,
          bloc: values.bloc!.trim(),
          roleId: role!.id,
          statut: 'Actif',
          passwordHash,
        },
        [1, 2, 3],
      );
      await audit(tx, { actorId: null, action: 'membre.create_cli', entity: 'membre', entityId: memberId, after: { telephone, role: values.role } });
      return memberId;
    });
    console.log(`✔ Membre n°${id} créé : ${values.prenom} ${values.nom} (${role!.nom}), ${telephone}. Il peut se connecter.`);
  } finally {
    await database.close();
  }
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'create-member') await createMember(rest);
else fail(`Commande inconnue : ${command ?? '(aucune)'}\n${USAGE}`);
