/*
 * Test support both harnesses share (the server's node:test suites and the Playwright specs):
 * loaded from its TypeScript source by tsx and by Playwright, never built or shipped.
 */
export { createScratchPostgresDatabase, type ScratchDatabase } from './postgres.js';
export { callApi, type ApiAnswer, type ApiCallOptions } from './api.js';
