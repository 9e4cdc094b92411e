/*
 * Test support the harnesses share (the node:test suites of the server and of packages/shared, the
 * Playwright specs): loaded from its TypeScript source by tsx and by Playwright, never built or
 * shipped.
 */
export { createScratchPostgresDatabase, type ScratchDatabase } from './postgres.js';
export { callApi, type ApiAnswer, type ApiCallOptions } from './api.js';
export { HIDDEN_CHARACTERS, INJECTION_STRINGS, PARAGRAPH_ONLY_CHARACTERS } from './hostile-text.js';
