import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { exportDatabase, importDatabase, RestoreError } from './lib/backup.js';
import { ROLE_CODES, SEXES, normalizePhone, passwordProblem, type RoleCode, type Sexe } from '@quartier/shared';
import { ConfigError, loadConfig } from './config/env.js';
import { databaseTarget, openDatabase, type DatabaseHandle } from './db/client.js';
import { copyDatabase, CopyError } from './db/copy.js';
import { DataDirLockedError } from './db/lock.js';
import { databaseMessage, MigrationError, type MigrationLog } from './db/migrate.js';
import { audit } from './lib/audit.js';
import { hashPassword } from './lib/auth/password.js';
import { findMemberByPhone, findRoleByCode, insertMember } from './modules/members/repository.js';
import { findAssociationBySlug, findDefaultAssociation } from './modules/associations/repository.js';
import { ensureAssociationsReady } from './modules/associations/service.js';
import { withAssociation } from './db/scope.js';

const USAGE = `Utilisation :
  npm run db:backup -- [--out fichier.json.gz]     sauvegarde la base (intégrée, ou DATABASE_URL)
  npm run db:restore -- --from fichier.json.gz     restaure dans une base vide (DATA_DIR neuf, ou DATABASE_URL)
  npm run db:copy -- --to postgres://... [--from DATA_DIR]
                                                   copie la base intégrée (application arrêtée) dans une base PostgreSQL vide
  npm run cli -- create-member --nom NOM --prenom PRENOM --telephone 6XXXXXXXX --sexe M|F --bloc "Bloc A" [--role president] [--association SLUG]
  Le mot de passe est lu sur l'entrée standard (première ligne), par exemple :
  printf '%s\\n' 'mon-mot-de-passe' | npm run cli -- create-member ...
Rôles : ${ROLE_CODES.join(', ')}`;

function fail(message: string): never {
  console.error(`✖ ${message}`);
  process.exit(1);
}

/** What the migrations say while a command runs: a backup written, the schema updated. */
const migrationLog: MigrationLog = {
  info: (details, message) => console.log(`ℹ ${message} ${JSON.stringify(details)}`),
  warn: (details, message) => console.warn(`⚠ ${message} ${JSON.stringify(details)}`),
};

/** Pending migrations before a command touches the data; a failed one stops the command, nothing changed. */
async function migrateOrFail(database: DatabaseHandle) {
  try {
    await database.migrate({ log: migrationLog });
  } catch (error) {
    if (!(error instanceof MigrationError)) throw error;
    await database.close();
    fail(error.message);
  }
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
      association: { type: 'string' },
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
  await migrateOrFail(database);
  try {
    await ensureAssociationsReady(database.db);
    // Which association (issue 21): --association <slug>, else the service's first.
    const association = values.association
      ? await findAssociationBySlug(database.db, values.association)
      : await findDefaultAssociation(database.db);
    if (!association) fail(`Association inconnue : ${values.association}`);
    await withAssociation(association!.id, () => createMemberIn(database, values, telephone, password));
  } finally {
    await database.close();
  }
}

async function createMemberIn(
  database: DatabaseHandle,
  values: { nom?: string; prenom?: string; sexe?: string; bloc?: string; role?: string },
  telephone: string,
  password: string,
) {
  {
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
    await migrateOrFail(database);
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

/** Moves an association from the embedded database to PostgreSQL (issue 10); the app must be stopped. */
async function copyToPostgres(args: string[]) {
  const { values } = parseArgs({ args, options: { to: { type: 'string' }, from: { type: 'string' } } });
  if (!values.to || !/^postgres(ql)?:\/\//.test(values.to))
    fail(`Indiquez la base PostgreSQL cible : --to postgres://utilisateur@hôte:5432/base\n${USAGE}`);
  let dataDir = values.from;
  if (!dataDir) {
    try {
      dataDir = loadConfig().dataDir;
    } catch (error) {
      if (error instanceof ConfigError) fail(error.message);
      throw error;
    }
  }
  dataDir = path.resolve(dataDir);
  if (!fs.existsSync(path.join(dataDir, 'pglite')))
    fail(`Aucune base intégrée dans ${dataDir} (dossier pglite absent). Indiquez-la avec --from DATA_DIR.`);
  let source: DatabaseHandle;
  try {
    source = await openDatabase({ kind: 'pglite', dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError)
      fail(`${error.message}\nArrêtez l’application avant de copier : la copie doit voir une base qui ne bouge plus.`);
    throw error;
  }
  const target = await openDatabase({ kind: 'postgres', url: values.to });
  const where = new URL(values.to);
  try {
    await target.db.execute(sql`select 1`);
  } catch (error) {
    await target.close();
    await source.close();
    fail(`Impossible de joindre la base PostgreSQL ${where.host}${where.pathname} : ${databaseMessage(error)}`);
  }
  console.log(`Copie de ${dataDir} vers PostgreSQL ${where.host}${where.pathname}…`);
  let report;
  let refusal: string | null = null;
  try {
    report = await copyDatabase(source, target, migrationLog);
  } catch (error) {
    if (!(error instanceof CopyError || error instanceof MigrationError)) throw error;
    refusal = error.message;
  } finally {
    await target.close();
    await source.close();
  }
  if (refusal || !report) fail(refusal ?? 'Copie interrompue.');
  const totals = [
    ...Object.entries(report.totals.cotisations).map(([caisse, total]) => `cotisations, ${caisse} : ${total} FCFA`),
    ...Object.entries(report.totals.sorties).map(([caisse, total]) => `sorties, ${caisse} : ${total} FCFA`),
    ...Object.entries(report.totals.parts).map(([caisse, total]) => `parts des sorties, ${caisse} : ${total} FCFA`),
  ];
  console.log(
    [
      '✔ Copie terminée et vérifiée : mêmes lignes, même contenu et mêmes totaux des deux côtés.',
      '  Lignes par table :',
      ...[...report.tables]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((t) => `    ${t.name.padEnd(24)} ${t.rows}`),
      '  Totaux :',
      ...totals.map((line) => `    ${line}`),
      '  Pour passer à PostgreSQL : mettez DATABASE_URL (l’adresse donnée à --to) dans la configuration et redémarrez.',
      `  La base intégrée (${dataDir}) n’a pas été modifiée : gardez-la comme sauvegarde.`,
    ].join('\n'),
  );
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'create-member') await createMember(rest);
else if (command === 'backup') await backup(rest);
else if (command === 'restore') await restore(rest);
else if (command === 'copy-to-postgres') await copyToPostgres(rest);
else fail(`Commande inconnue : ${command ?? '(aucune)'}\n${USAGE}`);
