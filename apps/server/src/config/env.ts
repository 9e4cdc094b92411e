import path from 'node:path';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'oui', 'non'], {
    error: "doit valoir 'true' ou 'false'",
  })
  .transform((v) => ['true', '1', 'yes', 'oui'].includes(v));

const httpUrl = (what: string) =>
  z.url({ protocol: /^https?$/, error: `${what} doit être une adresse http(s) complète` });

/**
 * Every setting the server reads, checked at start (issue 2). The names, defaults and
 * descriptions here are the configuration reference the README's table follows.
 */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ error: 'doit être un nombre' })
      .int({ error: 'doit être un nombre entier' })
      .min(1, { error: 'doit être entre 1 et 65535' })
      .max(65535, { error: 'doit être entre 1 et 65535' })
      .default(3001)
      .describe('Port HTTP du site et de l’API.'),
    HOST: z.string().min(1).default('0.0.0.0').describe('Adresse d’écoute.'),
    DATA_DIR: z
      .string()
      .min(1, { error: 'ne doit pas être vide' })
      .default('./data')
      .describe('Dossier de la base intégrée (PGlite) et des sauvegardes.'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: "doit commencer par 'postgres://' ou 'postgresql://'" })
      .optional()
      .describe('Serveur PostgreSQL à utiliser à la place de la base intégrée.'),
    PUBLIC_URL: httpUrl('PUBLIC_URL')
      .optional()
      .describe('Adresse publique du site, utilisée dans les liens envoyés par SMS.'),
    DEMO_DATA: booleanFromEnv.optional().describe('Crée une association de démonstration sur une base vide.'),
    SMS_PROVIDER: z
      .enum(['log', 'http', 'twilio'], { error: "doit valoir 'log', 'http' ou 'twilio'" })
      .default('log')
      .describe('Envoi des SMS : log (journal), http (passerelle), twilio.'),
    SMS_HTTP_URL: httpUrl('SMS_HTTP_URL').optional().describe('Passerelle SMS (SMS_PROVIDER=http).'),
    SMS_HTTP_TOKEN: z.string().min(1).optional().describe('Jeton Bearer de la passerelle SMS.'),
    TWILIO_ACCOUNT_SID: z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, { error: "doit ressembler à 'AC' suivi de 32 caractères hexadécimaux" })
      .optional(),
    TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
    TWILIO_FROM: z.string().min(1).optional().describe('Numéro ou nom d’expéditeur Twilio.'),
    TRUST_PROXY: booleanFromEnv.default(false).describe('Derrière un proxy inverse (nginx) : lire X-Forwarded-For.'),
    WEB_DIR: z.string().min(1).optional().describe('Dossier de l’application web compilée (par défaut apps/web/dist).'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
  /** Built web app folder; undefined means the workspace's apps/web/dist. */
  webDir: string | undefined;
  logLevel: Env['LOG_LEVEL'];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration invalide :\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
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
          key in relevant && !/TOKEN|SECRET|PASSWORD/.test(key) ? ` (valeur reçue : '${relevant[key]}')` : '';
        return `${key} ${issue.message}${shown}`;
      }),
    );
  const env = parsed.data;
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
    // Demo data by default on the embedded database only (rulings R10).
    demoData: env.DEMO_DATA ?? !env.DATABASE_URL,
    sms,
    trustProxy: env.TRUST_PROXY,
    webDir: env.WEB_DIR ? path.resolve(env.WEB_DIR) : undefined,
    logLevel: env.LOG_LEVEL,
  };
}
