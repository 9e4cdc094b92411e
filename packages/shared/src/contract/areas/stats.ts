import type { AreaSchemas } from '../types.js';

export const statsSchemas = {} as const satisfies AreaSchemas;
