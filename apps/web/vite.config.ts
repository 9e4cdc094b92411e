import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:3001';

/**
 * Writes dist/sw.js from src/service-worker.js with the files of the shell to cache at install:
 * the entry chunk, the chunks it imports statically, their CSS, the icons and the manifest.
 * Its version changes with them, so a new build replaces the old caches.
 */
function serviceWorker(): Plugin {
  const template = fileURLToPath(new URL('./src/service-worker.js', import.meta.url));
  return {
    name: 'quartier-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (!chunk || chunk.type !== 'chunk' || files.has(fileName)) return;
        files.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
        chunk.imports.forEach(visit);
      };
      const entry = Object.values(bundle).find(
        (item): item is Rollup.OutputChunk => item.type === 'chunk' && item.isEntry,
      );
      if (!entry) this.error('service worker : aucun point d’entrée dans le build');
      visit(entry.fileName);
      const shell = [
        // The app's frame, not '/': the server writes that page in the reader's language (ADR 0030).
        '/index.html',
        '/manifest.webmanifest',
        '/favicon.svg',
        '/icons/icon-192.png',
        '/icons/icon-512.png',
        ...[...files].sort().map((file) => `/${file}`),
      ];
      const source = fs.readFileSync(template, 'utf8');
      const version = createHash('sha256').update(source).update(shell.join('\n')).digest('hex').slice(0, 12);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: source.replace('self.__PRECACHE__', JSON.stringify(shell)).replace('__VERSION__', version),
      });
    },
  };
}

/**
 * Writes a .br and a .gz copy of every text file of the build, compressed once at their best
 * level: the server sends them as they are (@fastify/static preCompressed), so a phone on a slow
 * network downloads about a quarter of the bytes, at no CPU cost per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'quartier-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|webmanifest|json)$/.test(file) || file.includes(`${path.sep}.vite${path.sep}`))
          continue;
        const content = fs.readFileSync(file);
        if (content.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length },
          }),
        );
      }
    },
  };
}

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/** Mantine's useId replaced by src/lib/mantine-use-id.ts (why: there), for the browser and the server. */
function stableMantineIds(): Plugin {
  const mantineUseId = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
  const replacement = fileURLToPath(new URL('./src/lib/mantine-use-id.ts', import.meta.url));
  let replaced = false;
  return {
    name: 'quartier-stable-mantine-ids',
    // The dev server's pre-bundled dependencies keep Mantine's own: no server-written page there.
    apply: 'build',
    load(id) {
      if (!mantineUseId.test(id)) return null;
      replaced = true;
      return `export { useMantineId as useId } from ${JSON.stringify(replacement)};`;
    },
    buildEnd() {
      // A Mantine that moved the module would bring the random ids back without a word.
      if (!replaced) this.error('@mantine/hooks/esm/use-id/use-id.mjs introuvable : useId de Mantine non remplacé');
    },
  };
}

/**
 * Vite's preload helper (what every lazy `import()` of the app goes through) replaced by
 * src/lib/sliced-preload.ts: the chunks of a lazily loaded piece are evaluated one per task instead
 * of all in one (why: there). For that, each piece's list of files (`__vite__mapDeps([…])`) is
 * rewritten in the order they can be evaluated, a chunk after every chunk it imports (Vite lists
 * the piece first, then what it imports, depth first: evaluated in that order, the piece would
 * carry them all into its own task). The entry's own chunks are dropped from the lists: a piece is
 * only ever asked for by code the entry has already run. The lists are written after the files'
 * names are hashed (Vite's own are too): a change to this ordering alone leaves the names as they
 * were, and a browser that cached the files keeps the old lists (slower, not wrong).
 */
