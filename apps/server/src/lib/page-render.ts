import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ASSOCIATION_TIME_ZONE,
  SLUG_PATTERN,
  confirmTokenParamSchema,
  isLangue,
  type AssociationPublic,
  type ConfirmLinkRead,
  type ConfirmLinkResponse,
  type ErrorCode,
  type Langue,
} from '@quartier/shared';
import { languageOfAcceptLanguage } from '../modules/associations/creation.js';
import { publicViewAt } from '../modules/association/service.js';
import { API_PREFIX } from './auth/access.js';
import { pageSessionToken } from './auth/page-session.js';
import { criticalStyles } from './critical-css.js';

/*
 * The pages before login as HTML (ADR 0030, step 1): the web app's server entry
 * (apps/web/src/entry-server.tsx, built into apps/web/dist-server/) renders them with the same
 * React components the browser then hydrates. Every other page, and any failure here, gets the
 * app's empty frame (index.html) as before.
 */

/** The cookie the web app writes when the person picks a language (lib/i18n), read here only. */
export const LANGUAGE_COOKIE = 'langue';

interface EntryPage {
  html: string;
  title: string;
  dataScript: string;
  description: string;
  noscript: string;
}

/** The server entry's interface (apps/web/src/entry-server.tsx). */
export interface PageEntry {
  render(request: {
    url: string;
    langue: Langue;
    association: AssociationPublic | null;
    confirmLink?: ConfirmLinkRead;
  }): Promise<EntryPage>;
  /** Whether it writes the signed-in page at this path (step 2). */
  writesSignedInPage(pathname: string): boolean;
  renderSignedIn(request: {
    url: string;
    langue: Langue;
    association: null;
    signedIn: { token: string; fetch: typeof fetch; mobile: boolean };
  }): Promise<EntryPage>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The answer to a page address no route names: a signed-in page written for the session of
     * the page cookie (ADR 0030 step 2) when the entry writes it, else the app's frame.
     */
    sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  }
}

export interface PageRenderOptions {
  /** The built web app: index.html, the template. */
  webDir: string;
  /** The built server entry; default `<webDir>/../dist-server/entry-server.js`. */
  entryFile?: string;
}

/** Pages kept rendered (path, language, association's public facts), compressed once. */
const CACHE_SIZE = 64;

const BOOT = /<!--boot-->[\s\S]*?<!--\/boot-->/;
/** The template's French description and no-script line, replaced by the page's language. */
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
const NOSCRIPT = /<noscript>[^<]*<\/noscript>/;

/**
 * The app's entry script as the web build writes it in index.html. A written page loads it through
 * /start.js once painted (apps/web/public/start.js): the first view needs no script, and the
 * entry's download and evaluation then neither share the network with the HTML and its styles nor
 * come before the first paint.
 */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;

/**
 * The app's style sheet as the web build links it. A written page carries the rules its HTML uses
 * instead (critical-css.ts), and start.js loads the sheet with the entry: the first paint waits
 * for no second file. Without JavaScript, the sheet comes by the page's noscript.
 */
const STYLE_SHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/;

/**
 * The chunks the entry imports, as the web build lists them in index.html (those imported first
 * first). A written page names them to start.js instead, which downloads them with the entry once
 * the page is painted and evaluates them one per task (the entry alone was one task of 130 to 280 ms
 * on a slowed phone: Lighthouse's TBT, issue 24).
 */
const ENTRY_CHUNK = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;

/**
 * The app's English words (its catalogue and the validation messages), which the entry asks for
 * first for an English reader and waits for before it takes the page over (issue 25). An English
 * page names their files to start.js (`data-preload`), which downloads them with the entry's,
 * instead of once React and Mantine have been evaluated.
 */
const ENGLISH_SOURCES = ['src/lib/i18n/en.ts', 'src/lib/i18n/validation-en.ts'];

