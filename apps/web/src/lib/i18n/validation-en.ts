/**
 * The English of the shared schemas' field messages (ADR 0029 "Field validation messages"): a
 * lazy chunk of its own, fetched with the English catalogue by setLanguage (index.ts), so French
 * readers never download it.
 */
export { VALIDATION_EN } from '@quartier/shared';
