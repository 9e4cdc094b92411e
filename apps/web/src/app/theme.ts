import { createTheme, DEFAULT_THEME, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** A calm green; shade 7 (the filled colour) has a 5:1 contrast with white text. */
const quartier: MantineColorsTuple = [
  '#e8f6ee',
  '#d3ecdf',
  '#a7d8bf',
  '#77c39d',
  '#50b180',
  '#37a56e',
  '#289e64',
  '#1a7f4f',
  '#136b42',
  '#0b5733',
];

/**
 * Mantine's green, red and orange with darker shades 8 and 9: they are the ones our texts use
 * (trends, negative balances, amounts still due), and Mantine's own reach only 3.3 to 4.3:1 on
 * white or on a striped row, under the 4.5:1 of WCAG AA (axe checks it in the e2e suite).
 */
const darkerTextShades = (name: 'green' | 'red' | 'orange', shade8: string, shade9: string): MantineColorsTuple =>
  [...DEFAULT_THEME.colors[name].slice(0, 8), shade8, shade9] as unknown as MantineColorsTuple;

export const theme = createTheme({
  colors: {
    quartier,
    green: darkerTextShades('green', '#267a37', '#237032'),
    red: darkerTextShades('red', '#c92a2a', '#b02525'),
    orange: darkerTextShades('orange', '#c2410c', '#b83d0b'),
  },
  primaryColor: 'quartier',
  primaryShade: { light: 7, dark: 5 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  // 'sm' is 769px: phones and small tablets up to 768px get the mobile layout.
  breakpoints: { xs: '36em', sm: '48.0625em', md: '62em', lg: '75em', xl: '88em' },
  fontSizes: { xs: '0.8125rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.25rem' },
  components: {
    Button: { defaultProps: { size: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Checkbox: { defaultProps: { size: 'md' } },
    // Alert titles in the text colour: the light tints of orange or green are too pale.
    Alert: { styles: { title: { color: 'var(--mantine-color-text)' } } },
  },
});

/** Dimmed and error texts darker than Mantine's defaults so they stay readable (WCAG AA). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Error texts under fields: red 8 reaches 4.5:1 on white.
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});
