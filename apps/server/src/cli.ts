import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { exportDatabase, importDatabase, RestoreError } from './lib/backup.js';
import { ROLE_CODES, SEXES, normalizePhone, passwordProblem, type RoleCode, type Sexe } from '@quartier/shared';
import { ConfigError, loadConfig } from './config/env.js';
import { databaseTarget, openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/lock.js';
import { audit } from './lib/audit.js';
import { hashPassword } from './lib/auth/password.js';
import { findMemberByPhone, findRoleByCode, insertMember } from './modules/members/repository.js';

const USAGE = `Utilisation :
  npm run db:backup -- [--out fichier.json.gz]     sauvegarde la base (intégrée, ou DATABASE_URL)
  npm run db:restore -- --from fichier.json.gz     restaure dans une base vide (DATA_DIR neuf, ou DATABASE_URL)
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
  if (!ROLE_CODES.includes(values.role as RoleCode))
    fail(`Rôle inconnu : ${values.role}. Rôles : ${ROLE_CODES.join(', ')}`);
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
    if (error instanceof DataDirLockedError)
      fail(`${error.message}\nArrêtez le serveur avant de lancer cette commande.`);
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
      await audit(tx, {
        actorId: null,
        action: 'membre.create_cli',
        entity: 'membre',
        entityId: memberId,
        after: { telephone, role: values.role },
      });
      return memberId;
    });
    console.log(
      `✔ Membre n°${id} créé : ${values.prenom} ${values.nom} (${role!.nom}), ${telephone}. Il peut se connecter.`,
    );
  } finally {
    await database.close();
  }
}

async function openConfigured() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  try {
    const database = await openDatabase(databaseTarget(config));
    await database.migrate();
    return { config, database };
  } catch (error) {
    if (error instanceof DataDirLockedError)
      fail(
        `${error.message}\nLe serveur en marche fait lui-même une sauvegarde par jour dans ${error.dataDir}/backups.`,
      );
    throw error;
  }
}

async function backup(args: string[]) {
  const { values } = parseArgs({ args, options: { out: { type: 'string' } } });
  const { config, database } = await openConfigured();
  try {
    const file = path.resolve(values.out ?? `quartier-${new Date().toISOString().replace(/[:.]/g, '-')}.json.gz`);
    fs.writeFileSync(file, await exportDatabase(database.db));
    console.log(
      `✔ Sauvegarde de la base ${config.databaseUrl ? 'PostgreSQL' : `intégrée (${config.dataDir})`} écrite dans ${file}`,
    );
  } finally {
    await database.close();
  }
}

async function restore(args: string[]) {
  const { values } = parseArgs({ args, options: { from: { type: 'string' } } });
  if (!values.from) fail(`Indiquez le fichier : --from sauvegarde.json.gz\n${USAGE}`);
  if (!fs.existsSync(values.from)) fail(`Fichier introuvable : ${values.from}`);
  const { config, database } = await openConfigured();
  try {
    const counts = await importDatabase(database.db, fs.readFileSync(values.from));
    console.log(
      `✔ Restauré dans ${config.databaseUrl ? 'PostgreSQL' : config.dataDir} : ${counts.membres} membres, ${counts.transactions} cotisations, ${counts.sorties} sorties.`,
    );
  } catch (error) {
    if (error instanceof RestoreError) fail(error.message);
    throw error;
  } finally {
    await database.close();
  }
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'create-member') await createMember(rest);
else if (command === 'backup') await backup(rest);
else if (command === 'restore') await restore(rest);
else fail(`Commande inconnue : ${command ?? '(aucune)'}\n${USAGE}`);
