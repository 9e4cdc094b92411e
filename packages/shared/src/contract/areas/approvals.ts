import type { AreaSchemas } from '../types.js';

export const approvalsSchemas = {} as const satisfies AreaSchemas;
