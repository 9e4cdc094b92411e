import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { exportDatabase, importDatabase, RestoreError } from './lib/backup.js';
import {
  ROLE_CODES,
  ROLE_NAMES,
  SEXES,
  normalizePhone,
  passwordProblem,
  type RoleCode,
  type Sexe,
} from '@quartier/shared';
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
import { checkOperatorKey, newOperatorKey, OPERATOR_KEY_ENV, validOperatorName } from './modules/operator/keys.js';
import * as operator from './modules/operator/service.js';

const USAGE = `Utilisation :
  npm run db:backup -- [--out fichier.json.gz]     sauvegarde la base (intégrée, ou DATABASE_URL)
  npm run db:restore -- --from fichier.json.gz     restaure dans une base vide (DATA_DIR neuf, ou DATABASE_URL)
  npm run db:copy -- --to postgres://... [--from DATA_DIR]
                                                   copie la base intégrée (application arrêtée) dans une base PostgreSQL vide
  npm run cli -- create-member --nom NOM --prenom PRENOM --telephone 6XXXXXXXX --sexe M|F --bloc "Bloc A" [--role president] [--association SLUG]
  Le mot de passe est lu sur l'entrée standard (première ligne), par exemple :
  printf '%s\\n' 'mon-mot-de-passe' | npm run cli -- create-member ...
Rôles : ${ROLE_CODES.join(', ')}

Opérateur du service hébergé (docs/deploy.md, « Service hébergé : l’opérateur ») :
  npm run cli -- operator-key --nom NOM              crée une clé d’opérateur (affichée une fois) et la ligne OPERATOR_KEYS à ajouter
  Chaque commande ci-dessous lit la clé dans la variable d’environnement ${OPERATOR_KEY_ENV} et s’inscrit au journal des opérateurs :
  npm run cli -- associations                        liste les associations : membres, activité, taille
  npm run cli -- suspend --association SLUG [--motif "..."]
  npm run cli -- resume --association SLUG
  npm run cli -- export --association SLUG --out fichier.json.gz
  npm run cli -- import --from fichier.json.gz [--slug NOUVEAU]
  npm run cli -- delete --association SLUG [--grace-days N]   après un export de moins de 24 h ; efface au-delà du délai
  npm run cli -- cancel-delete --association SLUG
  npm run cli -- purge                               efface les associations dont la date de suppression est passée
  npm run cli -- creation-mode ouverte|invitation
  npm run cli -- invitation [--note "..."] [--expire-days N]  affiche un nouveau code d’invitation (une seule fois)
  npm run cli -- bureau --association SLUG --telephone 6XXXXXXXX --role president|secretaire
                                                   nomme un membre actif quand personne d’actif n’occupe la fonction
  npm run cli -- journal [--association SLUG]
  --json : réponse en JSON (scripts). Sur la base intégrée, arrêtez le serveur d’abord ; sur PostgreSQL, le serveur peut tourner.`;

function fail(message: string, code = 1): never {
  console.error(`✖ ${message}`);
  process.exit(code);
}

