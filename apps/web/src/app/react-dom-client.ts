/*
 * React's DOM renderer, run as its chunk is evaluated (vite.config.ts, group `react`): imported
 * from a CommonJS package, its code would otherwise run inside the entry's evaluation, the first
 * time the entry asks for it, and lengthen that task (issue 24).
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
