import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.js';

/**
 * A row or card of a paginated list, on whichever page it now stands. Lists are newest first,
 * and the specs before this one file into the same database, so a seeded or earlier row moves
 * on to later pages as a full run goes. `pages` is the list's own page links (several lists
 * share a screen); without it, the screen's first ones. Past the last page it starts again from
 * the first: a 'next' tapped while the list was still loading skips its first page.
 */
export async function onSomePage(page: Page, target: Locator, pages?: Locator): Promise<Locator> {
  const scope = pages ?? page;
  const next = scope.getByRole('button', { name: /^(Page suivante|Next page)$/ }).first();
  const first = scope.getByRole('button', { name: /^(Première page|First page|Page 1)$/ }).first();
  await expect(async () => {
    if (await target.isVisible()) return;
    if (await next.isEnabled({ timeout: 2_000 })) await next.click({ timeout: 2_000 });
    else await first.click({ timeout: 2_000 });
    await expect(target).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return target;
}