/** What the migrations say while a command runs: a backup written, the schema updated. */
// On standard error: standard output carries a command's answer, JSON with --json.
const migrationLog: MigrationLog = {
  info: (details, message) => console.error(`ℹ ${message} ${JSON.stringify(details)}`),
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

/** The settings, checked; a wrong one stops the command with its French message. */
function loadConfigOrFail() {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
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

  const config = loadConfigOrFail();
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
  const config = loadConfigOrFail();
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

// ---------------------------------------------------------------------------------------------
// The hosted service's operator (issue 22, docs/adr/0018-operator.md): the logic lives in
// modules/operator; here, the key check, the database and the printing.

type OperatorValues = Record<string, string | boolean | undefined>;
type OperatorHandler = (
  db: DatabaseHandle['db'],
  nom: string,
  values: OperatorValues,
  positionals: string[],
) => Promise<unknown>;

const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value : undefined);
const days = (value: string | boolean | undefined, option: string) => {
  const raw = text(value);
  if (raw === undefined) return undefined;
  if (!/^\d{1,3}$/.test(raw)) fail(`${option} attend un nombre entier de jours (reçu : ${raw}).`);
  return Number(raw);
};
const when = (iso: string | null) => (iso ? iso.replace('T', ' ').slice(0, 16) : '—');
const octets = (n: number) =>
  n >= 1_048_576 ? `${(n / 1_048_576).toFixed(1)} Mo` : n >= 1024 ? `${Math.round(n / 1024)} ko` : `${n} o`;

function printTotals(totals: operator.ExportResult['totals']) {
  const lines = [
    `  Membres : ${totals.membres.total} (${totals.membres.actifs} actifs)`,
    ...Object.entries(totals.cotisations).map(([k, v]) => `  Cotisations, ${k} : ${v} FCFA`),
    ...Object.entries(totals.sorties).map(([k, v]) => `  Sorties, ${k} : ${v} FCFA`),
    ...Object.entries(totals.parts).map(([k, v]) => `  Parts des sorties, ${k} : ${v} FCFA`),
    `  Documents : ${totals.documents.length}`,
    '  Lignes par table :',
    ...Object.entries(totals.lignes)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([table, n]) => `    ${table.padEnd(24)} ${n}`),
  ];
  console.log(lines.join('\n'));
}

const OPERATOR_COMMANDS: Record<
  string,
  { options: Record<string, { type: 'string' | 'boolean' }>; run: OperatorHandler }
