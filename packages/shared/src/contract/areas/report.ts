import type { AreaSchemas } from '../types.js';

export const reportSchemas = {} as const satisfies AreaSchemas;
