import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { associations, members } from '../db/schema.js';
import { DEMO_ASSOCIATIONS, SECOND_DEMO_LOGINS } from '../db/seed/demo.js';
import { LIMITS } from './rate-limit.js';
import { build, DEMO_LOGINS, suiteCleanup } from '../test/helpers.js';

/*
 * The pages before login written by the server (ADR 0030, lib/page-render.ts) with the web app's
 * real build: apps/web/dist (index.html) and apps/web/dist-server (the server entry), which
 * `npm run build` makes before the suites run (npm test).
 */
const webDir = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const entryFile = fileURLToPath(new URL('../../../web/dist-server/entry-server.js', import.meta.url));
if (!fs.existsSync(path.join(webDir, 'index.html')) || !fs.existsSync(entryFile))
  throw new Error('apps/web/dist et apps/web/dist-server absents : lancer `npm run build` avant ce test');

const cleanup = suiteCleanup();
const harness = build(cleanup, { webDir });

async function page(address: string, headers: Record<string, string> = {}) {
  const { base } = await harness;
  const response = await fetch(`${base}${address}`, { headers, redirect: 'manual' });
  return { response, html: await response.text() };
}

/** The head of the answer to a request written by hand (a host in the request line, as a proxy may send). */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer.split('\r\n\r\n')[0] ?? ''));
  });
}

/** The app's empty frame (index.html as built), which the browser's app replaces. */
const isShell = (html: string) => html.includes('<!--boot-->') && !html.includes('data-server-language');

/** The text of the page, tags removed, entities of apostrophes read back. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, '’');

/** Confirmation links of pending members of the main demo association, sent again by SMS. */
async function pendingLinks(count: number) {
  const { db, request, lastSms } = await harness;
  const pending = await db
    .select({ telephone: members.telephone })
    .from(members)
    .innerJoin(associations, eq(associations.id, members.associationId))
    .where(and(eq(members.statut, 'En Attente'), eq(associations.slug, DEMO_ASSOCIATIONS.main.slug)))
    .orderBy(members.id)
    .limit(count);
  assert.equal(pending.length, count, 'membres en attente de la démo');
  return Promise.all(
    pending.map(async ({ telephone }, at) => {
      const sent = await request('POST', '/auth/resendCode', {
        body: { telephone, purpose: 'confirmation' },
        headers: { 'x-forwarded-for': `10.9.1.${at}` },
      });
      assert.equal(sent.status, 200);
      const sms = await lastSms(telephone);
      assert.ok(sms?.linkToken);
      return { token: sms.linkToken, telephone };
    }),
  );
}