/** The files to download for these lazily imported modules of the build's manifest, and what they import outside the entry. */
function filesOf(webDir: string, sources: string[]): string[] {
  let manifest: Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(webDir, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    return [];
  }
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  sources.forEach(visit);
  return [...files];
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface RenderedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** The page's language: the one picked on this device (its cookie), else the browser's (ADR 0029). */
export function pageLanguage(request: FastifyRequest): Langue {
  const picked = request.cookies[LANGUAGE_COOKIE];
  if (isLangue(picked)) return picked;
  return languageOfAcceptLanguage(request.headers['accept-language']);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function mtimeOf(file: string): number {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * The page's one address: the route with its slug in lower case (a phone's keyboard starts with a
 * capital), or null when the slug cannot be an association's. Only characters of the slug pattern
 * go into it: a Location written from it stays on this site.
 */
function canonicalAddress(route: string, slug: string | undefined): string | null {
  if (slug === undefined) return route;
  const lowered = slug.toLowerCase();
  return SLUG_PATTERN.test(lowered) ? route.replace(':slug', lowered) : null;
}

/**
 * What a confirmation link's page is written for in place of its token: a stand-in of the same
 * shape (the form), or one that is not (the page says 'Lien incomplet'). The token, a secret of
 * one member, never goes into a page, and one page is written and kept for every link.
 */
const TOKEN_STAND_IN = { valid: 'lien-de-confirmation', invalid: 'lien' } as const;

/** The confirmation link's page: the address the SMS gives, and its association's. */
const CONFIRMATION_ROUTES = {
  bare: '/confirmRegistration/:token',
  inAssociation: '/a/:slug/confirmRegistration/:token',
} as const;

const pathOf = (url: string) => url.split('?')[0] ?? '/';
const queryOf = (url: string) => {
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at);
};

/**
 * The server's guess of the screen, so that hydration starts from the right layout: the browser's
 * own hint (Chromium's `Sec-CH-UA-Mobile`), else its user agent. A wrong guess costs one redraw
 * of the layout after hydration, nothing else.
 */
function looksMobile(request: FastifyRequest): boolean {
  const hint = request.headers['sec-ch-ua-mobile'];
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return /Mobi|Android/i.test(String(request.headers['user-agent'] ?? ''));
}

/** Which encoding of a kept page the request takes. */
function encodingFor(request: FastifyRequest): 'br' | 'gzip' | null {
  const accepted = new Set(
    String(request.headers['accept-encoding'] ?? '')
      .split(',')
      .map((part) => part.trim().split(/\s*;\s*/))
      // 'br;q=0' refuses it.
      .filter(([, quality]) => !/^q=0(?:\.0*)?$/.test(quality ?? ''))
      .map(([name]) => name?.toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

async function pageRender(app: FastifyInstance, options: PageRenderOptions) {
  const templateFile = path.join(options.webDir, 'index.html');
  const entryFile = options.entryFile ?? path.resolve(options.webDir, '../dist-server/entry-server.js');

  // The template and the entry are read again when a build replaces them, as the static files are.
  let template: {
    mtime: number;
    text: string;
    /** The sheet's address and the rules a page's HTML uses from it, when the page carries them. */
    styles: { sheet: string; rulesFor: (html: string) => string } | null;
    /** The chunks the entry imports, in the order the browser evaluates them. */
    chunks: string[];
    /** The files of the English words, downloaded with the entry on an English page. */
    english: string[];
  } | null = null;
  let entry: { mtime: number; module: Promise<PageEntry> } | null = null;
  const cache = new Map<string, RenderedPage>();

  function currentTemplate(): NonNullable<typeof template> {
    const mtime = mtimeOf(templateFile);
    if (!template || template.mtime !== mtime) {
      const text = fs.readFileSync(templateFile, 'utf8');
      if (!BOOT.test(text)) throw new Error(`${templateFile} : repères <!--boot--> absents`);
      // The sheet's name changes with its content: read again with the template that names it.
      const sheet = STYLE_SHEET.exec(text)?.[1];
      const css = sheet ? fs.readFileSync(path.join(options.webDir, sheet), 'utf8') : null;
      // A sheet that could close the page's <style> early stays a link.
      template = {
        mtime,
        text,
        styles: sheet && css && !/<\/style/i.test(css) ? { sheet, rulesFor: criticalStyles(css) } : null,
        chunks: [...text.matchAll(ENTRY_CHUNK)].map(([, chunk]) => chunk as string),
        // Less what the page loads anyway (the entry's chunks, named in the template).
        english: filesOf(options.webDir, ENGLISH_SOURCES).filter((file) => !text.includes(`"${file}"`)),
      };
      cache.clear();
    }
    return template;
  }

  function currentEntry(): Promise<PageEntry> {
    const mtime = mtimeOf(entryFile);
    if (mtime === 0) return Promise.reject(new Error(`${entryFile} absent : lancer npm run build`));
    if (!entry || entry.mtime !== mtime) {
      const module = import(`${pathToFileURL(entryFile).href}?v=${mtime}`) as Promise<PageEntry>;
      entry = { mtime, module };
      cache.clear();
      // A failed import is tried again at the next page.
      module.catch(() => {
        if (entry?.module === module) entry = null;
      });
    }
    return entry.module;
  }

  /** The template with the page in place of its loading frame. */
  function compose(page: EntryPage, langue: Langue): Buffer {
    const { text, styles, chunks, english } = currentTemplate();
    const preloads = langue === 'en' ? english : [];
    const html = text
      .replace(ENTRY_CHUNK, '')
      .replace(BOOT, () => page.html)
      .replace(/<html lang="[^"]*"/, `<html lang="${langue}" data-server-language="${langue}"`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
      .replace(DESCRIPTION, () => `<meta name="description" content="${escapeHtml(page.description)}" />`)
      .replace(NOSCRIPT, () => `<noscript>${escapeHtml(page.noscript)}</noscript>`)
      .replace('</body>', () => `${page.dataScript}</body>`)
      .replace(
        ENTRY_SCRIPT,
        (_script, entry: string) =>
          `<script type="module" src="/start.js" data-entry="${entry}"${chunks.length > 0 ? ` data-chunks="${chunks.join(' ')}"` : ''}${preloads.length > 0 ? ` data-preload="${preloads.join(' ')}"` : ''} data-time-zone="${ASSOCIATION_TIME_ZONE}"${styles ? ` data-styles="${styles.sheet}"` : ''}></script>`,
      )
      .replace(STYLE_SHEET, (link) =>
        styles
          ? `<style data-critical>${styles.rulesFor(page.html)}</style><noscript><link rel="stylesheet" href="${styles.sheet}"></noscript>`
          : link,
      );
    return Buffer.from(html);
  }

  async function renderPage(
    url: string,
    langue: Langue,
    association: AssociationPublic | null,
    confirmLink: ConfirmLinkRead | undefined,
    /** Kept pages are compressed once, hard; a page written for one answer (a refusal) cheaply. */
    compression: 'kept' | 'once',
  ) {
    const body = compose(await (await currentEntry()).render({ url, langue, association, confirmLink }), langue);
    const kept = compression === 'kept';
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: kept ? 11 : 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
      gzipAsync(body, { level: kept ? 9 : 6 }),
    ]);
    return { html: body, br, gzip: gz };
  }

  function sendShell(reply: FastifyReply) {
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
  }

  async function page(
    route: string,
    request: FastifyRequest<{ Params: { slug?: string; token?: string } }>,
    reply: FastifyReply,
  ) {
    const canonical = canonicalAddress(route, request.params.slug);
    if (canonical === null) return sendShell(reply.code(404));
    // A confirmation link: its token as the address wrote it, the page written for a stand-in.
    const { token } = request.params;
    const tokenLooksValid = token !== undefined && confirmTokenParamSchema.safeParse({ token }).success;
    // A token of the right shape has only safe characters: an escaped one goes on to it (one
    // address per link, read the same way by the server and the browser). Any other is written
    // back as the address had it.
    const linkToken =
      token === undefined ? null : tokenLooksValid ? token : (pathOf(request.url).split('/').findLast(Boolean) ?? '');
    const address = linkToken === null ? canonical : canonical.replace(':token', () => linkToken);
    const written =
      linkToken === null
        ? canonical
        : canonical.replace(':token', tokenLooksValid ? TOKEN_STAND_IN.valid : TOKEN_STAND_IN.invalid);
    // Capitals typed on a phone, an escaped letter, a trailing slash, a host in the request line:
    // one address per page, written from the route, never from what the request sent.
    if (pathOf(request.url) !== address) return reply.redirect(address + queryOf(request.url), 301);
    const langue = pageLanguage(request);
    reply.header('vary', 'Accept-Encoding, Accept-Language, Cookie');
    try {
      const isWelcome = address === '/';
      const slug = request.params.slug?.toLowerCase() ?? null;
      const { read: confirmLink, retryAfter } =
        tokenLooksValid && linkToken !== null
          ? await readConfirmLink(request, linkToken)
          : { read: undefined, retryAfter: undefined };
      if (confirmLink && 'answer' in confirmLink && confirmLink.answer.association.slug !== slug) {
        // The SMS link (/confirmRegistration/<id>.<secret>, one SMS) goes on to its association's
        // address before any page is drawn: a page that moved once the app knew the link raced a
        // member who had filled it. Only for a live link: an address says nothing from a number.
        const moved = canonicalAddress(CONFIRMATION_ROUTES.inAssociation, confirmLink.answer.association.slug);
        if (moved === null) throw new Error(`Adresse d’association invalide : ${confirmLink.answer.association.slug}`);
        return reply.header('cache-control', 'no-store').redirect(
          moved.replace(':token', () => linkToken!),
          302,
        );
      }
      const association = isWelcome ? null : await publicViewAt(app.ctx, slug);
      // No association there: the app's frame says 'Association introuvable', and the status says
      // it to a link checker. /login on a service with no association yet is still the page.
      if (!isWelcome && !association) return sendShell(slug === null ? reply : reply.code(404));
      // A refused link is written each time (its wait changes by the minute) and says its status.
      const failure = confirmLink && 'failure' in confirmLink ? confirmLink.failure : null;
      if (failure) reply.code(failure.status);
      if (retryAfter) reply.header('retry-after', retryAfter);
      const key = JSON.stringify([written, langue, association, confirmLink]);
      // A rebuilt template or entry empties the cache first: a kept page names the old files.
      currentTemplate();
      await currentEntry();
      let rendered = failure ? undefined : cache.get(key);
      if (rendered) {
        // Most recently used last: the oldest goes first.
        cache.delete(key);
      } else {
        rendered = await renderPage(written, langue, association, confirmLink, failure ? 'once' : 'kept');
      }
      if (!failure) {
        cache.set(key, rendered);
        if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
      }
      const encoding = encodingFor(request);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(encoding === 'br' ? rendered.br : encoding === 'gzip' ? rendered.gzip : rendered.html);
    } catch (error) {
      request.log.error({ err: error }, 'Page non rendue par le serveur : le cadre de l’application à la place');
      return sendShell(reply.code(200).removeHeader('retry-after'));
    }
  }

  /**
   * GET /api/auth/confirmAccount/<token> as the app asks it (`inject`: the same route, limits and
   * answer, counted against the visitor's address). A failure of the server itself is thrown: the
   * app's frame then asks on its own.
   */
  async function readConfirmLink(
    request: FastifyRequest,
    linkToken: string,
  ): Promise<{ read: ConfirmLinkRead; retryAfter: string | undefined }> {
    const answer = await app.inject({
      method: 'GET',
      url: `${API_PREFIX}/auth/confirmAccount/${linkToken}`,
      headers: { 'user-agent': request.headers['user-agent'] ?? '' },
      remoteAddress: request.ip,
    });
    const body = answer.json<ConfirmLinkResponse & { code?: ErrorCode; msg?: string }>();
    if (answer.statusCode === 200) return { read: { answer: body }, retryAfter: undefined };
    if (answer.statusCode >= 500 || !body.msg) throw new Error(`Lien de confirmation non lu : ${answer.statusCode}`);
    const retryAfter = answer.headers['retry-after'];
    return {
      read: { failure: { status: answer.statusCode, code: body.code ?? null, msg: body.msg } },
      retryAfter: retryAfter === undefined ? undefined : String(retryAfter),
    };
  }

  /**
   * A page's reads, answered by this server in its own process (`inject`): the same routes,
   * rights, limits and answers as the app's calls, counted against the visitor's address.
   */
  function apiFor(request: FastifyRequest): typeof fetch {
    return async (input, init) => {
      const answer = await app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url: String(input),
        headers: { ...(init?.headers as Record<string, string>), 'user-agent': request.headers['user-agent'] ?? '' },
        remoteAddress: request.ip,
      });
      return new Response(answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    };
  }

  app.decorate('sendPage', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = pageSessionToken(request);
    if (!token || request.method !== 'GET') return sendShell(reply);
    const address = new URL(request.url, 'http://page.invalid');
    try {
      const entry = await currentEntry();
      if (!entry.writesSignedInPage(address.pathname)) return sendShell(reply);
      const langue = pageLanguage(request);
      const page = await entry.renderSignedIn({
        url: address.pathname + address.search,
        langue,
        association: null,
        signedIn: { token, fetch: apiFor(request), mobile: looksMobile(request) },
      });
      const body = compose(page, langue);
      const encoding = encodingFor(request);
      // The member's own data: never kept by a cache, the browser's included.
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('vary', 'Accept-Encoding, Accept-Language, Cookie');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(
        encoding === 'br'
          ? await brotli(body, {
              params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
            })
          : encoding === 'gzip'
            ? await gzipAsync(body, { level: 6 })
            : body,
      );
    } catch (error) {
      // No live session, or a read the page needs was refused or failed: the app does what it
      // does without a written page (the login page, or the page with its own error).
      if ((error as Error | null)?.name === 'PageNotWritten')
        request.log.debug({ err: error }, 'Page connectée non écrite');
      else
        request.log.error(
          { err: error },
          'Page connectée non rendue par le serveur : le cadre de l’application à la place',
        );
      return sendShell(reply);
    }
  });

  await app.register(async (pages) => pageRoutes(pages, page, sendShell));
}

