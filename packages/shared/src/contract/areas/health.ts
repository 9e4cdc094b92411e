import type { AreaSchemas } from '../types.js';

export const healthSchemas = {} as const satisfies AreaSchemas;