describe('pages written by the server (ADR 0030)', () => {
  it('writes the welcome page in French by default, with its title and the Vary header', async () => {
    const { response, html } = await page('/');
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    const vary = response.headers.get('vary') ?? '';
    for (const header of ['Accept-Language', 'Cookie']) assert.match(vary, new RegExp(header));
    assert.match(html, /<html lang="fr" data-server-language="fr"/);
    assert.match(html, /<title>Bienvenue · Quartier<\/title>/);
    assert.match(html, /<meta name="description" content="Espace des membres de l&#39;association de quartier/);
    assert.match(html, /<noscript>Activez JavaScript pour utiliser l&#39;espace des membres.<\/noscript>/);
    assert.match(textOf(html), /Les comptes de votre association de quartier, clairs pour tous/);
    assert.match(html, /<script type="application\/json" id="quartier-page-data">\{\}<\/script>/);
    // The app's entry is loaded by /start.js once the page is painted; index.html loads it at once.
    // The chunks it imports are named to start.js, in index.html's order (evaluated one per task),
    // and not linked by the page: nothing but the page and its rules before the first paint.
    assert.match(
      html,
      /<script type="module" src="\/start.js" data-entry="\/assets\/index-[\w-]+\.js" data-chunks="[^"]+" data-time-zone="Africa\/Douala" data-styles="\/assets\/style-[\w-]+\.css"><\/script>/,
    );
    const shell = (await page('/index.html')).html;
    assert.match(shell, /<script type="module" crossorigin src="\/assets\/index-/);
    const preloaded = [...shell.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      ([, href]) => href,
    );
    assert.ok(
      preloaded.some((href) => /\/assets\/react-[\w-]+\.js$/.test(href ?? '')),
      preloaded.join(' '),
    );
    assert.equal(/data-chunks="([^"]+)"/.exec(html)?.[1], preloaded.join(' '));
    assert.doesNotMatch(html, /rel="modulepreload"/);
    // The rules of its first paint come inside the page, the sheet after it (start.js), or by the
    // noscript without JavaScript: no style sheet holds the first paint back.
    assert.match(shell, /<link rel="stylesheet" crossorigin href="\/assets\/style-/);
    assert.match(html, /<noscript><link rel="stylesheet" href="\/assets\/style-[\w-]+\.css"><\/noscript>/);
    assert.doesNotMatch(html.replace(/<noscript>.*?<\/noscript>/g, ''), /<link rel="stylesheet"/);
    const critical = /<style data-critical>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const sheetFile = /data-styles="([^"]+)"/.exec(html)?.[1] ?? '';
    const sheet = fs.readFileSync(path.join(webDir, sheetFile), 'utf8');
    assert.ok(critical.length > 1000 && critical.length < sheet.length / 2, `${critical.length} of ${sheet.length}`);
    // Mantine's variables and the title's rule are there; a component's the page has not is not.
    assert.match(critical, /--mantine-color-body/);
    const titleClass = /<h1[^>]*class="(m_\w+)/.exec(html)?.[1] ?? 'absent';
    assert.ok(critical.includes(`.${titleClass}{`), titleClass);
    const unused = [...sheet.matchAll(/\}\.(m_\w+)\{/g)].map((match) => match[1]!).find((name) => !html.includes(name));
    assert.ok(unused && !critical.includes(`.${unused}`), `${unused}`);
    // The boot frame is gone; no inline script was added (CSP script-src 'self').
    assert.doesNotMatch(html, /class="boot"/);
    assert.doesNotMatch(html, /<script(?![^>]*(type="module"[^>]*src=|type="application\/json"))/);
  });

  it('writes the page in English when the browser asks for it, or when the langue cookie says so', async () => {
    const byBrowser = await page('/', { 'accept-language': 'en-GB,en;q=0.9,fr;q=0.5' });
    assert.match(byBrowser.html, /<html lang="en" data-server-language="en"/);
    // The app's English words, which it asks for first, download with its code (start.js).
    const preloads = /data-preload="([^"]+)"/.exec(byBrowser.html)?.[1]?.split(' ') ?? [];
    assert.ok(
      preloads.some((file) => /^\/assets\/en-[\w-]+\.js$/.test(file)),
      preloads.join(' '),
    );
    assert.ok(
      preloads.some((file) => /^\/assets\/validation-en-[\w-]+\.js$/.test(file)),
      preloads.join(' '),
    );
    for (const file of preloads) assert.ok(fs.existsSync(path.join(webDir, file)), file);
    assert.doesNotMatch((await page('/')).html, /data-preload=/);
    assert.match(byBrowser.html, /<title>Welcome · Quartier<\/title>/);
    assert.match(textOf(byBrowser.html), /clear for everyone/);
    // The page's description and its line without JavaScript speak its language too.
    assert.match(
      byBrowser.html,
      /<meta name="description" content="The members&#39; area of the neighbourhood association/,
    );
    assert.match(byBrowser.html, /<noscript>Turn on JavaScript to use the members&#39; area.<\/noscript>/);
    assert.doesNotMatch(byBrowser.html, /Espace des membres|Activez JavaScript/);

    // The choice made on the device wins over the browser's languages.
    const byCookie = await page('/login', { 'accept-language': 'fr-FR,fr', cookie: 'XSRF-TOKEN=x; langue=en' });
    assert.match(byCookie.html, /<html lang="en" data-server-language="en"/);
    assert.match(byCookie.html, /<title>Sign in · ARB Bonamoussadi<\/title>/);
    assert.match(textOf(byCookie.html), /Phone number/);
    const french = await page('/login', { 'accept-language': 'en', cookie: 'langue=fr' });
    assert.match(french.html, /<html lang="fr" data-server-language="fr"/);
    assert.match(textOf(french.html), /Téléphone/);
    // Neither French nor English: French.
    assert.match((await page('/login', { 'accept-language': 'de-DE,es' })).html, /<html lang="fr"/);
  });

  it('writes the login page with its form and the association the address names', async () => {
    const { response, html } = await page('/login');
    assert.equal(response.status, 200);
    // The service's first association at the bare address, as GET /association answers it.
    assert.match(html, /<title>Connexion · ARB Bonamoussadi<\/title>/);
    const text = textOf(html);
    for (const words of ['Bienvenue', 'Téléphone', 'Mot de passe', 'Se souvenir de moi', 'ARB Bonamoussadi'])
      assert.match(text, new RegExp(words), words);
    assert.match(html, /<form[^>]*method="post"/);
    const data = JSON.parse(/id="quartier-page-data">([^<]*)</.exec(html)![1]!);
    assert.equal(data.association.slug, null);
    assert.equal(data.association.value.nom, 'ARB Bonamoussadi');

    for (const address of [`/a/${DEMO_ASSOCIATIONS.second.slug}/login`, `/a/${DEMO_ASSOCIATIONS.second.slug}`]) {
      const scoped = await page(address);
      assert.equal(scoped.response.status, 200, address);
      assert.match(scoped.html, /<title>Connexion · Entraide Bépanda<\/title>/, address);
      assert.match(textOf(scoped.html), /Entraide Bépanda/);
      const scopedData = JSON.parse(/id="quartier-page-data">([^<]*)</.exec(scoped.html)![1]!);
      assert.equal(scopedData.association.slug, DEMO_ASSOCIATIONS.second.slug);
    }
  });

  it('writes the association’s new name once an officer changes it', async () => {
    const { request, login } = await harness;
    assert.match((await page('/login')).html, /ARB Bonamoussadi/);
    const token = await login(DEMO_LOGINS.president);
    const current = (await request('GET', '/association', { token })).body.association;
    const renamed = await request('PUT', '/association', {
      token,
      body: {
        nom: 'ARB Bonamoussadi Nord',
        presentation: current.presentation,
        contactTelephone: current.contactTelephone,
        whatsapp: current.whatsapp,
        montantMensuel: current.montantMensuel,
        objectifSolidarite: current.objectifSolidarite,
      },
    });
    assert.equal(renamed.status, 200, JSON.stringify(renamed.body));
    assert.match((await page('/login')).html, /<title>Connexion · ARB Bonamoussadi Nord<\/title>/);
  });

  it('writes the forgotten-password page with its form, for the association the address names', async () => {
    const bare = await page('/forgotPassword');
    assert.equal(bare.response.status, 200);
    assert.match(bare.html, /<title>Mot de passe oublié · ARB Bonamoussadi[^<]*<\/title>/);
    assert.match(textOf(bare.html), /Retour à la connexion/);
    assert.match(bare.html, /<form[^>]*method="post"/);
    assert.match(bare.html, /<input[^>]*name="telephone"/);

    const scoped = await page(`/a/${DEMO_ASSOCIATIONS.second.slug}/forgotPassword`);
    assert.equal(scoped.response.status, 200);
    assert.match(scoped.html, /<title>Mot de passe oublié · Entraide Bépanda<\/title>/);
    assert.match(
      scoped.html,
      new RegExp(`href="/a/${DEMO_ASSOCIATIONS.second.slug}/login"`),
      'le retour garde l’adresse',
    );
    const data = JSON.parse(/id="quartier-page-data">([^<]*)</.exec(scoped.html)![1]!);
    assert.equal(data.association.slug, DEMO_ASSOCIATIONS.second.slug);

    const english = await page('/forgotPassword', { 'accept-language': 'en' });
    assert.match(english.html, /<title>Forgotten password · ARB Bonamoussadi[^<]*<\/title>/);

    // Sent by the browser itself (the app's code never came): the page again, the phone in no address.
    const { base } = await harness;
    const posted = await fetch(`${base}/a/${DEMO_ASSOCIATIONS.second.slug}/forgotPassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'telephone=690000001',
      redirect: 'manual',
    });
    assert.equal(posted.status, 303);
    assert.equal(posted.headers.get('location'), `/a/${DEMO_ASSOCIATIONS.second.slug}/forgotPassword`);
    assert.equal((await page('/a/personne-ici/forgotPassword')).response.status, 404);
  });

  it('sends a confirmation link on to its association’s address, then writes its page: the token in none', async () => {
    const { main, second } = DEMO_ASSOCIATIONS;
    const [link, otherLink] = await pendingLinks(2);
    const { token: first, telephone } = link!;
    const other = otherLink!.token;
    const from = { 'x-forwarded-for': '10.9.0.1' };
    // The SMS's address goes on to the association's, before any page is drawn.
    const bare = await page(`/confirmRegistration/${first}`, from);
    assert.equal(bare.response.status, 302);
    assert.equal(bare.response.headers.get('location'), `/a/${main.slug}/confirmRegistration/${first}`);
    assert.equal(bare.response.headers.get('cache-control'), 'no-store');
    // Another association's address too: the link's is the one.
    const elsewhere = await page(`/a/${second.slug}/confirmRegistration/${first}`, from);
    assert.equal(elsewhere.response.headers.get('location'), `/a/${main.slug}/confirmRegistration/${first}`);

    const written = await page(`/a/${main.slug}/confirmRegistration/${first}`, from);
    assert.equal(written.response.status, 200);
    assert.match(written.html, new RegExp(`<title>Confirmer mon compte · ${main.nom}[^<]*</title>`));
    assert.match(textOf(written.html), /Code reçu par SMS/);
    // The link's answer comes with the page: the browser asks nothing again.
    assert.match(written.html, /"confirmLink":\{"answer":\{"status":"success","compte":"a_confirmer"/);
    // Neither the token nor its stand-in: the browser's page is the app's render with its token.
    assert.ok(!written.html.includes(first) && !written.html.includes('lien-de-confirmation'), 'jeton absent');
    // The fields have no name: sent without the app, no code nor password goes into the address.
    assert.doesNotMatch(written.html, /<input[^>]*name="(otp|password|confirmPassword)"/);
    // Another member's link, the same page (kept once).
    assert.equal((await page(`/a/${main.slug}/confirmRegistration/${other}`, from)).html, written.html);

    // A slug in capitals and a trailing slash: the one address, the token as it was, nothing asked.
    const typed = await page(`/a/${main.slug.toUpperCase()}/confirmRegistration/${first}/`, from);
    assert.equal(typed.response.status, 301);
    assert.equal(typed.response.headers.get('location'), `/a/${main.slug}/confirmRegistration/${first}`);
    // An escaped token goes on to the token itself, without asking: one address per link.
    const escaped = await page(`/a/${main.slug}/confirmRegistration/${first.replace('.', '%2E')}`, from);
    assert.equal(escaped.response.status, 301);
    assert.equal(escaped.response.headers.get('location'), `/a/${main.slug}/confirmRegistration/${first}`);
    // Written back as it came, never read as a pattern ('$'' would bring the rest of the address).
    const odd = await page(`/a/${second.slug.toUpperCase()}/confirmRegistration/$'x/`, from);
    assert.equal(odd.response.headers.get('location'), `/a/${second.slug}/confirmRegistration/$'x`);
    // A link cut short: the page says so, and nothing is asked.
    assert.match(textOf((await page('/confirmRegistration/1.court', from)).html), /Lien incomplet/);
    // An address of no association: a live link still leads to its own, an unknown one nowhere.
    const nowhere = await page(`/a/personne-ici/confirmRegistration/${first}`, from);
    assert.equal(nowhere.response.headers.get('location'), `/a/${main.slug}/confirmRegistration/${first}`);
    assert.equal((await page(`/a/personne-ici/confirmRegistration/1.AbCdEfGhIjKlMnOpQrSt`, from)).response.status, 404);

    // Confirmed since: its page says so, and leads to the login.
    const { request, lastSms } = await harness;
    const sms = await lastSms(telephone);
    const body = { otp: sms!.code, password: 'MonSecret-2026', confirmPassword: 'MonSecret-2026' };
    assert.equal((await request('PUT', `/auth/confirmAccount/${first}`, { body })).status, 200);
    const used = await page(`/a/${main.slug}/confirmRegistration/${first}`, from);
    assert.equal(used.response.status, 200);
    assert.match(textOf(used.html), /Compte déjà activé/);
  });

  it('writes an unknown link’s refusal into its page, counted once per opening, never naming an association', async () => {
    // A link of the second association that does not exist: the page must not name that association.
    const { db } = await harness;
    const [second] = await db
      .select({ id: associations.id, nom: associations.nom })
      .from(associations)
      .where(eq(associations.slug, DEMO_ASSOCIATIONS.second.slug));
    assert.ok(second);
    const unknown = `${second.id}.AbCdEfGhIjKlMnOpQrSt`;
    const from = { 'x-forwarded-for': '10.9.0.2' };
    const max = LIMITS.codeFailuresPerIp.max;
    // Opened all at once, as a script would: each opening counts once, the limit holds.
    const openings = await Promise.all(
      Array.from({ length: max }, () => page(`/confirmRegistration/${unknown}`, from)),
    );
    for (const { response, html } of openings) {
      assert.equal(response.status, 400);
      assert.equal(response.headers.get('location'), null);
      assert.match(textOf(html), /Ce lien de confirmation est invalide ou a expiré/);
      assert.match(html, /"confirmLink":\{"failure":\{"status":400,"code":"INVALID_CONFIRMATION_LINK"/);
      assert.ok(
        !html.includes(second.nom) && !html.includes(DEMO_ASSOCIATIONS.second.slug),
        'association du lien absente',
      );
    }
    const refused = await page(`/confirmRegistration/${unknown}`, from);
    assert.equal(refused.response.status, 429);
    assert.match(textOf(refused.html), /Trop de tentatives/);
    assert.ok(Number(refused.response.headers.get('retry-after')) > 0);
    // The address's own budget: another address still has all of it.
    assert.equal(
      (await page(`/confirmRegistration/${unknown}`, { 'x-forwarded-for': '10.9.0.3' })).response.status,
      400,
    );
  });

  it('keeps the app’s frame for the signed-in pages, unknown addresses and associations', async () => {
    for (const address of ['/dashboard', '/cotisation/inscriptions', '/creerAssociation', '/nulle-part']) {
      const { response, html } = await page(address);
      assert.equal(response.status, 200, address);
      assert.ok(isShell(html), `${address} : cadre attendu`);
    }
    // No association at that address: the app's frame says so, the status too.
    for (const address of ['/a/personne-ici/login', '/a/personne-ici', '/a/pas%20un%20nom!/login']) {
      const { response, html } = await page(address);
      assert.equal(response.status, 404, address);
      assert.ok(isShell(html), `${address} : cadre attendu`);
    }
    // The offline shell of the service worker.
    assert.ok(isShell((await page('/index.html')).html));
  });

  it('sends an address typed with capitals or a trailing slash to the one address of the page', async () => {
    const second = DEMO_ASSOCIATIONS.second.slug;
    for (const [address, target] of [
      ['/a/Entraide-Bepanda/login', `/a/${second}/login`],
      // Written with an escape: the address the server sends is the plain one, not the same again.
      ['/a/Entraide-Bepand%41/login', `/a/${second}/login`],
      // An escaped letter is the same page: one address, one page kept, not one per spelling.
      [`/a/%65ntraide-bepanda/login`, `/a/${second}/login`],
      ['/a/ENTRAIDE-BEPANDA?telephone=690000002', `/a/${second}?telephone=690000002`],
      ['/login/', '/login'],
      [`/a/${second}/`, `/a/${second}`],
      [`/a/${second}/login/?telephone=690000002`, `/a/${second}/login?telephone=690000002`],
    ] as const) {
      const { response } = await page(address);
      assert.equal(response.status, 301, address);
      assert.equal(response.headers.get('location'), target, address);
    }
    assert.equal((await page(`/a/${second}/login`)).response.status, 200);
  });

  it('never sends anyone to another site, whatever host the request line names', async () => {
    const { base } = await harness;
    const { port } = new URL(base);
    for (const [method, target, location] of [
      ['GET', 'http://evil.example/a/ENTRAIDE-BEPANDA/login', '/a/entraide-bepanda/login'],
      ['GET', 'http://evil.example/login/', '/login'],
      ['GET', 'http://evil.example/login?x=1', '/login?x=1'],
      ['POST', 'http://evil.example/a/entraide-bepanda/login', '/a/entraide-bepanda/login'],
    ] as const) {
      const head = await rawRequest(
        Number(port),
        `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${
          method === 'POST' ? 'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\n\r\na=b' : '\r\n'
        }`,
      );
      assert.match(head, /^HTTP\/1\.1 30[13]/, target);
      assert.equal(/^location: (.*)$/im.exec(head)?.[1]?.trim(), location, target);
    }
  });

  it('sends the page compressed when the browser takes it', async () => {
    const { base } = await harness;
    for (const encoding of ['br', 'gzip']) {
      const response = await fetch(`${base}/login`, { headers: { 'accept-encoding': encoding } });
      assert.equal(response.headers.get('content-encoding'), encoding);
      assert.match(await response.text(), /data-server-language="fr"/);
    }
    // A coding refused by its weight is not sent.
    const refused = await fetch(`${base}/login`, { headers: { 'accept-encoding': 'br;q=0, gzip' } });
    assert.equal(refused.headers.get('content-encoding'), 'gzip');
    const plain = await fetch(`${base}/login`, { headers: { 'accept-encoding': 'identity' } });
    assert.equal(plain.headers.get('content-encoding'), null);
    assert.match(await plain.text(), /data-server-language="fr"/);
  });

  it('answers a login form sent before the app took over with the page again, never the password in an address', async () => {
    const { response } = await page('/a/entraide-bepanda/login?x=1', {});
    assert.equal(response.status, 200);
    const { base } = await harness;
    const posted = await fetch(`${base}/a/entraide-bepanda/login?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'telephone=690000001&password=secret',
      redirect: 'manual',
    });
    assert.equal(posted.status, 303);
    assert.equal(posted.headers.get('location'), '/a/entraide-bepanda/login');
  });
});

/** The value of the page cookie a response sets, with its attributes. */
function pageCookieOf(response: Response): string | undefined {
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith('session_page='));
}

/** The data the page was written with (the `quartier-page-data` script). */
function pageDataOf(html: string): {
  signedIn?: { session: Record<string, unknown>; mobile: boolean; queries: unknown };
} {
  const json = /<script type="application\/json" id="quartier-page-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  assert.ok(json, 'données de la page absentes');
  return JSON.parse(json) as ReturnType<typeof pageDataOf>;
}

describe('signed-in pages written for the page cookie (ADR 0030 step 2)', () => {
  async function signIn(telephone: string, rememberMe: boolean) {
    const { base } = await harness;
    const response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ telephone, password: 'demo-quartier', rememberMe }),
    });
    assert.equal(response.status, 200);
    const body = (await response.json()) as { token: string; expiresAt: string };
    return { token: body.token, expiresAt: body.expiresAt, cookie: pageCookieOf(response) };
  }

  it('sets the cookie at login: HttpOnly, SameSite=Lax, kept across restarts only when remembered', async () => {
    const remembered = await signIn(DEMO_LOGINS.secretaire, true);
    assert.ok(remembered.cookie, 'cookie de page attendu');
    assert.match(remembered.cookie, new RegExp(`^session_page=${remembered.token.replace('.', '\\.')};`));
    assert.match(remembered.cookie, /; Path=\//);
    assert.match(remembered.cookie, /; HttpOnly/);
    assert.match(remembered.cookie, /; SameSite=Lax/);
    const expires = /; Expires=([^;]+)/.exec(remembered.cookie)?.[1];
    assert.equal(new Date(expires ?? '').toISOString().slice(0, 16), remembered.expiresAt.slice(0, 16));
    // Plain HTTP here (PUBLIC_URL http://): Secure only behind HTTPS, as the XSRF cookie.
    assert.doesNotMatch(remembered.cookie, /Secure/);
    const forgotten = await signIn(DEMO_LOGINS.secretaire, false);
    assert.ok(forgotten.cookie);
    assert.doesNotMatch(forgotten.cookie, /Expires|Max-Age/, 'cookie de session du navigateur');
  });

  it('writes the dashboard for the session, with its figures, its data and no token, never kept by a cache', async () => {
    const { token } = await signIn(DEMO_LOGINS.secretaire, true);
    const { response, html } = await page('/dashboard', { cookie: `session_page=${token}` });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.match(response.headers.get('vary') ?? '', /Cookie/);
    assert.match(html, /<html lang="fr" data-server-language="fr"/);
    // (Another test of this file renames the association.)
    assert.match(html, /<title>Tableau de bord · ARB Bonamoussadi[^<]*<\/title>/);
    assert.match(textOf(html), /Bonjour Christelle/);
    assert.match(textOf(html), /Christelle Ngono/);
    const data = pageDataOf(html);
    assert.equal(data.signedIn?.session.membreId, 2);
    assert.deepEqual(
      { ...(data.signedIn?.session.association as object), nom: undefined },
      { id: 1, slug: DEMO_ASSOCIATIONS.main.slug, nom: undefined },
    );
    assert.equal(data.signedIn?.session.token, undefined);
    assert.ok(!html.includes(token), 'le jeton ne doit pas être dans la page');
    // The fund totals the dashboard shows are the API's own answer, as the app would have asked it.
    const { request } = await harness;
    const totals = await request('GET', '/cotisation/totals', { token });
    const queries = (data.signedIn?.queries as { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> })
      .queries;
    const kept = queries.find((query) => JSON.stringify(query.queryKey) === '["funds","totals"]');
    assert.deepEqual(
      (kept?.state.data as Array<{ montant: number }>).map((fund) => fund.montant),
      (totals.body.totals as Array<[string, number]>).map(([, montant]) => montant),
    );
    // No inline script was added (CSP script-src 'self').
    assert.doesNotMatch(html, /<script(?![^>]*(type="module"[^>]*src=|type="application\/json"))/);
  });

  it('writes a fund page at its address’s year, in the layout the browser hints at', async () => {
    const { token } = await signIn(DEMO_LOGINS.secretaire, false);
    const phone = await page('/cotisation/fondSolidarite?annee=2025', {
      cookie: `session_page=${token}`,
      'sec-ch-ua-mobile': '?1',
    });
    assert.equal(phone.response.status, 200);
    const data = pageDataOf(phone.html);
    assert.equal(data.signedIn?.mobile, true);
    assert.match(JSON.stringify(data.signedIn?.queries), /2025/);
    const desktop = await page('/cotisation/fondSolidarite', {
      cookie: `session_page=${token}`,
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)',
    });
    assert.equal(pageDataOf(desktop.html).signedIn?.mobile, false);
  });

  it('writes each association’s page for its own session only', async () => {
    const { token } = await signIn(SECOND_DEMO_LOGINS.secretaire, false);
    const { html } = await page('/dashboard', { cookie: `session_page=${token}` });
    assert.match(html, new RegExp(`<title>Tableau de bord · ${DEMO_ASSOCIATIONS.second.nom}</title>`));
    assert.ok(!html.includes(DEMO_ASSOCIATIONS.main.nom), 'rien de l’autre association');
    assert.equal(
      pageDataOf(html).signedIn?.session.association &&
        (pageDataOf(html).signedIn?.session.association as { slug: string }).slug,
      DEMO_ASSOCIATIONS.second.slug,
    );
  });

  it('sends the app’s frame without a live session, and for the pages it does not write', async () => {
    const { token } = await signIn(DEMO_LOGINS.president, false);
    for (const cookie of [
      undefined,
      'session_page=pas-un-jeton',
      `session_page=${'a'.repeat(40)}`,
      `session_page=9.${'b'.repeat(40)}`,
    ]) {
      const { response, html } = await page('/dashboard', cookie ? { cookie } : {});
      assert.equal(response.status, 200);
      assert.ok(isShell(html), `cadre attendu (${cookie ?? 'sans cookie'})`);
    }
    // Every page of the signed-in shell is written now (the journal was the last); an address
    // the app does not know is not one of them.
    assert.ok(!isShell((await page('/journal', { cookie: `session_page=${token}` })).html), 'journal écrit');
    assert.ok(
      isShell((await page('/pas-une-page', { cookie: `session_page=${token}` })).html),
      'page non écrite par le serveur',
    );
    // Logout clears the cookie, and the ended session writes nothing.
    const { base } = await harness;
    const out = await fetch(`${base}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(out.status, 200);
    assert.match(pageCookieOf(out) ?? '', /^session_page=;.*Expires=Thu, 01 Jan 1970/);
    assert.ok(isShell((await page('/dashboard', { cookie: `session_page=${token}` })).html));
  });

  it('writes each page for its own cookie when many are written at once, across associations', async () => {
    const people = [
      { telephone: DEMO_LOGINS.president, slug: DEMO_ASSOCIATIONS.main.slug },
      { telephone: DEMO_LOGINS.membre, slug: DEMO_ASSOCIATIONS.main.slug },
      { telephone: SECOND_DEMO_LOGINS.secretaire, slug: DEMO_ASSOCIATIONS.second.slug },
    ];
    const sessions = await Promise.all(
      people.map(async (person) => ({ ...person, token: (await signIn(person.telephone, false)).token })),
    );
    const { request } = await harness;
    const ids = await Promise.all(
      sessions.map(async ({ token }) => (await request('GET', '/auth/me', { token })).body.membre.id as number),
    );
    const addresses = ['/dashboard', '/cotisation/fondSolidarite', '/profile', '/myContributions'];
    const pages = await Promise.all(
      Array.from({ length: 24 }, async (_, i) => {
        const at = i % sessions.length;
        const { html, response } = await page(addresses[i % addresses.length]!, {
          cookie: `session_page=${sessions[at]!.token}`,
        });
        return { at, html, status: response.status };
      }),
    );
    for (const { at, html, status } of pages) {
      assert.equal(status, 200);
      const written = pageDataOf(html).signedIn?.session as { membreId: number; association: { slug: string } };
      assert.ok(written, 'page écrite par le serveur');
      assert.equal(written.membreId, ids[at], 'la page de la personne du cookie, pas d’une autre');
      assert.equal(written.association.slug, sessions[at]!.slug);
    }
  });

  it('moves the cookie to the new session on a switch of association', async () => {
    const { token } = await signIn(DEMO_LOGINS.president, false);
    const { base } = await harness;
    const switched = await fetch(`${base}/api/auth/switchAssociation`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ associationId: 2 }),
    });
    assert.equal(switched.status, 200);
    const body = (await switched.json()) as { token: string };
    assert.match(pageCookieOf(switched) ?? '', new RegExp(`^session_page=${body.token.replace('.', '\\.')};`));
  });
});

describe('a server entry that fails', () => {
  it('sends the app’s frame instead', async (t) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quartier-entry-'));
    const failing = path.join(dir, 'entry-server.js');
    fs.writeFileSync(failing, 'export async function render() { throw new Error("rendu cassé"); }\n');
    const { base } = await build(t, { webDir, pageEntryFile: failing, demo: false });
    for (const address of ['/', '/login']) {
      const response = await fetch(`${base}${address}`);
      assert.equal(response.status, 200);
      assert.ok(isShell(await response.text()), `${address} : cadre attendu après un échec du rendu`);
    }
    // A missing entry (a build without it) too.
    const missing = await build(t, { webDir, pageEntryFile: path.join(dir, 'absent.js'), demo: false });
    assert.ok(isShell(await (await fetch(`${missing.base}/`)).text()));
  });
});