/** The pages before login and their form's sending, in a context of their own (the form's content type). */
function pageRoutes(
  app: FastifyInstance,
  page: (
    route: string,
    request: FastifyRequest<{ Params: { slug?: string; token?: string } }>,
    reply: FastifyReply,
  ) => Promise<unknown>,
  sendShell: (reply: FastifyReply) => FastifyReply,
) {
  const routes = ['/', '/login', '/a/:slug', '/a/:slug/login', '/forgotPassword', '/a/:slug/forgotPassword'];
  // The confirmation's form has no named field: sent without the app, it comes back by GET.
  const confirmation = Object.values(CONFIRMATION_ROUTES);
  // With a trailing slash too: sent on to the address without it.
  for (const route of [...routes, ...confirmation])
    for (const url of route === '/' ? [route] : [route, `${route}/`])
      app.get<{ Params: { slug?: string; token?: string } }>(url, (request, reply) => page(route, request, reply));

  // The login and forgotten-password forms post themselves (method="post") only when sent without
  // the app (its code failed to come): a password or a phone number never goes into an address;
  // the page comes back, to be filled in again.
  app.addContentTypeParser('application/x-www-form-urlencoded', { bodyLimit: 16 * 1024 }, (_request, body, done) => {
    body.resume();
    body.on('end', () => done(null, null));
    body.on('error', (error) => done(error, undefined));
  });
  for (const route of routes.slice(1))
    app.post<{ Params: { slug?: string } }>(route, (request, reply) => {
      const address = canonicalAddress(route, request.params.slug);
      return address === null ? sendShell(reply.code(404)) : reply.code(303).header('location', address).send();
    });
}

export default fp(pageRender, { name: 'page-render', dependencies: ['@fastify/cookie'] });