> = {
  associations: {
    options: {},
    run: async (db, _nom, values) => {
      const list = await operator.listAssociations(db);
      if (values.json) return list;
      if (list.length === 0) console.log('Aucune association sur ce service.');
      for (const a of list)
        console.log(
          [
            `${a.id}. ${a.slug} — ${a.nom}${a.ville || a.quartier ? ` (${[a.quartier, a.ville].filter(Boolean).join(', ')})` : ''}`,
            `   statut : ${a.statut}${a.motifSuspension ? ` (${a.motifSuspension})` : ''}${a.suppressionPrevueLe ? `, suppression prévue le ${when(a.suppressionPrevueLe)}` : ''}`,
            `   membres : ${a.membres.actifs} actifs / ${a.membres.total} ; dernière cotisation : ${when(a.activite.derniereCotisation)} ; dernière connexion : ${when(a.activite.derniereConnexion)} ; connexions sur 30 jours : ${a.activite.connexions30j}`,
            `   taille : ${a.taille.lignes} lignes, ${octets(a.taille.octets)}, ${a.taille.documents} documents déposés`,
          ].join('\n'),
        );
      return undefined;
    },
  },
  suspend: {
    options: { association: { type: 'string' }, motif: { type: 'string' } },
    run: async (db, nom, values) => {
      const done = await operator.suspendAssociation(db, nom, text(values.association), text(values.motif));
      if (!values.json)
        console.log(
          `✔ ${done.slug} est suspendue : ses membres ne peuvent plus se connecter ni rien faire, rien n’est effacé. Rétablir : npm run cli -- resume --association ${done.slug}`,
        );
      return done;
    },
  },
  resume: {
    options: { association: { type: 'string' } },
    run: async (db, nom, values) => {
      const done = await operator.resumeAssociation(db, nom, text(values.association));
      if (!values.json) console.log(`✔ ${done.slug} est rétablie : ses membres peuvent se connecter de nouveau.`);
      return done;
    },
  },
  export: {
    options: { association: { type: 'string' }, out: { type: 'string' } },
    run: async (db, nom, values) => {
      const slug = text(values.association);
      if (!slug) fail('Indiquez l’association : --association SLUG');
      const out = path.resolve(
        text(values.out) ?? `association-${slug}-${new Date().toISOString().replace(/[:.]/g, '-')}.json.gz`,
      );
      if (fs.existsSync(out)) fail(`Le fichier ${out} existe déjà : choisissez un autre nom (--out).`);
      const result = await operator.exportAssociation(db, nom, slug, { target: out });
      fs.writeFileSync(`${out}.part`, result.file);
      fs.renameSync(`${out}.part`, out);
      if (values.json) return { fichier: out, ...result, file: undefined };
      console.log(`✔ Export de ${result.association.slug} (${result.association.nom}) écrit dans ${out}`);
      console.log(`  Instantané du ${result.snapshotAt}, sha-256 ${result.sha256}`);
      printTotals(result.totals);
      return undefined;
    },
  },
  import: {
    options: { from: { type: 'string' }, slug: { type: 'string' } },
    run: async (db, nom, values) => {
      const from = text(values.from);
      if (!from) fail('Indiquez le fichier : --from export.json.gz');
      if (!fs.existsSync(from)) fail(`Fichier introuvable : ${from}`);
      const result = await operator.importAssociation(db, nom, fs.readFileSync(from), {
        slug: text(values.slug),
        source: path.resolve(from),
      });
      if (values.json) return result;
      console.log(
        `✔ ${result.association.slug} (${result.association.nom}) importée sous le n°${result.association.id} et vérifiée : mêmes lignes, mêmes totaux, mêmes documents.`,
      );
      console.log(
        `  Personnes : ${result.personnes.nouvelles} nouvelles, ${result.personnes.existantes} déjà inscrites ici (elles gardent leur mot de passe).`,
      );
      console.log('  Les membres se reconnectent (les sessions et codes en cours ne suivent pas).');
      printTotals(result.totals);
      return undefined;
    },
  },
  delete: {
    options: { association: { type: 'string' }, 'grace-days': { type: 'string' } },
    run: async (db, nom, values) => {
      const grace = days(values['grace-days'], '--grace-days') ?? loadConfig().operator.deletionGraceDays;
      const done = await operator.scheduleDeletion(db, nom, text(values.association), grace);
      if (!values.json)
        console.log(
          `✔ ${done.slug} est suspendue et sera effacée par « npm run cli -- purge » à partir du ${when(done.suppressionPrevueLe)} (UTC). Annuler d’ici là : npm run cli -- cancel-delete --association ${done.slug}`,
        );
      return done;
    },
  },
  'cancel-delete': {
    options: { association: { type: 'string' } },
    run: async (db, nom, values) => {
      const done = await operator.cancelDeletion(db, nom, text(values.association));
      if (!values.json)
        console.log(
          `✔ Suppression de ${done.slug} annulée. Elle reste suspendue : npm run cli -- resume --association ${done.slug} pour la rétablir.`,
        );
      return done;
    },
  },
  purge: {
    options: {},
    run: async (db, nom, values) => {
      const purged = await operator.purgeDue(db, nom);
      if (values.json) return purged;
      if (purged.length === 0) console.log('Aucune association à effacer aujourd’hui.');
      for (const p of purged)
        console.log(
          `✔ ${p.slug} effacée : ${Object.values(p.lignes).reduce((a, b) => a + b, 0)} lignes, ${p.personnes} personnes sans autre association. Le journal des opérateurs la garde.`,
        );
      return undefined;
    },
  },
  bureau: {
    options: { association: { type: 'string' }, telephone: { type: 'string' }, role: { type: 'string' } },
    run: async (db, nom, values) => {
      const done = await operator.appointOfficer(
        db,
        nom,
        text(values.association),
        text(values.telephone),
        text(values.role),
      );
      if (!values.json)
        console.log(
          `✔ ${done.membre.prenom} ${done.membre.nom} est ${ROLE_NAMES[done.role]} de ${done.association.slug}${done.remplace ? ` à la place de ${done.remplace.prenom} ${done.remplace.nom}, redevenu(e) Membre` : ''}. Ses sessions sont fermées : la nouvelle connexion ouvre ses nouveaux droits.`,
        );
      return done;
    },
  },
  'creation-mode': {
    options: {},
    run: async (db, nom, values, positionals) => {
      const done = await operator.setCreationMode(db, nom, positionals[0]);
      if (!values.json)
        console.log(
          done.mode === 'invitation'
            ? '✔ Création d’association sur code d’invitation seulement (npm run cli -- invitation pour en donner un).'
            : '✔ Création d’association ouverte à tous.',
        );
      return done;
    },
  },
  invitation: {
    options: { note: { type: 'string' }, 'expire-days': { type: 'string' } },
    run: async (db, nom, values) => {
      const done = await operator.createInvitation(db, nom, {
        note: text(values.note),
        expireDays: days(values['expire-days'], '--expire-days'),
      });
      if (!values.json)
        console.log(
          `✔ Code d’invitation n°${done.id} : ${done.code}\n  Affiché cette fois seulement (seule son empreinte est gardée)${done.expireLe ? ` ; valable jusqu’au ${when(done.expireLe)}` : ''}.`,
        );
      return done;
    },
  },
  journal: {
    options: { association: { type: 'string' } },
    run: async (db, _nom, values) => {
      const entries = await operator.operatorJournal(db, text(values.association));
      if (values.json) return entries;
      if (entries.length === 0) console.log('Journal des opérateurs vide.');
      for (const e of entries)
        console.log(
          `${when(e.at)}  ${e.operateur.padEnd(14)} ${e.action.padEnd(26)} ${e.association ?? ''}  ${JSON.stringify(e.details)}`,
        );
      return undefined;
    },
  },
};