function slicedPreload(): Plugin {
  const helperId = '\0vite/preload-helper.js';
  const replacement = fileURLToPath(new URL('./src/lib/sliced-preload.ts', import.meta.url));
  return {
    name: 'quartier-sliced-preload',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return id === helperId ? id : null;
    },
    load(id) {
      return id === helperId ? `export { preload as __vitePreload } from ${JSON.stringify(replacement)};` : null;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunkAt = (file: string) => {
          const item = bundle[file];
          return item?.type === 'chunk' ? item : null;
        };
        const entry = Object.values(bundle).find(
          (item): item is Rollup.OutputChunk => item.type === 'chunk' && item.isEntry,
        );
        if (!entry) this.error('sliced preload : aucun point d’entrée dans le build');
        const loadedWithEntry = new Set<string>();
        const visitEntry = (file: string) => {
          if (loadedWithEntry.has(file)) return;
          loadedWithEntry.add(file);
          chunkAt(file)?.imports.forEach(visitEntry);
        };
        visitEntry(entry.fileName);
        /** The files in an order where each comes after those it imports (depth first, post-order). */
        const evaluationOrder = (files: string[]) => {
          const wanted = new Set(files);
          const ordered: string[] = [];
          const visit = (file: string) => {
            if (!wanted.has(file)) return;
            wanted.delete(file);
            chunkAt(file)?.imports.forEach(visit);
            ordered.push(file);
          };
          files.forEach(visit);
          return ordered.filter((file) => !loadedWithEntry.has(file));
        };
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.code.includes('__vite__mapDeps(')) continue;
          const list = /m\.f\|\|\(m\.f=(\[[^\]]*\])\)/.exec(chunk.code)?.[1];
          if (!list) this.error(`sliced preload : liste de fichiers de ${chunk.fileName} illisible`);
          const files = JSON.parse(list) as string[];
          chunk.code = chunk.code.replace(/__vite__mapDeps\(\[([\d,]*)\]\)/g, (_call, indexes: string) => {
            const deps = indexes ? indexes.split(',').map((index) => files[Number(index)]!) : [];
            const scripts = evaluationOrder(deps.filter((dep) => dep.endsWith('.js')));
            const ordered = [...deps.filter((dep) => !dep.endsWith('.js')), ...scripts];
            return `__vite__mapDeps([${ordered.map((dep) => files.indexOf(dep)).join(',')}])`;
          });
        }
      },
    },
  };
}

/**
 * The server's entry (`vite build --ssr`, ADR 0030): src/entry-server.tsx into dist-server/, which
 * the Fastify server imports to write the pages before login. Everything is bundled and tree-shaken
 * as for the browser: left to Node, the icon package alone loaded its thousands of modules (the
 * server's memory grew by 108 MiB instead of 34). The shared package comes from its source.
 */
const serverEntryBuild = defineConfig({
  plugins: [react(), stableMantineIds()],
  publicDir: false,
  // React's production build, as in the browser, whatever NODE_ENV the server runs with.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  resolve: { alias },
  ssr: {
    noExternal: true,
    resolve: { conditions: ['source', 'module', 'node', 'development|production'] },
  },
  build: {
    outDir: 'dist-server',
    emptyOutDir: true,
    minify: false,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id) => (/packages[\\/]shared[\\/]src[\\/]/.test(id) ? false : undefined),
      },
      // One file: the pages' chunks imported the entry back by its own address, while the server
      // imports it with a version query (a rebuilt entry is imported again), so the modules kept
      // in the entry (the language, the session, the screen of the render under way) existed
      // twice, and a signed-in page's components read the other copy.
      output: { codeSplitting: false },
    },
  },
});

