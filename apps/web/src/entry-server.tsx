import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchPath, StaticRouter } from 'react-router';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { AssociationPublic, ConfirmLinkRead, Langue } from '@quartier/shared';
import { meQueryOptions } from './api/get-me';
import { AppProviders } from './app/providers';
import { fillQueryCache, PAGE_DATA_ELEMENT_ID, type PageData } from './app/page-data';
import { AppRoutes, pagesLoaded, preloadShell, serverWrittenPage } from './app/router';
import { paths, shellPages } from './config/paths';
import { messages as authMessages } from './features/auth/i18n';
import { messages as pageMessages } from './features/auth/i18n/pages';
import { call, setServerTransport, type ServerTransport } from './lib/api-client';
import { currentMessages, loadServerLanguages, renderLanguage } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { setRenderedSession, type Session } from './lib/session';
import { APP_NAME } from './lib/use-document-title';
import { setRenderedMobile } from './lib/use-is-mobile';

/*
 * The server's entry of the web app (ADR 0030 step 1), built by `vite build --ssr` into
 * dist-server/entry-server.js and imported by the Fastify server (apps/server/src/lib/page-render.ts).
 * It renders the pages before login with the very components the browser hydrates after.
 */

export interface PageRequest {
  /** The address, path and query. */
  url: string;
  langue: Langue;
  /** GET /association for this address, read by the server; null on the welcome page and signed-in pages. */
  association: AssociationPublic | null;
  /** A confirmation link's page: the link as the server read it (the address names a stand-in of its token). */
  confirmLink?: ConfirmLinkRead;
  /**
   * A signed-in page (step 2): the session its cookie names, how the page's reads reach the API
   * (answered in the server's own process, as any call of the app), and the server's guess of
   * the screen.
   */
  signedIn?: { token: string; fetch: typeof fetch; mobile: boolean };
}

/**
 * Thrown when a signed-in page is not written (no valid session, a read refused or failed): the
 * server sends the app's frame, and the app does what it does without a server page.
 */
export class PageNotWritten extends Error {
  override name = 'PageNotWritten';
}

/** Whether the server writes the page at this address for a signed-in member. */
export function writesSignedInPage(pathname: string): boolean {
  return serverWrittenPage(pathname) !== null;
}

const transports = new AsyncLocalStorage<ServerTransport>();
setServerTransport(() => transports.getStore());

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
  const forgot =
    matchPath(paths.associationForgotPassword.path, pathname) ?? matchPath(paths.forgotPassword.path, pathname);
  const confirm =
    matchPath(paths.associationConfirmRegistration.path, pathname) ??
    matchPath(paths.confirmRegistration.path, pathname);
  const inAssociation = login ?? forgot ?? confirm;
  if (!isWelcome && !inAssociation) throw new Error(`Page non rendue par le serveur : ${pathname}`);
  const slug = (inAssociation?.params as { slug?: string } | undefined)?.slug ?? null;
  const data: PageData = {
    ...(request.association && !isWelcome ? { association: { slug, value: request.association } } : {}),
    ...(confirm && request.confirmLink ? { confirmLink: request.confirmLink } : {}),
  };
  const client = createQueryClient();
  fillQueryCache(client, data, pathname);
  try {
    const html = await renderComplete(request.url, request.langue, client, null);
    renderLanguage(request.langue);
    const pageTitle = forgot
      ? pageMessages().forgot.title
      : confirm
        ? pageMessages().confirm.title
        : currentMessages().login.documentTitle;
    const title = isWelcome
      ? `${authMessages().welcome.documentTitle} · ${APP_NAME}`
      : `${pageTitle} · ${request.association?.nom || APP_NAME}`;
    return writtenPage(html, title, data);
  } finally {
    renderLanguage('fr');
    client.clear();
  }
}

/** The rendered page with its head texts in the language set (renderLanguage) and its data. */
function writtenPage(html: string, title: string, data: PageData): RenderedPage {
  const { page } = currentMessages().common;
  return {
    html,
    title,
    description: page.description,
    noscript: page.noscript,
    dataScript: `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptJson(data)}</script>`,
  };
}

