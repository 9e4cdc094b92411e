import { and, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_LANGUE, MONTHLY_DUE_PER_MONTH, SOLIDARITY_TARGET, type Langue } from '@quartier/shared';
import type { Executor } from '../../db/client.js';
import { associations, settings } from '../../db/schema.js';
import { currentAssociationId, inThisAssociation } from '../../db/scope.js';

/** The name is the association's own (associations.nom, issue 21), read and written as a setting. */
const NAME_KEY = 'association.nom';

/** Settings officers can change; each has its default (spec section 9 for the amounts). */
export const SETTING_DEFAULTS = {
  'association.nom': 'Association de quartier',
  'association.presentation':
    'Notre association rassemble les habitants du quartier autour de la solidarité et de l’entraide.',
  'association.contactTelephone': null as string | null,
  'association.whatsapp': null as string | null,
  'association.montantMensuel': MONTHLY_DUE_PER_MONTH as number,
  'association.objectifSolidarite': SOLIDARITY_TARGET as number,
  /** The language of new members (issue 25): French, the spec's, unless the officers choose English. */
  'association.langueDefaut': DEFAULT_LANGUE as Langue,
};
export const DEFAULT_LANGUE_KEY = 'association.langueDefaut' satisfies keyof typeof SETTING_DEFAULTS;
export type SettingKey = keyof typeof SETTING_DEFAULTS;
export type Settings = { -readonly [K in SettingKey]: (typeof SETTING_DEFAULTS)[K] };

export async function readSettings(executor: Executor): Promise<Settings> {
  // Read as text and parsed once: the driver already parses jsonb and Drizzle parses a string again,
  // so a name typed « 2024 » or « null » came back a number or null and broke every answer.
  // One statement (issue 22, ADR 0023): the association's row, with its settings joined.
  const rows = await executor
    .select({ nom: associations.nom, key: settings.key, json: sql<string | null>`${settings.value}::text` })
    .from(associations)
    .leftJoin(
      settings,
      and(
        inThisAssociation(settings),
        eq(settings.associationId, associations.id),
        inArray(settings.key, Object.keys(SETTING_DEFAULTS)),
      ),
    )
    .where(eq(associations.id, currentAssociationId()));
  const values: Settings = { ...SETTING_DEFAULTS };
  for (const row of rows)
    if (row.key !== null && row.json !== null)
      (values as Record<string, unknown>)[row.key] = JSON.parse(row.json) as unknown;
  if (rows[0]) values[NAME_KEY] = rows[0].nom;
  return values;
}

export async function writeSettings(
  executor: Executor,
  values: Partial<Settings>,
  by: number | null,
  at = new Date(),
): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    if (key === NAME_KEY) {
      if (typeof value === 'string')
        await executor.update(associations).set({ nom: value }).where(eq(associations.id, currentAssociationId()));
      continue;
    }
    // An emptied setting goes back to its default (a JSON null cannot sit in a NOT NULL column).
    if (value === null) {
      await executor.delete(settings).where(and(inThisAssociation(settings), eq(settings.key, key)));
      continue;
    }
    await executor
      .insert(settings)
      .values({ key, value, updatedBy: by, updatedAt: at })
      .onConflictDoUpdate({
        target: [settings.associationId, settings.key],
        set: { value, updatedBy: by, updatedAt: at },
      });
  }
}
