import type { Messages } from '@/lib/i18n';
/**
 * The pages that work before login also answer under /a/<slug>/ (issue 21): there they show
 * that association and send its slug with every call (lib/api-client.ts). Links between them keep
 * the prefix of the page they start from (`slug`, from useAddressSlug).
 */
const inAssociation = (slug: string | null | undefined, path: string) =>
  slug ? `/a/${encodeURIComponent(slug)}${path}` : path;

/** The query parameter of /aboutUs that opens the association's settings. */
export const ABOUT_US_SETTINGS_PARAM = 'reglages';

/**
 * /login?association=derniere: the welcome page's 'Se connecter' as the server writes it. Only the
 * browser knows the association it last signed in to: the login page, once the app has it, goes on
 * to that association's login page (a tap before the app had the welcome page is not lost).
 */
export const LAST_ASSOCIATION_QUERY = { name: 'association', value: 'derniere' } as const;

/**
 * Every route of the web app, in one place (spec section 2 'Route table').
 * `path` is the router pattern; `href` builds a concrete link.
 */
export const paths = {
  /** The product's welcome page (a signed-in visitor goes on to the dashboard). */
  root: { path: '/', href: () => '/' },
  /** A founder creates an association from a phone (issue 22): the service's page, no association's address. */
  createAssociation: { path: '/creerAssociation', href: () => '/creerAssociation' },
  login: {
    path: '/login',
    href: (slug?: string | null) => inAssociation(slug, '/login'),
    lastAssociationHref: () => `/login?${LAST_ASSOCIATION_QUERY.name}=${LAST_ASSOCIATION_QUERY.value}`,
  },
  confirmRegistration: {
    path: '/confirmRegistration/:token',
    href: (token: string, slug?: string | null) =>
      inAssociation(slug, `/confirmRegistration/${encodeURIComponent(token)}`),
  },
  forgotPassword: { path: '/forgotPassword', href: (slug?: string | null) => inAssociation(slug, '/forgotPassword') },
  // The same pages under the address of one association. The login page also answers at the bare
  // /a/<slug>, the address an association is likely to hand around.
  associationLogin: { path: '/a/:slug/login?', href: (slug: string) => inAssociation(slug, '/login') },
  associationConfirmRegistration: {
    path: '/a/:slug/confirmRegistration/:token',
    href: (slug: string, token: string) => inAssociation(slug, `/confirmRegistration/${encodeURIComponent(token)}`),
  },
  associationForgotPassword: {
    path: '/a/:slug/forgotPassword',
    href: (slug: string) => inAssociation(slug, '/forgotPassword'),
  },

  // Routes below need a stored session token.
  dashboard: { path: '/dashboard', href: () => '/dashboard' },
  notifications: { path: '/notifications', href: () => '/notifications' },
  stats: { path: '/stats', href: () => '/stats' },
  myContributions: { path: '/myContributions', href: () => '/myContributions' },
  /** `settings`: opens the association's settings at once (the dashboard's first steps). */
  aboutUs: {
    path: '/aboutUs',
    href: (options?: { settings?: boolean }) =>
      options?.settings ? `/aboutUs?${ABOUT_US_SETTINGS_PARAM}` : '/aboutUs',
  },
  fondSolidarite: { path: '/cotisation/fondSolidarite', href: () => '/cotisation/fondSolidarite' },
  cotisationMensuelles: {
    path: '/cotisation/cotisationMensuelles',
    href: () => '/cotisation/cotisationMensuelles',
  },
  inscriptions: { path: '/cotisation/inscriptions', href: () => '/cotisation/inscriptions' },
  /** The staff's journal of every write on money and members (issue 26). */
  journal: { path: '/journal', href: () => '/journal' },
  profile: { path: '/profile', href: () => '/profile' },
  passwordReset: { path: '/passwordReset', href: () => '/passwordReset' },
} as const;

/** Prefix shared by the three fund pages (the sidebar opens its group on them). */
export const COTISATION_PREFIX = '/cotisation/';

/**
 * Pages inside the signed-in shell (they need a stored token). Their titles and search words are
 * in the catalogue under the same keys (lib/i18n: `pages`, `searchPlaceholders`).
 */
export const shellPages = {
  dashboard: { path: paths.dashboard.path },
  notifications: { path: paths.notifications.path },
  stats: { path: paths.stats.path },
  myContributions: { path: paths.myContributions.path },
  aboutUs: { path: paths.aboutUs.path },
  cotisationMensuelles: { path: paths.cotisationMensuelles.path },
  fondSolidarite: { path: paths.fondSolidarite.path },
  inscriptions: { path: paths.inscriptions.path },
  journal: { path: paths.journal.path },
  profile: { path: paths.profile.path },
  passwordReset: { path: paths.passwordReset.path },
} as const satisfies Record<keyof Messages['pages'], { path: string }>;
