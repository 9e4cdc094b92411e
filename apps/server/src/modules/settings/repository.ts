import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { settings } from '../../db/schema.js';

/** Settings officers can change; each has its default (spec section 9 for the amounts). */
export const SETTING_DEFAULTS = {
  'association.nom': 'Association de quartier',
  'association.presentation':
    'Notre association rassemble les habitants du quartier autour de la solidarité et de l’entraide.',
  'association.contactTelephone': null as string | null,
  'association.whatsapp': null as string | null,
};
export type SettingKey = keyof typeof SETTING_DEFAULTS;
export type Settings = { -readonly [K in SettingKey]: (typeof SETTING_DEFAULTS)[K] };

export async function readSettings(executor: Executor): Promise<Settings> {
  const rows = await executor
    .select()
    .from(settings)
    .where(inArray(settings.key, Object.keys(SETTING_DEFAULTS)));
  const values: Settings = { ...SETTING_DEFAULTS };
  for (const row of rows) (values as Record<string, unknown>)[row.key] = row.value;
  return values;
}

export async function writeSettings(executor: Executor, values: Partial<Settings>, by: number | null): Promise<void> {
  for (const [key, value] of Object.entries(values))
    await executor
      .insert(settings)
      .values({ key, value, updatedBy: by })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedBy: by, updatedAt: new Date() } });
}
