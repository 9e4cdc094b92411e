import type { Page } from '@playwright/test';

/*
 * The tap-target measure of specs/tap-targets.spec.ts (issue 20; WCAG 2.5.5), shared with the
 * specs whose pages only exist after a flow (the 'Premiers pas' card of a new association).
 */

const MIN = 44;
const CONTROLS = [
  'button',
  'a[href]',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  '[role="button"]',
  '[role="tab"]',
  '[role="radio"]',
  '[role="checkbox"]',
  '[role="switch"]',
  '[role="link"]',
  '[role="menuitem"]',
  '[role="combobox"]',
  'summary',
].join(', ');

/** The controls smaller than 44x44 on the page as it is now: 'role « name » WxH'. */
export async function smallTargets(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  return page.evaluate(
    ({ selector, min }) => {
      const visible = (el: Element) => {
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.display === 'none') return false;
        if (el.closest('[aria-hidden="true"], [inert]')) return false;
        return el.getClientRects().length > 0;
      };
      /** A link in running text: its parent's text is more than the link (WCAG 'inline'). */
      const inline = (el: Element) => {
        if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
        const parentText = (el.parentElement?.textContent ?? '').trim();
        return parentText.length > (el.textContent ?? '').trim().length;
      };
      const found: string[] = [];
      for (const el of Array.from(document.querySelectorAll(selector))) {
        if (!visible(el) || inline(el)) continue;
        // A password's input sits inside the field's box, next to its show button: the box is the target.
        const field = el.tagName === 'INPUT' ? el.closest('.mantine-Input-input') : null;
        let rect = (field ?? el).getBoundingClientRect();
        const labels = Array.from((el as HTMLInputElement).labels ?? []).filter(visible);
        // A drawn checkbox beside its label: a tap on either ticks it, so the target is both together.
        if (el.matches('input[type="checkbox"]') && rect.width >= 2 && labels.length > 0) {
          const boxes = [rect, ...labels.map((label) => label.getBoundingClientRect())];
          const left = Math.min(...boxes.map((b) => b.left));
          const top = Math.min(...boxes.map((b) => b.top));
          rect = new DOMRect(
            left,
            top,
            Math.max(...boxes.map((b) => b.right)) - left,
            Math.max(...boxes.map((b) => b.bottom)) - top,
          );
        }
        // An input hidden behind its labels (switches, radios): the largest label is what the finger touches.
        if (rect.width < 2 || rect.height < 2 || getComputedStyle(el).opacity === '0') {
          if (labels.length === 0) continue;
          rect = labels
            .map((label) => label.getBoundingClientRect())
            .reduce((best, next) => (next.width * next.height > best.width * best.height ? next : best));
        }
        if (rect.width + 0.5 < min || rect.height + 0.5 < min) {
          const name =
            el.getAttribute('aria-label') ??
            (el as HTMLInputElement).labels?.[0]?.textContent ??
            el.textContent?.trim().slice(0, 40) ??
            '';
          const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
          found.push(`${role} « ${name} » ${Math.round(rect.width)}x${Math.round(rect.height)}`);
        }
      }
      return found;
    },
    { selector: CONTROLS, min: MIN },
  );
}
