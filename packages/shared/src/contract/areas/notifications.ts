import type { AreaSchemas } from '../types.js';

export const notificationsSchemas = {} as const satisfies AreaSchemas;
