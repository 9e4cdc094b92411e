import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'oui', 'non'], {
    error: "doit valoir 'true' ou 'false'",
  })
  .transform((v) => ['true', '1', 'yes', 'oui'].includes(v));

const httpUrl = (what: string) =>
  z.url({ protocol: /^https?$/, error: `${what} doit être une adresse http(s) complète` });

/** What the configuration reference (docs/configuration.md) says about one setting. */
export interface SettingMeta {
  [key: string]: unknown;
  description: string;
  /** Values as written in the environment file. */
  examples?: string[];
  /** Shown instead of the schema default when the default depends on other settings. */
  defaultText?: string;
  /** What NODE_ENV=production demands of this setting (checked by loadConfig). */
  production?: string;
}

const setting = (meta: SettingMeta) => meta;

const positiveInt = (min: number, max: number) =>
  z.coerce
    .number({ error: 'doit être un nombre' })
    .int({ error: 'doit être un nombre entier' })
    .min(min, { error: `doit être entre ${min} et ${max}` })
    .max(max, { error: `doit être entre ${min} et ${max}` });

/**
 * Every setting the server reads, checked at start. The names, defaults, descriptions and
 * examples here are the configuration reference: docs/configuration.md is generated from them
 * (`npm run docs:config`) and a test fails when it is out of date.
 */
