import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SLUG_PATTERN, isLangue, type AssociationPublic, type Langue } from '@quartier/shared';
import { languageOfAcceptLanguage } from '../modules/associations/creation.js';
import { publicViewAt } from '../modules/association/service.js';

/*
 * The pages before login as HTML (ADR 0030, step 1): the web app's server entry
 * (apps/web/src/entry-server.tsx, built into apps/web/dist-server/) renders them with the same
 * React components the browser then hydrates. Every other page, and any failure here, gets the
 * app's empty frame (index.html) as before.
 */

/** The cookie the web app writes when the person picks a language (lib/i18n), read here only. */
export const LANGUAGE_COOKIE = 'langue';

/** The server entry's interface (apps/web/src/entry-server.tsx). */
export interface PageEntry {
  render(request: { url: string; langue: Langue; association: AssociationPublic | null }): Promise<{
    html: string;
    title: string;
    dataScript: string;
    description: string;
    noscript: string;
  }>;
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

const pathOf = (url: string) => url.split('?')[0] ?? '/';
const queryOf = (url: string) => {
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at);
};

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

export default async function pageRender(app: FastifyInstance, options: PageRenderOptions) {
  const templateFile = path.join(options.webDir, 'index.html');
  const entryFile = options.entryFile ?? path.resolve(options.webDir, '../dist-server/entry-server.js');

  // The template and the entry are read again when a build replaces them, as the static files are.
  let template: { mtime: number; text: string } | null = null;
  let entry: { mtime: number; module: Promise<PageEntry> } | null = null;
  const cache = new Map<string, RenderedPage>();

  function currentTemplate(): string {
    const mtime = mtimeOf(templateFile);
    if (!template || template.mtime !== mtime) {
      const text = fs.readFileSync(templateFile, 'utf8');
      if (!BOOT.test(text)) throw new Error(`${templateFile} : repères <!--boot--> absents`);
      template = { mtime, text };
      cache.clear();
    }
    return template.text;
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

  async function renderPage(url: string, langue: Langue, association: AssociationPublic | null) {
    const text = currentTemplate();
    const page = await (await currentEntry()).render({ url, langue, association });
    const html = text
      .replace(BOOT, () => page.html)
      .replace(/<html lang="[^"]*"/, `<html lang="${langue}" data-server-language="${langue}"`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
      .replace(DESCRIPTION, () => `<meta name="description" content="${escapeHtml(page.description)}" />`)
      .replace(NOSCRIPT, () => `<noscript>${escapeHtml(page.noscript)}</noscript>`)
      .replace('</body>', () => `${page.dataScript}</body>`)
      .replace(
        ENTRY_SCRIPT,
        (_script, entry: string) => `<script type="module" src="/start.js" data-entry="${entry}"></script>`,
      );
    const body = Buffer.from(html);
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gzipAsync(body, { level: 9 }),
    ]);
    return { html: body, br, gzip: gz };
  }

  function sendShell(reply: FastifyReply) {
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
  }

  async function page(route: string, request: FastifyRequest<{ Params: { slug?: string } }>, reply: FastifyReply) {
    const address = canonicalAddress(route, request.params.slug);
    if (address === null) return sendShell(reply.code(404));
    // Capitals typed on a phone, an escaped letter, a trailing slash, a host in the request line:
    // one address per page, written from the route, never from what the request sent.
    if (pathOf(request.url) !== address) return reply.redirect(address + queryOf(request.url), 301);
    const langue = pageLanguage(request);
    reply.header('vary', 'Accept-Encoding, Accept-Language, Cookie');
    try {
      const isWelcome = address === '/';
      const slug = request.params.slug ?? null;
      const association = isWelcome ? null : await publicViewAt(app.ctx, slug);
      // No association there: the app's frame says 'Association introuvable', and the status says
      // it to a link checker. /login on a service with no association yet is still the page.
      if (!isWelcome && !association) return sendShell(slug === null ? reply : reply.code(404));
      const key = JSON.stringify([address, langue, association]);
      let rendered = cache.get(key);
      if (rendered) {
        // Most recently used last: the oldest goes first.
        cache.delete(key);
      } else {
        rendered = await renderPage(address, langue, association);
      }
      cache.set(key, rendered);
      if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
      const encoding = encodingFor(request);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(encoding === 'br' ? rendered.br : encoding === 'gzip' ? rendered.gzip : rendered.html);
    } catch (error) {
      request.log.error({ err: error }, 'Page non rendue par le serveur : le cadre de l’application à la place');
      return sendShell(reply);
    }
  }

  const routes = ['/', '/login', '/a/:slug', '/a/:slug/login'];
  // With a trailing slash too: sent on to the address without it.
  for (const route of routes)
    for (const url of route === '/' ? [route] : [route, `${route}/`])
      app.get<{ Params: { slug?: string } }>(url, (request, reply) => page(route, request, reply));

  // The login form posts itself (method="post") only when sent before the app has taken over:
  // the password never goes into an address; the page comes back, to be filled in again.
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
