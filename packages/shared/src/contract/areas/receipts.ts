import type { AreaSchemas } from '../types.js';

export const receiptsSchemas = {} as const satisfies AreaSchemas;