export const envSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'], { error: "doit valoir 'development', 'production' ou 'test'" })
      .default('development')
      .meta(
        setting({
          description:
            'Mode de fonctionnement. `production` refuse les réglages dangereux (voir la colonne Production).',
          examples: ['production'],
        }),
      ),
    PORT: z.coerce
      .number({ error: 'doit être un nombre' })
      .int({ error: 'doit être un nombre entier' })
      .min(1, { error: 'doit être entre 1 et 65535' })
      .max(65535, { error: 'doit être entre 1 et 65535' })
      .default(3001)
      .meta(setting({ description: 'Port HTTP du site et de l’API (`/api`).', examples: ['3001'] })),
    HOST: z
      .string()
      .min(1)
      .default('0.0.0.0')
      .meta(
        setting({
          description: 'Adresse d’écoute. Derrière nginx, `127.0.0.1` : seul le proxy joint le serveur.',
          examples: ['127.0.0.1'],
        }),
      ),
    DATA_DIR: z
      .string()
      .min(1, { error: 'ne doit pas être vide' })
      .default('./data')
      .meta(
        setting({
          description:
            'Dossier de la base intégrée (PGlite) et de ses sauvegardes quotidiennes. Un seul serveur à la fois (verrou).',
          examples: ['/var/lib/quartier'],
        }),
      ),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: "doit commencer par 'postgres://' ou 'postgresql://'" })
      .optional()
      .meta(
        setting({
          description: 'Serveur PostgreSQL à utiliser à la place de la base intégrée.',
          examples: ['postgres://quartier:mot-de-passe@127.0.0.1:5432/quartier'],
        }),
      ),
    PUBLIC_URL: httpUrl('PUBLIC_URL')
      .optional()
      .meta(
        setting({
          description: 'Adresse publique du site, utilisée dans les liens envoyés par SMS.',
          defaultText: '`http://localhost:PORT`',
          examples: ['https://asso.example.cm'],
          production: 'obligatoire, en `https://` (sauf `localhost` / `127.0.0.1` pour un essai)',
        }),
      ),
    DEMO_DATA: booleanFromEnv.optional().meta(
      setting({
        description: 'Crée l’association de démonstration (mot de passe `demo-quartier`) sur une base vide.',
        defaultText: '`true` sur la base intégrée, `false` avec `DATABASE_URL` ou en production',
        examples: ['false'],
        production: '`true` refusé, sauf avec `ALLOW_DEMO_DATA_IN_PRODUCTION=true`',
      }),
    ),
    ALLOW_DEMO_DATA_IN_PRODUCTION: booleanFromEnv.default(false).meta(
      setting({
        description:
          'Autorise `DEMO_DATA=true` en production, pour un serveur de démonstration public (jamais avec de vraies données).',
        examples: ['true'],
      }),
    ),
    SMS_PROVIDER: z
      .enum(['log', 'http', 'twilio'], { error: "doit valoir 'log', 'http' ou 'twilio'" })
      .default('log')
      .meta(
        setting({
          description:
            'Envoi des SMS : `log` (écrits dans le journal, pour développer), `http` (passerelle SMS), `twilio`.',
          examples: ['http'],
          production: '`http` ou `twilio` (`log` refusé)',
        }),
      ),
    SMS_HTTP_URL: httpUrl('SMS_HTTP_URL')
      .optional()
      .meta(
        setting({
          description:
            'Passerelle SMS (`SMS_PROVIDER=http`) : reçoit `POST {"to": "+2376…", "message": "…"}` en JSON ; une réponse 2xx vaut envoi.',
          examples: ['https://passerelle.example.cm/sms'],
          production: 'obligatoire avec `SMS_PROVIDER=http`',
        }),
      ),
    SMS_HTTP_TOKEN: z
      .string()
      .min(1)
      .optional()
      .meta(
        setting({
          description: 'Jeton envoyé à la passerelle dans `Authorization: Bearer …` (secret).',
          examples: ['jeton-fourni-par-la-passerelle'],
        }),
      ),
    TWILIO_ACCOUNT_SID: z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, { error: "doit ressembler à 'AC' suivi de 32 caractères hexadécimaux" })
      .optional()
      .meta(
        setting({
          description: 'Identifiant du compte Twilio (`SMS_PROVIDER=twilio`).',
          examples: ['AC0123456789abcdef0123456789abcdef'],
          production: 'obligatoire avec `SMS_PROVIDER=twilio`',
        }),
      ),
    TWILIO_AUTH_TOKEN: z
      .string()
      .min(1)
      .optional()
      .meta(
        setting({
          description: 'Jeton d’authentification Twilio (secret).',
          examples: ['jeton-twilio'],
          production: 'obligatoire avec `SMS_PROVIDER=twilio`',
        }),
      ),
    TWILIO_FROM: z
      .string()
      .min(1)
      .optional()
      .meta(
        setting({
          description: 'Numéro ou nom d’expéditeur Twilio.',
          examples: ['+15005550006'],
          production: 'obligatoire avec `SMS_PROVIDER=twilio`',
        }),
      ),
    TRUST_PROXY: booleanFromEnv.default(false).meta(
      setting({
        description:
          'Derrière un proxy inverse (nginx) : lire l’adresse du client dans `X-Forwarded-For` (limites de tentatives, journal).',
        examples: ['true'],
      }),
    ),
    READ_CACHE: booleanFromEnv.default(true).meta(
      setting({
        description:
          'Garde en mémoire les sessions et les réponses des lectures fréquentes (soldes, tableaux, statistiques), vidées à chaque écriture signalée par la base, y compris celles d’un autre serveur (docs/adr/0010-read-cache.md). `false` : chaque lecture interroge la base.',
        examples: ['false'],
      }),
    ),
    WEB_DIR: z
      .string()
      .min(1)
      .optional()
      .meta(
        setting({
          description: 'Dossier de l’application web compilée.',
          defaultText: '`apps/web/dist`',
          examples: ['/opt/quartier/apps/web/dist'],
        }),
      ),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: "doit valoir 'fatal', 'error', 'warn', 'info', 'debug', 'trace' ou 'silent'",
      })
      .default('info')
      .meta(setting({ description: 'Niveau du journal : `info` écrit une ligne par requête.', examples: ['warn'] })),
    LOG_FORMAT: z
      .enum(['json', 'pretty'], { error: "doit valoir 'json' ou 'pretty'" })
      .default('json')
      .meta(
        setting({
          description:
            'Format du journal : `json` (une ligne JSON par événement, avec `reqId`) ou `pretty` (lisible, pour développer ; demande les dépendances de développement).',
          examples: ['pretty'],
        }),
      ),
    LOG_FILE: z
      .string()
      .min(1, { error: 'ne doit pas être vide' })
      .optional()
      .meta(
        setting({
          description: 'Écrit le journal dans ce fichier (ajout en fin) au lieu de la sortie standard.',
          defaultText: 'sortie standard (journald avec systemd)',
          examples: ['/var/log/quartier/quartier.log'],
        }),
      ),
    HEAVY_JOBS_PER_ASSOCIATION: positiveInt(1, 50)
      .default(2)
      .meta(
        setting({
          description:
            'Travaux lourds (export Excel, envoi ou téléchargement d’un document) d’une même association menés en même temps par un serveur ; au-delà, courte file d’attente puis 429 « Un export est déjà en cours pour votre association… » (docs/adr/0017-fair-sharing.md).',
          examples: ['2'],
        }),
      ),
    HEAVY_JOBS_TOTAL: positiveInt(1, 200)
      .optional()
      .meta(
        setting({
          description:
            'Travaux lourds menés en même temps par un serveur, toutes associations confondues ; au-delà, courte file d’attente puis 503 avec `Retry-After`. Le reste du pool de connexions (10) reste aux lectures.',
          defaultText: 'le nombre de cœurs, entre 2 et 4',
          examples: ['4'],
        }),
      ),
    HEAVY_QUEUE_PER_ASSOCIATION: positiveInt(0, 50)
      .default(2)
      .meta(
        setting({
          description:
            'Demandes lourdes d’une association qui attendent une place (15 s au plus) au lieu d’être refusées ; la file du serveur en garde au plus deux fois `HEAVY_JOBS_TOTAL`.',
          examples: ['2'],
        }),
      ),
    CREATIONS_PER_DAY: positiveInt(1, 100_000)
      .default(200)
      .meta(
        setting({
          description:
            'Demandes de création d’association (page d’accueil, chacune envoie un code par SMS) acceptées par le service en 24 h, tous numéros confondus ; au-delà, 429 en français (docs/adr/0016-association-creation.md).',
          examples: ['200'],
        }),
      ),
    SMS_DAILY_BUDGET: positiveInt(1, 1_000_000)
      .default(2000)
      .meta(
        setting({
          description:
            'SMS que le service envoie en 24 h pour des demandes faites sans session (code de création d’association, mot de passe oublié, renvoi de code) ; au-delà, la demande est refusée (503) avant d’écrire quoi que ce soit (docs/adr/0016-association-creation.md).',
          examples: ['2000'],
        }),
      ),
    SMS_RECEIPTS_PER_ASSOCIATION_PER_DAY: positiveInt(1, 1_000_000)
      .default(1000)
      .meta(
        setting({
          description:
            'Reçus de cotisation envoyés par SMS en 24 h par une association ; au-delà, la cotisation est enregistrée et son reçu visible dans « Mes contributions », mais le SMS n’est pas envoyé (docs/adr/0021-receipts.md).',
          examples: ['1000'],
        }),
      ),
    PURGE_INTERVAL_MINUTES: positiveInt(1, 1440)
      .default(60)
      .meta(
        setting({
          description:
            'Intervalle, en minutes, de la purge des lignes qui ne servent plus : sessions finies, codes SMS usés ou expirés, fenêtres de limites terminées, clés Idempotency-Key de plus de 24 h, demandes de création d’association et SMS finis depuis 30 jours (docs/security.md, « Purges »). Chaque serveur la lance au démarrage puis à cet intervalle, par lots de 1 000 lignes.',
          examples: ['60'],
        }),
      ),
    // The hosted service's operator (issue 22, docs/adr/0018-operator.md).
    OPERATOR_KEYS: z
      .string()
      .regex(/^[a-z0-9][a-z0-9._-]{0,39}:[0-9a-f]{64}(,[a-z0-9][a-z0-9._-]{0,39}:[0-9a-f]{64})*$/, {
        error:
          "doit être une liste 'nom:empreinte' séparée par des virgules (empreinte : sha-256 en hexadécimal, donnée par `npm run cli -- operator-key --nom NOM`)",
      })
      .optional()
      .meta(
        setting({
          description:
            'Clés des opérateurs du service hébergé : `nom:sha256` de chaque clé, séparés par des virgules. Chaque commande d’opérateur (`npm run cli -- associations`, `suspend`, `export`…) demande une de ces clés dans `QUARTIER_OPERATOR_KEY` et inscrit le nom au journal des opérateurs. Retirer une entrée révoque la clé. Sans ce réglage, aucune commande d’opérateur n’est possible.',
          examples: ['alice:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08'],
        }),
      ),
    OPERATOR_DELETION_GRACE_DAYS: positiveInt(1, 365)
      .default(30)
      .meta(
        setting({
          description:
            'Délai de grâce, en jours, entre la suppression d’une association par l’opérateur (après un export) et l’effacement de ses données par `npm run cli -- purge` ; `cancel-delete` l’annule pendant ce délai.',
          examples: ['30'],
        }),
      ),
  })
  .superRefine((env, ctx) => {
    if (env.SMS_PROVIDER === 'http' && !env.SMS_HTTP_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_HTTP_URL'],
        message: "est obligatoire quand SMS_PROVIDER vaut 'http'",
      });
    if (env.SMS_PROVIDER === 'twilio')
      for (const key of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const)
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: "est obligatoire quand SMS_PROVIDER vaut 'twilio'" });
  });

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  demoData: boolean;
  sms:
    | { provider: 'log' }
    | { provider: 'http'; url: string; token: string | undefined }
    | { provider: 'twilio'; accountSid: string; authToken: string; from: string };
  trustProxy: boolean;
  readCache: boolean;
  /** Built web app folder; undefined means the workspace's apps/web/dist. */
  webDir: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  logFormat: Env['LOG_FORMAT'];
  /** Absolute path of the log file; undefined means standard output. */
  logFile: string | undefined;
  /** Bounds of heavy work per process (lib/heavy-work.ts, ADR 0017). */
  heavyWork: { perAssociation: number; total: number; queuePerAssociation: number };
  /** Creation requests accepted per 24 h, all phones together (issue 22). */
  creationsPerDay: number;
  /** SMS per 24 h for what anyone can trigger without a session (issue 22). */
  smsDailyBudget: number;
  receiptSmsPerAssociationPerDay: number;
  /** Minutes between two purges of rows that can no longer serve (lib/purge.ts). */
  purgeIntervalMinutes: number;
  /** The hosted service's operators (issue 22): name and sha-256 of each key; the deletion grace. */
  operator: { keys: Array<{ nom: string; sha256: string }>; deletionGraceDays: number };
}

