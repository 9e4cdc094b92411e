import fs from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { samplePdf } from '../../apps/server/src/modules/documents/sample-pdf.js';
import { DEMO, dismissToast, expect, expectNoSidewaysScroll, login, snap, test } from '../support/fixtures.js';
import { backToFrenchAfterEach, signInInEnglish } from '../support/language.js';

/**
 * Issue 7, 'À propos de nous', at phone (412x823) and desktop (1366x800) size: a Membre
 * downloads the rules and gets the rules (rulings R9, not the assistance document); the
 * Secrétaire replaces the rules with a new PDF and it is the one downloaded next (R11); the
 * Président edits the presentation text and it shows.
 *
 * Both projects share one server: each uploads its own PDF (its own title) and writes its
 * own presentation text, so each checks what it wrote itself.
 */

const PAGE_PATH = '/aboutUs';
const RULES = 'Règlement intérieur';
const RULES_FILE = 'Règlement intérieur.pdf';
const baseURL = `http://localhost:${process.env.E2E_PORT ?? 3011}`;

test.describe.configure({ mode: 'serial' });
backToFrenchAfterEach();

const project = () => test.info().project.name;
/** The new rules of this project: its own title, so the two projects never mix them up. */
const newRulesTitle = () => `${RULES} 2026 - version ${project()}`;
let uploadedRules: Buffer | null = null;

