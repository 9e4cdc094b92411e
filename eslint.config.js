import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import fs from 'node:fs';

/** Dialogs mount at their first opening (src/components/Modal.tsx): Mantine's own is imported there only. */
const mantineModal = {
  name: '@mantine/core',
  importNames: ['Modal'],
  message: 'Importez Modal de @/components/Modal : monté à sa première ouverture, il ne ralentit pas l’hydratation.',
};

/** The web app's features never import each other (bulletproof-react): shared code lives in src/components or src/lib. */
const features = fs.readdirSync(new URL('./apps/web/src/features', import.meta.url));
const featureBoundaries = features.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [mantineModal],
        patterns: features
          .filter((other) => other !== feature)
          .map((other) => ({
            group: [`**/features/${other}`, `**/features/${other}/**`, `../../${other}`, `../../${other}/**`],
            message: `Une fonctionnalité n’importe pas une autre (${feature} -> ${other}) : placez le code commun dans src/components ou src/lib.`,
          })),
      },
    ],
  },
}));

/**
 * Screens converted to the catalogue (issue 25, ADR 0029): a word written in their JSX instead of
 * read from apps/web/src/lib/i18n is refused. A screen joins the list once every word is converted.
 */
const CONVERTED_SCREENS = [
  'apps/web/src/components/layout/**/*.tsx',
  'apps/web/src/features/dashboard/**/*.tsx',
  'apps/web/src/features/stats/**/*.tsx',
  'apps/web/src/components/charts/**/*.tsx',
  'apps/web/src/components/{EmptyState,FundYearFilters,QueryState,Pagination,FormModal,FormActions,XafInput,YearSelect,ListSkeleton,InfoRow,Sparkline,ComingSoon,FailureAlert,failure-content,LazyTooltip,SegmentedChoice}.tsx',
  'apps/web/src/features/profile/routes/*.tsx',
  'apps/web/src/features/profile/components/**/*.tsx',
  'apps/web/src/features/auth/routes/login.tsx',
  'apps/web/src/features/notifications/**/*.tsx',
  'apps/web/src/features/journal/**/*.tsx',
  'apps/web/src/features/my-contributions/**/*.tsx',
  'apps/web/src/components/ReminderModal.tsx',
  'apps/web/src/components/{ContactButton,LanguagePicker,LoadError,ConfirmModal,StatusBadge,PageLoader,ErrorBoundary,OfflineBanner,PasswordField,StatCard}.tsx',
  'apps/web/src/features/cotisations/{routes/{cotisation-mensuelles,fond-solidarite},components/{ContributionFormModal,FigureHeader,FundActions,FundDialogs,FundFilters,FundHeader,FundPage,LedgerCards,LedgerRowActions,LedgerSection,LedgerTable,LockNotice,ModificationRequestModal,ModificationWindow,RequestIcon,TransactionUpdateModal,WithdrawalFields,WithdrawalFormModal,WithdrawalList,WithdrawalSection,WithdrawalShare,ledger-cells,use-fund-actions}}.tsx',
  'apps/web/src/features/auth/{components,routes}/*.tsx',
  'apps/web/src/features/about-us/**/*.tsx',
  'apps/web/src/app/routes/not-found.tsx',
  'apps/web/src/components/{HelpModal,CodePasswordForm,OtpInput,PhoneInput,PasswordPairFields,ResetResultModal}.tsx',
  'apps/web/src/features/cotisations/routes/inscriptions.tsx',
  'apps/web/src/features/cotisations/components/{Member*,MembersTable,SolidaritySwitch,use-member-submit,InscriptionsHeader,RegisterButton}.tsx',
];
/** A word: two letters in a row, one of them lower case ('XAF' and '—' are not words to translate). */
const WORD = '/[a-zà-ÿ]{2,}/';
const SHOWN_ATTRIBUTES =
  '/^(label|title|placeholder|description|aria-label|errorTitle|confirmLabel|cancelLabel|caption)$/';
const untranslated = (selector) => ({
  selector,
  message:
    'Texte écrit en dur dans un écran traduit : ajoutez-le au catalogue (apps/web/src/lib/i18n, fr.ts et en.ts).',
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      '**/playwright-report/**',
      '**/test-results/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // Tests read loosely typed JSON answers; production code keeps explicit types.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // An import cycle makes module order matter and splits chunks badly; none is allowed.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...featureBoundaries,
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/**', 'apps/web/src/components/Modal.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [mantineModal] }] },
  },
  {
    files: CONVERTED_SCREENS,
    rules: {
      'no-restricted-syntax': [
        'error',
        untranslated(`JSXText[value=${WORD}]`),
        untranslated(`JSXAttribute[name.name=${SHOWN_ATTRIBUTES}] > Literal[value=${WORD}]`),
        untranslated(`JSXExpressionContainer > Literal[value=${WORD}]`),
        untranslated(`JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${WORD}]`),
      ],
    },
  },
);
