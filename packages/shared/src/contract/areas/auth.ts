import type { AreaSchemas } from '../types.js';

export const authSchemas = {} as const satisfies AreaSchemas;
