import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { formatFileSize, maxSizeLabel, pdfProblem } from './pdf-check';

const NBSP = '\u00a0';
const file = (content: BlobPart[], name = 'statuts.pdf') => new File(content, name, { type: 'application/pdf' });

describe('formatFileSize', () => {
  it('writes kilobytes rounded, at least 1, and megabytes with one decimal', () => {
    assert.equal(formatFileSize(0), `1${NBSP}Ko`);
    assert.equal(formatFileSize(100), `1${NBSP}Ko`);
    assert.equal(formatFileSize(245 * 1024), `245${NBSP}Ko`);
    assert.equal(formatFileSize(1024 * 1024), `1${NBSP}Mo`);
    assert.equal(formatFileSize(3.4 * 1024 * 1024), `3,4${NBSP}Mo`);
    assert.equal(maxSizeLabel(), `10${NBSP}Mo`);
  });
});

describe('pdfProblem', () => {
  it('accepts a file that starts like a PDF, whatever its name', async () => {
    assert.equal(await pdfProblem(file(['%PDF-1.7\n…'])), null);
    assert.equal(await pdfProblem(file(['%PDF-1.4'], 'photo.jpg')), null);
  });

  it('refuses an empty file', async () => {
    assert.equal(await pdfProblem(file([])), 'Ce fichier est vide.');
  });

  it('refuses a file that is not a PDF', async () => {
    assert.match((await pdfProblem(file(['\x89PNG\r\n'], 'statuts.pdf'))) ?? '', /^Ce fichier n’est pas un PDF\./);
    assert.match((await pdfProblem(file(['%PD']))) ?? '', /n’est pas un PDF/);
  });

  it('refuses a file over 10 MB, saying its size and the limit', async () => {
    const big = file([new Uint8Array(10 * 1024 * 1024 + 1)]);
    assert.match(
      (await pdfProblem(big)) ?? '',
      new RegExp(`^Ce fichier pèse 10${NBSP}Mo${NBSP}: la limite est de 10${NBSP}Mo\\.`),
    );
    assert.equal(
      await pdfProblem(file([new Uint8Array(10 * 1024 * 1024)])),
      'Ce fichier n’est pas un PDF. Choisissez un document PDF (une photo ou un fichier Word doit d’abord être enregistré en PDF).',
    );
  });
});
