import type { AreaSchemas } from '../types.js';

export const membersSchemas = {} as const satisfies AreaSchemas;
