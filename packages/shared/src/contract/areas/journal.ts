import type { AreaSchemas } from '../types.js';

export const journalSchemas = {} as const satisfies AreaSchemas;
