import { z } from 'zod';
import { envSchema, type SettingMeta } from './env.js';

/** The generated page; `npm run docs:config` writes it, config/reference.test.ts checks it. */
export const REFERENCE_FILE = 'docs/configuration.md';

function innerType(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    if (current instanceof z.ZodDefault || current instanceof z.ZodOptional) current = current.unwrap() as z.ZodType;
    else if (current instanceof z.ZodPipe) current = current.in as z.ZodType;
    else return current;
  }
}

function acceptedValues(schema: z.ZodType): string {
  const inner = innerType(schema);
  if (!(inner instanceof z.ZodEnum)) return '';
  const options = inner.options.map(String);
  // Booleans accept several spellings; the reference shows the two that matter.
  if (options.includes('true') && options.includes('false')) return ' Valeurs : `true`, `false`.';
  return ` Valeurs : ${options.map((o) => `\`${o}\``).join(', ')}.`;
}

function defaultText(schema: z.ZodType, meta: SettingMeta): string {
  if (meta.defaultText) return meta.defaultText;
  if (schema instanceof z.ZodDefault) return `\`${String(schema.def.defaultValue)}\``;
  return '—';
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function configurationReference(): string {
  const rows = Object.entries(envSchema.shape).map(([name, schema]) => {
    const meta = (schema.meta() ?? { description: '' }) as SettingMeta;
    const example = meta.examples?.length ? `\`${name}=${meta.examples[0]}\`` : '';
    return `| \`${name}\` | ${cell(defaultText(schema, meta))} | ${cell(example)} | ${cell(meta.production ?? '')} | ${cell(
      meta.description + acceptedValues(schema),
    )} |`;
  });
  return `# Configuration

<!-- Généré depuis apps/server/src/config/env.ts par \`npm run docs:config\` : ne pas modifier à la main. -->

Le serveur se règle uniquement par variables d’environnement, vérifiées au démarrage : une valeur
fausse arrête le serveur avec un message par problème. En service (systemd), elles sont lues dans
\`/etc/quartier/quartier.env\` (modèle : [deploy/quartier.env.example](../deploy/quartier.env.example),
installation : [deploy.md](deploy.md)).

Avec \`NODE_ENV=production\`, le serveur refuse aussi ce qui n’est sûr que sur un poste de
développement : la colonne **Production** dit ce qui est exigé.

| Variable | Défaut | Exemple | Production | Rôle |
|---|---|---|---|---|
${rows.join('\n')}
`;
}