function operatorKey(args: string[]) {
  const { values } = parseOrFail(args, { nom: { type: 'string' } });
  const nom = text(values.nom)?.trim();
  if (!nom || !validOperatorName(nom))
    fail(
      'Indiquez le nom de l’opérateur : --nom NOM (minuscules, chiffres, « . », « _ » ou « - », 40 caractères au plus).',
    );
  const { key, entry } = newOperatorKey(nom);
  const existing = process.env.OPERATOR_KEYS?.trim();
  console.log(
    [
      `Clé de l’opérateur ${nom} (affichée cette fois seulement, gardez-la comme un mot de passe) :`,
      `  ${key}`,
      'Ajoutez à la configuration de chaque serveur (puis redémarrez) :',
      `  OPERATOR_KEYS=${existing ? `${existing},` : ''}${entry}`,
      `Pour l’utiliser : ${OPERATOR_KEY_ENV}='<la clé>' npm run cli -- associations`,
    ].join('\n'),
  );
}

function parseOrFail(
  args: string[],
  options: Record<string, { type: 'string' | 'boolean' }>,
): { values: OperatorValues; positionals: string[] } {
  try {
    return parseArgs({ args, options: { ...options, json: { type: 'boolean' } }, allowPositionals: true });
  } catch (error) {
    return fail(`${(error as Error).message}\n${USAGE}`);
  }
}

async function runOperatorCommand(name: string, args: string[]) {
  const command = OPERATOR_COMMANDS[name]!;
  const { values, positionals } = parseOrFail(args, command.options);
  const config = loadConfigOrFail();
  const check = checkOperatorKey(config.operator.keys, process.env[OPERATOR_KEY_ENV]);
  let database: DatabaseHandle;
  try {
    database = await openDatabase(databaseTarget(config));
  } catch (error) {
    if (!check.ok) fail(check.reason, 2);
    if (error instanceof DataDirLockedError)
      fail(
        `${error.message}\nLes commandes d’opérateur sur la base intégrée demandent l’arrêt du serveur ; avec PostgreSQL (DATABASE_URL), elles marchent serveur en marche.`,
      );
    throw error;
  }
  if (!check.ok) {
    // Nothing done; the attempt is journaled when the database can take it (best effort).
    await operator.journalRefusedKey(database.db, name, check.reason).catch(() => {});
    await database.close();
    fail(check.reason, 2);
  }
  await migrateOrFail(database);
  let output: unknown;
  try {
    output = await command.run(database.db, check.nom, values, positionals);
  } catch (error) {
    await database.close();
    if (error instanceof operator.OperatorError) fail(error.message);
    throw error;
  }
  await database.close();
  if (values.json) console.log(JSON.stringify(output ?? null, null, 2));
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'operator-key') operatorKey(rest);
else if (command && command in OPERATOR_COMMANDS) await runOperatorCommand(command, rest);
else if (command === 'create-member') await createMember(rest);
else if (command === 'backup') await backup(rest);
else if (command === 'restore') await restore(rest);
else if (command === 'copy-to-postgres') await copyToPostgres(rest);
else fail(`Commande inconnue : ${command ?? '(aucune)'}\n${USAGE}`);