export class ConfigError extends Error {
  constructor(
    readonly problems: string[],
    title = 'Configuration invalide',
  ) {
    super(`${title} :\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A URL's host name that never leaves this machine. */
export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname) || hostname.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/**
 * NODE_ENV=production refuses what is only safe on a developer's machine, one line per problem.
 * https is required except on a loopback address, so a first try on the server itself works.
 */
function productionProblems(env: Env, given: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (!env.PUBLIC_URL)
    problems.push(
      'PUBLIC_URL est obligatoire en production : l’adresse publique du site (ex. https://asso.example.cm), utilisée dans les liens envoyés par SMS.',
    );
  else {
    const url = new URL(env.PUBLIC_URL);
    if (url.protocol !== 'https:' && !isLoopbackHost(url.hostname))
      problems.push(
        `PUBLIC_URL doit commencer par https:// en production (valeur reçue : '${env.PUBLIC_URL}') : les mots de passe et les liens envoyés par SMS ne doivent pas circuler en clair.`,
      );
  }
  if (env.SMS_PROVIDER === 'log')
    problems.push(
      `SMS_PROVIDER vaut 'log'${'SMS_PROVIDER' in given ? '' : ' (valeur par défaut)'} : refusé en production, les codes partiraient dans le journal au lieu des téléphones. Choisissez 'http' ou 'twilio'.`,
    );
  if (env.DEMO_DATA === true && !env.ALLOW_DEMO_DATA_IN_PRODUCTION)
    problems.push(
      'DEMO_DATA=true est refusé en production : l’association de démonstration (mot de passe connu de tous) se mêlerait aux vraies données. Pour un serveur de démonstration seulement : ALLOW_DEMO_DATA_IN_PRODUCTION=true.',
    );
  return problems;
}

