import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchPath, StaticRouter } from 'react-router';
import type { AssociationPublic, Langue } from '@quartier/shared';
import { AppProviders } from './app/providers';
import { fillQueryCache, PAGE_DATA_ELEMENT_ID, type PageData } from './app/page-data';
import { AppRoutes } from './app/router';
import { paths } from './config/paths';
import { messages as authMessages } from './features/auth/i18n';
import { currentMessages, loadServerLanguages, renderLanguage } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { APP_NAME } from './lib/use-document-title';

/*
 * The server's entry of the web app (ADR 0030 step 1), built by `vite build --ssr` into
 * dist-server/entry-server.js and imported by the Fastify server (apps/server/src/lib/page-render.ts).
 * It renders the pages before login with the very components the browser hydrates after.
 */

export interface PageRequest {
  /** The address, path and query. */
  url: string;
  langue: Langue;
  /** GET /association for this address, read by the server; null on the welcome page. */
  association: AssociationPublic | null;
}

export interface RenderedPage {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** The tab's title, as the page's own hook writes it in the browser. */
  title: string;
  /** `<script type="application/json">` holding the answers the page was rendered with. */
  dataScript: string;
  /** The page's `<meta name="description">` and `<noscript>` line, in its language. */
  description: string;
  noscript: string;
}

let ready: Promise<void> | null = null;

/** Loads what every render needs once (the English catalogues); a render waits for it. */
export function prepare(): Promise<void> {
  ready ??= loadServerLanguages().catch((error: unknown) => {
    ready = null;
    throw error;
  });
  return ready;
}

/** JSON safe inside a `<script>`: no `</script>`, no `<!--`. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The address's path without its query, as the router matches it. */
function pathOf(url: string): string {
  return new URL(url, 'http://page.invalid').pathname;
}

export async function render(request: PageRequest): Promise<RenderedPage> {
  await prepare();
  const pathname = pathOf(request.url);
  const isWelcome = matchPath(paths.root.path, pathname) !== null;
  const login = matchPath(paths.associationLogin.path, pathname) ?? matchPath(paths.login.path, pathname);
  if (!isWelcome && !login) throw new Error(`Page non rendue par le serveur : ${pathname}`);
  const slug = login?.params.slug ?? null;
  const data: PageData = request.association && !isWelcome ? { association: { slug, value: request.association } } : {};
  const client = createQueryClient();
  fillQueryCache(client, data);
  // Synchronous from here to the end of the render: the language is the module's state (lib/i18n).
  renderLanguage(request.langue);
  try {
    const html = renderToString(
      <StrictMode>
        <AppProviders client={client}>
          <StaticRouter location={request.url}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </StrictMode>,
    );
    // A part that waited (a lazy chunk, words not loaded) would be drawn again by the browser.
    if (html.includes('<!--$!-->') || html.includes('<!--$?-->'))
      throw new Error(`Rendu incomplet (une partie a attendu) : ${pathname}`);
    const title = isWelcome
      ? `${authMessages().welcome.documentTitle} · ${APP_NAME}`
      : `${currentMessages().login.documentTitle} · ${request.association?.nom || APP_NAME}`;
    const { page } = currentMessages().common;
    return {
      html,
      title,
      description: page.description,
      noscript: page.noscript,
      dataScript: `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptJson(data)}</script>`,
    };
  } finally {
    renderLanguage('fr');
    client.clear();
  }
}
