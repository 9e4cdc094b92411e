import type { AreaSchemas } from '../types.js';

export const bureauSchemas = {} as const satisfies AreaSchemas;
