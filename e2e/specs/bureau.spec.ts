import { DEMO, dismissToast, expect, login, snap, test } from '../support/fixtures.js';

/**
 * The bureau's four eyes, at phone and desktop size: the Secrétaire asks to suspend the Président;
 * nothing changes until the other officer decides; the Président finds the request under
 * Notifications > Bureau and rejects it with a reason. Both projects share one server: each
 * files its own request and rejects it, so the demo Président stays Actif.
 */

const PRESIDENT = 'Jean Mbarga';
const REASON = 'Pas de décision de l’assemblée générale';

test.describe.configure({ mode: 'serial' });

test('the Secrétaire asks to suspend the Président: nothing changes yet', async ({ page }) => {
  await login(page, DEMO.secretaire);
  await page.goto('/cotisation/inscriptions');
  await page.getByRole('searchbox', { name: /Rechercher/ }).fill('Mbarga Jean');
  const entry = page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: 'Mbarga Jean' });
  await entry.getByRole('button', { name: `Statut de ${PRESIDENT} : Actif. Changer le statut` }).click();
  await page.getByRole('menuitem', { name: 'Suspendu' }).click();
  await page.getByRole('dialog', { name: 'Changer le statut' }).getByRole('button', { name: 'Confirmer' }).click();
  await expect(
    page.getByText(`Le changement de statut de ${PRESIDENT} attend la validation de l’autre officier.`),
  ).toBeVisible();
  await snap(page, 'bureau-demande-envoyee');
  await dismissToast(page);
  await expect(entry.getByText('Actif', { exact: true })).toBeVisible();
});

test('the Président finds the request under Notifications > Bureau and refuses it', async ({ page }) => {
  await login(page, DEMO.president);
  await page.goto('/notifications?categorie=bureau');
  await expect(page.getByRole('radio', { name: 'Bureau' })).toBeChecked();
  const card = page
    .getByRole('article')
    .filter({ hasText: `Changement pour ${PRESIDENT}` })
    .filter({ hasText: 'En cours' });
  await expect(card).toHaveCount(1);
  // The change as the journal shows one: the field, then before → after, in the reader's French.
  const change = card.getByTestId('field-change');
  await expect(change.locator('dt')).toHaveText('Statut');
  await expect(change.locator('dd')).toHaveText(/^Avant : Actif\s*Après : Suspendu$/);
  await expect(page.locator('body')).not.toHaveCSS('overflow-x', 'scroll');
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways, 'no sideways scroll').toBeLessThanOrEqual(0);
  await snap(page, 'bureau-a-valider');

  await card.getByRole('button', { name: 'Non, je rejette cette requête' }).click();
  await card.getByLabel('Motif du refus').fill(REASON);
  await card.getByRole('button', { name: 'Valider le refus' }).click();
  await page
    .getByRole('dialog', { name: 'Rejeter cette requête' })
    .getByRole('button', { name: 'Oui, rejeter' })
    .click();
  await expect(page.getByText('Le changement du bureau a été rejeté')).toBeVisible();
  const decided = page.getByRole('article').filter({ hasText: REASON });
  await expect(decided.first()).toContainText('Rejetée');
  await snap(page, 'bureau-rejete');
});
