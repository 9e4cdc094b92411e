import { lazy, useEffect } from 'react';
import { currentMessages } from '@/lib/i18n';
import { toast } from '../toast';
import { loadToastContainer } from '../toast-host';

/*
 * The shell's parts a page does not need to draw (ADR 0013): the avatar menu with its logout
 * question, and the drawer of the side menu on phones. Each is mounted only once its code is
 * here (a click waits for it), so that a failed download (offline, a new version deployed
 * meanwhile) leaves the shell as it is instead of its error screen; once the page has drawn, they
 * are fetched when the browser is idle, so that the first tap opens at once and the service
 * worker keeps them for offline use.
 */
const loadAccountMenu = () => import('./AccountMenu');
const loadConfirmModal = () => import('../ConfirmModal');
const loadNavDrawer = () => import('./NavDrawer');

export const AccountMenu = lazy(() => loadAccountMenu().then((module) => ({ default: module.AccountMenu })));
export const ConfirmModal = lazy(() => loadConfirmModal().then((module) => ({ default: module.ConfirmModal })));
export const NavDrawer = lazy(() => loadNavDrawer().then((module) => ({ default: module.NavDrawer })));

/** Runs `then` once the avatar menu's code (and its logout question's) is here. */
export function whenAccountMenuReady(then: () => void): void {
  Promise.all([loadAccountMenu(), loadConfirmModal()]).then(then, menuUnavailable);
}

const menuUnavailable = () => toast.failure(currentMessages().shell.menuUnavailable);

/** Runs `then` once the drawer's code is here. */
export function whenNavDrawerReady(then: () => void): void {
  loadNavDrawer().then(then, menuUnavailable);
}

/**
 * Rendered after the page, inside its suspense: mounts once the page has drawn, and then fetches
 * the parts, when the browser is idle, so that they never compete with the page's own code and
 * answers.
 */
export function PreloadShellParts({ isMobile }: { isMobile: boolean }): null {
  useEffect(() => preloadShellParts(isMobile), [isMobile]);
  return null;
}

function preloadShellParts(isMobile: boolean): () => void {
  const preload = () => {
    void Promise.all([
      loadAccountMenu(),
      loadConfirmModal(),
      isMobile ? loadNavDrawer() : null,
      loadToastContainer(),
    ]).catch(() => undefined);
  };
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(preload, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(preload, 2000);
  return () => clearTimeout(handle);
}