const browserBuild = defineConfig({
  plugins: [react(), stableMantineIds(), slicedPreload(), serviceWorker(), precompress()],
  resolve: {
    // '@quartier/shared' exports its TypeScript source under the "source" condition.
    conditions: ['source', 'module', 'browser', 'development|production'],
    alias,
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
    // .vite/manifest.json: scripts/check-bundle.mjs reads it to weigh each route.
    manifest: true,
    // One style sheet for every page (the pages' own modules add ~8 KB to Mantine's 141): a page
    // the server writes (ADR 0030) is drawn by its HTML and this sheet, before any of its code
    // (which brought its own styles) has arrived.
    cssCodeSplit: false,
    // The login route must stay small: keep the big libraries in their own cacheable chunks.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Few, larger files instead of one per shared component: on a slow phone network each
        // file costs a round trip (six at a time per server over HTTP/1.1), and sixty small files
        // cost more than the bytes they save (Lighthouse simulates exactly that).
        codeSplitting: {
          groups: [
            // Everything the entry imports (the login screen included) joins the entry file, but for
            // React and Mantine: three files, which a page the server wrote has evaluated one per task
            // (public/start.js, data-chunks): one task of 130 to 280 ms on a slowed phone before.
            // React's DOM renderer is run by its own chunk (src/app/react-dom-client.ts).
            {
              name: 'react',
              tags: ['$initial'],
              priority: 3,
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]app[\\/]react-dom-client/,
            },
            { name: 'mantine', tags: ['$initial'], priority: 3, test: /node_modules[\\/]@mantine[\\/]/ },
            { name: 'boot', tags: ['$initial'], priority: 2 },
            // The overlay parts (positioning, dialogs, focus trap, scroll lock) that three or more
            // lazily loaded pieces share, apart from the common kit below: the shell loads its
            // menu, drawer and dialogs on first use, so a page that shows no overlay when it opens
            // (the dashboard) draws without them. Nothing of the common kit imports them (the app's Modal
            // and ConfirmModal are overlays too, else the kit would import this chunk and this one it).
            {
              name: 'overlays',
              minShareCount: 3,
              priority: 1.5,
              includeDependenciesRecursively: false,
              test: (id: string) =>
                /@mantine[\\/]core[\\/]esm[\\/](components[\\/](Popover|Tooltip|ModalBase|Modal|Drawer|Menu|Portal|Overlay|FocusTrap|Affix|Transition)[\\/]|utils[\\/]Floating[\\/])|@mantine[\\/]hooks[\\/]esm[\\/]use-focus-(trap|return)[\\/]|src[\\/]components[\\/](ConfirmModal|Modal)\.tsx/.test(
                  id,
                ),
            },
            // What three or more lazily loaded pieces share: the signed-in pages' common kit.
            // zod, the phone metadata and what builds on them in the shared package (schemas,
            // phone, index) stay apart, for the pages that parse with them; each page and lazily
            // opened piece keeps its own chunk. Dependencies stay where they are, so no chunk
            // loop may appear: scripts/check-bundle.mjs fails on one (ADR 0011). The code-and-password
            // form builds on zod-form: it stays with the auth pages that use it. The words of the
            // pages before sign-in stay apart too: the forgotten-password page's first view needs
            // them and nothing else of this kit (issue 24).
            {
              name: 'shared',
              minShareCount: 3,
              priority: 1,
              includeDependenciesRecursively: false,
              test: (id: string) =>
                !/node_modules[\\/](zod|libphonenumber-js)[\\/]|packages[\\/]shared[\\/]src[\\/](schemas|phone|index|errors-en)|zod-form|@mantine[\\/]form|[\\/]routes[\\/]|AppLayout|ToastContainer|HelpModal|fund-modals|MemberFormModal|login-schema|CodePasswordForm|features[\\/]auth[\\/]i18n[\\/]pages/.test(
                  id,
                ),
            },
          ],
        },
      },
      treeshake: {
        // The shared package is pure definitions (its index.ts only adds zod's French
        // messages, which src/lib/zod-form.ts applies where forms are validated). Saying so
        // lets a screen that needs one constant skip zod and the phone metadata.
        moduleSideEffects: (id) => (/packages[\\/]shared[\\/]src[\\/]/.test(id) ? false : undefined),
      },
    },
  },
});

export default defineConfig((env) => (env.isSsrBuild ? serverEntryBuild : browserBuild));