/**
 * Renders the routes at this address, whole: a page whose code was not loaded yet (the first
 * render of a signed-in page in this process) is rendered again once it is, at most twice; a
 * part still waiting after that (words not loaded) refuses the page rather than send it half
 * drawn, which the browser would draw again.
 */
async function renderComplete(
  url: string,
  langue: Langue,
  client: QueryClient,
  signedIn: { session: Session; mobile: boolean } | null,
): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    // Synchronous from here to the end of the render: the language, the session and the screen
    // are the modules' state (lib/i18n, lib/session, lib/use-is-mobile), put back after.
    renderLanguage(langue);
    setRenderedSession(signedIn?.session ?? null);
    setRenderedMobile(signedIn?.mobile ?? false);
    let html: string;
    try {
      html = renderToString(
        <StrictMode>
          <AppProviders client={client}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </StrictMode>,
      );
    } finally {
      renderLanguage('fr');
      setRenderedSession(null);
      setRenderedMobile(false);
    }
    if (!html.includes('<!--$!-->') && !html.includes('<!--$?-->')) return html;
    if (attempt === 2) throw new Error(`Rendu incomplet (une partie a attendu) : ${pathOf(url)}`);
    await pagesLoaded();
  }
}

/**
 * A signed-in page (ADR 0030 step 2): who the cookie's session is (GET /auth/me and
 * /associations/mine, the calls the app makes), the answers the page's preload names (the very
 * queries of its components), then the render. Reads go through the app's API client, answered
 * by the server in its own process with the session's rights: nothing here decides what a member
 * may see.
 */
export async function renderSignedIn(request: PageRequest): Promise<RenderedPage> {
  const signedIn = request.signedIn;
  const pathname = pathOf(request.url);
  const written = serverWrittenPage(pathname);
  if (!signedIn || !written) throw new Error(`Page non rendue par le serveur : ${pathname}`);
  await prepare();
  const client = createQueryClient();
  // One try each: a failed read is not rendered (the app asks again itself).
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  // The API's answers as sent, for the browser's offline copy (the service worker keeps them as if
  // the app had asked them: lib/network.ts keepAnswersOffline).
  const answers: Array<{ path: string; body: string }> = [];
  const recording: typeof fetch = async (input, init) => {
    const response = await signedIn.fetch(input, init);
    if (response.ok) answers.push({ path: String(input), body: await response.clone().text() });
    return response;
  };
  const transport: ServerTransport = { fetch: recording, token: signedIn.token, langue: request.langue };
  try {
    const session = await transports.run(transport, async () => {
      const [me, mine] = await Promise.all([
        call('getMe').catch(() => null),
        call('listMyAssociations').catch(() => null),
      ]);
      const current = mine?.associations.find((association) => association.courante);
      if (!me || !mine || !current) throw new PageNotWritten('Session absente ou expirée');
      const session: Session = {
        token: '',
        membreId: me.membre.id,
        telephone: me.membre.telephone ?? '',
        nom: me.membre.nom,
        prenom: me.membre.prenom,
        role: me.membre.Role.nom,
        roleCode: me.membre.Role.code,
        expiresAt: me.expiresAt,
        association: { id: current.id, slug: current.slug, nom: current.nom },
        associations: mine.associations,
      };
      client.setQueryData(meQueryOptions(session.membreId).queryKey, me);
      const search = new URL(request.url, 'http://page.invalid').searchParams;
      await Promise.all([preloadShell({ client, session, search }), written.preload({ client, session, search })]);
      return session;
    });
    // A refused or failed read: the browser shows what it gets itself, not the server's version.
    if (
      client
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status !== 'success')
    )
      throw new PageNotWritten('Une lecture de la page a échoué');
    const html = await renderComplete(request.url, request.langue, client, { session, mobile: signedIn.mobile });
    const { token: _token, ...shown } = session;
    const data: PageData = {
      signedIn: { session: shown, mobile: signedIn.mobile, queries: dehydrate(client), answers },
    };
    renderLanguage(request.langue);
    const key = (Object.keys(shellPages) as Array<keyof typeof shellPages>).find((name) =>
      matchPath(shellPages[name].path, pathname),
    );
    const name = session.association?.nom || APP_NAME;
    return writtenPage(html, key ? `${currentMessages().pages[key]} · ${name}` : name, data);
  } finally {
    renderLanguage('fr');
    client.clear();
  }
}
