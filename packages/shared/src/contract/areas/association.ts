import type { AreaSchemas } from '../types.js';

export const associationSchemas = {} as const satisfies AreaSchemas;