/** Through the menu, as a member would: the sidebar is behind the menu button on phones. */
async function openAboutUs(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (project() === 'telephone') await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'À propos de nous' })
    .click();
  await expect(page).toHaveURL(new RegExp(`${PAGE_PATH}$`));
  await expect(page.getByRole('heading', { name: 'À propos de nous', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Documents de l’association', level: 2 })).toBeVisible();
  // The dates of the current versions are there.
  await expect(page.getByText(/^Mis à jour le /).first()).toBeVisible();
}

/** Clicks 'Télécharger Règlement intérieur' and returns the file the browser saved. */
async function downloadRules(page: Page): Promise<{ download: Download; content: Buffer }> {
  const waiting = page.waitForEvent('download');
  await page.getByRole('button', { name: `Télécharger ${RULES}` }).click();
  await expect(page.getByText('Document en cours de téléchargement')).toBeVisible();
  const download = await waiting;
  expect(download.suggestedFilename()).toBe(RULES_FILE);
  const file = await download.path();
  return { download, content: fs.readFileSync(file) };
}

test('un Membre télécharge le règlement intérieur et obtient le règlement', async ({ page }) => {
  await login(page, DEMO.membre);
  await openAboutUs(page);
  await expectNoSidewaysScroll(page);

  // The presentation, the contact and the four tiles; no officer buttons for a Membre.
  await expect(page.getByTestId('association-presentation')).not.toBeEmpty();
  await expect(page.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
  for (const titre of ['Statuts de l’association', 'Légalisation', RULES, 'Valorisation de l’assistance']) {
    await expect(page.getByRole('button', { name: `Télécharger ${titre}` })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: /^Remplacer / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Modifier', exact: true })).toHaveCount(0);
  await snap(page, 'a-propos-membre');

  const { content } = await downloadRules(page);
  const text = content.toString('latin1');
  expect(text.startsWith('%PDF-')).toBe(true);
  expect(text).toContain('glement int');
  // The defect of the product as seen (R9): the rules tile gave the assistance document.
  expect(text).not.toContain('Valorisation');
  await snap(page, 'a-propos-telechargement');
});

test('la Secrétaire remplace le règlement et c’est lui qui est téléchargé ensuite', async ({ page }) => {
  await login(page, DEMO.secretaire);
  await openAboutUs(page);
  const tile = page.getByRole('article', { name: RULES });

  await page.getByRole('button', { name: `Remplacer ${RULES}` }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Remplacer «\\s${RULES}\\s»$`) });
  await expect(dialog).toBeVisible();

  // A file that is not a PDF, whatever its name, is refused before anything is sent.
  const picker = dialog.locator('input[type="file"]');
  await expect(picker).toHaveAttribute('accept', /application\/pdf/);
  await picker.setInputFiles({
    name: 'reglement.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('Bonjour, ceci est une photo.'),
  });
  await expect(dialog.getByText(/Ce fichier n’est pas un PDF/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Publier ce fichier' })).toBeDisabled();

  // Over 10 MB: refused on screen, with the size and the limit, before a long upload.
  const tooBig = Buffer.concat([
    Buffer.from('%PDF-1.4\n'),
    Buffer.alloc(10 * 1024 * 1024 + 1, 32),
    Buffer.from('\n%%EOF\n'),
  ]);
  await picker.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: tooBig });
  await expect(dialog.getByText(/la limite est de 10\sMo/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Publier ce fichier' })).toBeDisabled();

  // A broken PDF gets past the first bytes but not the server's check: its French message shows.
  const broken = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 65)]);
  await picker.setInputFiles({ name: 'coupe.pdf', mimeType: 'application/pdf', buffer: broken });
  await dialog.getByRole('button', { name: 'Publier ce fichier' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Ce fichier n’est pas un PDF valide.');

  const pdf = samplePdf(newRulesTitle(), [
    'Article 1 : la cotisation mensuelle est de 2 500 XAF.',
    `Test ${Date.now()}`,
  ]);
  await picker.setInputFiles({ name: 'reglement-2026.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(dialog.getByText(/Ce fichier n’est pas un PDF/)).toHaveCount(0);
  await expect(dialog.getByText(/^PDF reconnu \(\d+\sKo\), prêt à être publié\.$/)).toBeVisible();
  await snap(page, 'a-propos-remplacer');
  await dialog.getByRole('button', { name: 'Publier ce fichier' }).click();
  await expect(page.getByText(new RegExp(`«\\s${RULES}\\s» a été remplacé\\.`))).toBeVisible();
  await expect(dialog).toBeHidden();
  uploadedRules = pdf;

  // The tile shows the new version: no longer a sample, the old one kept.
  await expect(tile.getByText('Exemple', { exact: true })).toHaveCount(0);
  await expect(tile.getByText(/anciennes? versions? conservées?/)).toBeVisible();
  await dismissToast(page);
  await snap(page, 'a-propos-secretaire');

  // The next download, by the server's own call, is exactly that file.
  const served = Buffer.from(await (await fetch(`${baseURL}/api/cotisation/downloadReglement`)).arrayBuffer());
  expect(served.equals(pdf)).toBe(true);
});

test('le Membre télécharge ensuite exactement le nouveau règlement', async ({ page }) => {
  expect(uploadedRules, 'the upload of the previous test').not.toBeNull();
  await login(page, DEMO.membre);
  await openAboutUs(page);
  const { content } = await downloadRules(page);
  expect(content.equals(uploadedRules!)).toBe(true);
  expect(content.toString('latin1')).toContain(newRulesTitle());
});

test('le Président modifie la présentation et elle s’affiche', async ({ page }) => {
  await login(page, DEMO.president);
  await openAboutUs(page);

  await page.getByRole('button', { name: 'Modifier', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Informations de l’association' });
  await expect(dialog).toBeVisible();
  // The current values are the defaults of the form (spec section 9 amounts).
  await expect(dialog.getByLabel('Nom de l’association')).toHaveValue('ARB Bonamoussadi');
  // The unit sits beside the field (XAF), not in the value the person edits.
  await expect(dialog.getByLabel('Cotisation mensuelle (XAF)')).toHaveValue(/^2\s500$/);
  await expect(dialog.getByLabel('Objectif du fonds de solidarité (XAF)')).toHaveValue(/^50\s000$/);
  await expect(dialog.getByLabel('Téléphone de contact')).toHaveValue(/^6\s?90/);
  await expect(dialog.getByLabel('WhatsApp')).toHaveValue(/^6\s?90/);

  // An empty name is refused on screen, in French.
  await dialog.getByLabel('Nom de l’association').fill('');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Le nom de l’association est obligatoire.')).toBeVisible();
  await dialog.getByLabel('Nom de l’association').fill('ARB Bonamoussadi');

  const text = `Présentation revue (${project()}) : nous nous retrouvons le premier dimanche du mois.\nBienvenue aux nouveaux voisins !`;
  await dialog.getByLabel('Présentation').fill(text);
  await snap(page, 'a-propos-modifier');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Les informations de l’association ont été enregistrées.')).toBeVisible();
  const presentation = page.getByTestId('association-presentation');
  await expect(presentation).toContainText(`Présentation revue (${project()})`);
  await expect(presentation).toContainText('Bienvenue aux nouveaux voisins !');

  // Saved on the server: still there after a reload.
  await page.reload();
  await expect(page.getByTestId('association-presentation')).toContainText(`Présentation revue (${project()})`);
  await dismissToast(page);
  await expectNoSidewaysScroll(page);
  await snap(page, 'a-propos-president');
});

test('a Membre in English downloads the rules under their English name', async ({ page }) => {
  await signInInEnglish(page, DEMO.membre);
  await page.goto(PAGE_PATH);
  await expect(page.getByRole('heading', { name: 'About us', level: 1 })).toBeVisible();
  const waiting = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Internal rules' }).click();
  const download = await waiting;
  expect(download.suggestedFilename()).toBe('Internal rules.pdf');
  const content = fs.readFileSync(await download.path()).toString('latin1');
  expect(content.startsWith('%PDF-')).toBe(true);
  // The same document the French name downloads: the rules, not the assistance (R9).
  expect(content).not.toContain('Valorisation');
});
