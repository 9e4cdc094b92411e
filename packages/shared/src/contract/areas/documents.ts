import type { AreaSchemas } from '../types.js';

export const documentsSchemas = {} as const satisfies AreaSchemas;
