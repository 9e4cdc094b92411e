import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { classesOf, criticalStyles } from './critical-css.js';

/** A sheet as the web build minifies it: one line, Mantine's forms of selectors. */
const SHEET = [
  ':root{--mantine-color-body:#fff}',
  ':root[data-mantine-color-scheme=dark]{--mantine-color-body:#242424}',
  '*,:before{box-sizing:border-box}',
  '.title{margin:0}',
  '.title:where([data-order="1"]){font-size:2rem}',
  '.modal{position:fixed}',
  '.card .value,.unused .value{font-weight:700}',
  ':where([data-mantine-color-scheme=light]) .card{background:#fff}',
  ':where([data-mantine-color-scheme=dark]) .card{background:#000}',
  '.button:not(.loading){opacity:1}',
  '@media (width<=48em){.hidden-mobile{display:none}.modal{inset:0}}',
  '@supports (display:grid){.grid{display:grid}}',
  '.spinner{animation:spin 1s linear infinite}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  '@keyframes pop{0%{opacity:0}}',
].join('');

const PAGE =
  '<div class="card"><h1 class="title" data-order="1">Tableau</h1><p class="value hidden-mobile">12</p>' +
  '<button class="button">Ok</button><span class="spinner"></span></div>';

describe('the styles of a written page’s first paint (critical-css.ts)', () => {
  const styles = criticalStyles(SHEET)(PAGE);

  it('keeps the rules whose classes the page uses, in the sheet’s order, and the global ones', () => {
    assert.equal(
      styles,
      [
        ':root{--mantine-color-body:#fff}',
        '*,:before{box-sizing:border-box}',
        '.title{margin:0}',
        '.title:where([data-order="1"]){font-size:2rem}',
        '.card .value{font-weight:700}',
        ':where([data-mantine-color-scheme=light]) .card{background:#fff}',
        '.button:not(.loading){opacity:1}',
        '@media (width<=48em){.hidden-mobile{display:none}}',
        '.spinner{animation:spin 1s linear infinite}',
        '@keyframes spin{to{transform:rotate(1turn)}}',
      ].join(''),
    );
  });

  it('leaves out the dark scheme, the components the page has not, and unused animations', () => {
    for (const absent of ['#242424', '#000', '.modal', '.unused', '.grid', 'pop'])
      assert.ok(!styles.includes(absent), absent);
  });

  it('keeps what it cannot read for sure: alternatives, escaped characters, statements; skips comments', () => {
    const kept = criticalStyles(
      [
        '@layer base,app;',
        '/*! a comment */.title{color:red}',
        ':where(.absent,.title) span{margin:0}',
        '.md\\:flex{display:flex}',
        '@layer app{.modal{inset:0}.title{padding:0}}',
        '.title:has(.absent){gap:0}',
      ].join(''),
    )('<h1 class="title">x</h1>');
    assert.equal(
      kept,
      '@layer base,app;.title{color:red}:where(.absent,.title) span{margin:0}.md\\:flex{display:flex}' +
        '@layer app{.title{padding:0}}',
    );
  });

  it('reads the classes React writes, however many per element', () => {
    assert.deepEqual([...classesOf('<p class="a  b">x</p><span class="">y</span><i class="c"></i>')].sort(), [
      'a',
      'b',
      'c',
    ]);
  });
});
