import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:3001';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // '@quartier/shared' exports its TypeScript source under the "source" condition.
    conditions: ['source', 'module', 'browser', 'development|production'],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The login route must stay small: keep the big libraries in their own cacheable chunks.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      treeshake: {
        // The shared package is pure definitions (its index.ts only adds zod's French
        // messages, which src/lib/zod-form.ts applies where forms are validated). Saying so
        // lets a screen that needs one constant skip zod and the phone metadata.
        moduleSideEffects: (id) => (/packages[\\/]shared[\\/]src[\\/]/.test(id) ? false : undefined),
      },
    },
  },
});