/** Reads the environment once at start; every wrong value is named with its reason. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const relevant = Object.fromEntries(
    Object.keys(envSchema.shape).flatMap((key) => {
      const value = source[key];
      return value === undefined || value === '' ? [] : [[key, value]];
    }),
  );
  const parsed = envSchema.safeParse(relevant);
  if (!parsed.success)
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const key = String(issue.path[0] ?? '?');
        const shown =
          key in relevant && !/TOKEN|SECRET|PASSWORD|DATABASE_URL/.test(key)
            ? ` (valeur reçue : '${relevant[key]}')`
            : '';
        return `${key} ${issue.message}${shown}`;
      }),
    );
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  if (production) {
    const problems = productionProblems(env, relevant);
    if (problems.length) throw new ConfigError(problems, 'Configuration refusée en production (NODE_ENV=production)');
  }
  const sms: Config['sms'] =
    env.SMS_PROVIDER === 'http'
      ? { provider: 'http', url: env.SMS_HTTP_URL!, token: env.SMS_HTTP_TOKEN }
      : env.SMS_PROVIDER === 'twilio'
        ? {
            provider: 'twilio',
            accountSid: env.TWILIO_ACCOUNT_SID!,
            authToken: env.TWILIO_AUTH_TOKEN!,
            from: env.TWILIO_FROM!,
          }
        : { provider: 'log' };
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    // Demo data by default on the embedded database of a developer only (rulings R10).
    demoData: env.DEMO_DATA ?? (!env.DATABASE_URL && !production),
    sms,
    trustProxy: env.TRUST_PROXY,
    readCache: env.READ_CACHE,
    webDir: env.WEB_DIR ? path.resolve(env.WEB_DIR) : undefined,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT,
    logFile: env.LOG_FILE ? path.resolve(env.LOG_FILE) : undefined,
    heavyWork: {
      perAssociation: env.HEAVY_JOBS_PER_ASSOCIATION,
      // One event loop per process: more jobs than cores add no speed, only memory and held
      // connections; 4 at most leaves most of the pool of 10 to the light reads.
      total: env.HEAVY_JOBS_TOTAL ?? Math.min(4, Math.max(2, os.availableParallelism())),
      queuePerAssociation: env.HEAVY_QUEUE_PER_ASSOCIATION,
    },
    creationsPerDay: env.CREATIONS_PER_DAY,
    smsDailyBudget: env.SMS_DAILY_BUDGET,
    receiptSmsPerAssociationPerDay: env.SMS_RECEIPTS_PER_ASSOCIATION_PER_DAY,
    purgeIntervalMinutes: env.PURGE_INTERVAL_MINUTES,
    operator: {
      keys: (env.OPERATOR_KEYS ?? '')
        .split(',')
        .filter(Boolean)
        .map((entry) => {
          const [nom, sha256] = entry.split(':') as [string, string];
          return { nom, sha256 };
        }),
      deletionGraceDays: env.OPERATOR_DELETION_GRACE_DAYS,
    },
  };
}
