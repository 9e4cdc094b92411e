import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

/** The little of a page the loader touches: its links, and the events it announces. */
const head: Array<{ rel: string; href: string; crossOrigin: string | null }> = [];
const announced: unknown[] = [];
Object.assign(globalThis, {
  window: {
    location: { origin: 'https://quartier.test' },
    dispatchEvent: (event: Event & { payload?: unknown }) => {
      announced.push(event.payload);
      event.preventDefault();
      return true;
    },
  },
  document: {
    getElementsByTagName: () => head,
    createElement: () => ({ rel: '', href: '', crossOrigin: null as string | null }),
    head: { appendChild: (link: (typeof head)[number]) => head.push(link) },
  },
});
const { createPreload } = await import('./sliced-preload');

describe('the lazy pieces’ loader (sliced-preload)', () => {
  it('downloads every file at once, then evaluates one chunk per task, in the build’s order, each once', async () => {
    const steps: string[] = [];
    const preload = createPreload(
      async (url) => {
        steps.push(url.replace('https://quartier.test/assets/', ''));
      },
      async () => {
        steps.push('(tâche suivante)');
      },
    );
    const page = await preload(async () => 'page', ['assets/icons.js', 'assets/shared.js', 'assets/page.js']);
    const dialog = await preload(async () => 'dialog', ['assets/shared.js', 'assets/dialog.js']);
    assert.equal(page, 'page');
    assert.equal(dialog, 'dialog');
    assert.deepEqual(
      head.map((link) => [link.rel, link.href, link.crossOrigin]),
      ['icons', 'shared', 'page', 'dialog'].map((name) => [
        'modulepreload',
        `https://quartier.test/assets/${name}.js`,
        '',
      ]),
    );
    // shared.js, evaluated for the page, is not asked again for the dialog.
    assert.deepEqual(steps, [
      'icons.js',
      '(tâche suivante)',
      'shared.js',
      '(tâche suivante)',
      'page.js',
      '(tâche suivante)',
      'dialog.js',
      '(tâche suivante)',
    ]);
  });

  it('stops at a chunk that fails, announces its failure and does not ask for the piece', async () => {
    const imported: string[] = [];
    const preload = createPreload(async (url) => {
      imported.push(url);
      throw failure;
    });
    const failure = new Error('morceau introuvable');
    let pieceAsked = false;
    const result = await preload(async () => {
      pieceAsked = true;
      return 'page';
    }, ['assets/broken-kit.js', 'assets/broken-page.js']);
    assert.deepEqual(imported, ['https://quartier.test/assets/broken-kit.js']);
    assert.equal(pieceAsked, false);
    // Announced as Vite's helper does (vite:preloadError); prevented here, so not thrown.
    assert.equal(result, undefined);
    assert.deepEqual(announced, [failure]);
  });
});
