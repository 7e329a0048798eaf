// Lint: typescript-eslint + prettier-compatible rules, and the architecture's boundaries:
// a microfrontend never imports another's source, a service never imports another service,
// and only packages/* is shared.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const microfrontends = ['shell', 'mf-games', 'mf-drafts', 'mf-collection', 'mf-decks', 'mf-admin'];

const boundary = (message, group) => ({
  'no-restricted-imports': ['error', { patterns: [{ group, message }] }],
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'coverage/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...microfrontends.map((mf) => ({
    files: [`${mf}/**/*.{ts,tsx}`],
    rules: boundary('A microfrontend imports only packages/*, never another microfrontend or a service.', [
      ...microfrontends.filter((other) => other !== mf).flatMap((other) => [`**/${other}/**`, `${other}/**`]),
      '**/services/**',
      '**/gateway/**',
    ]),
  })),
  {
    files: ['services/*/**/*.ts'],
    rules: boundary('A service imports only packages/*, never another service or a frontend.', [
      '../../*/src/**',
      '**/services/*/src/**',
      '**/gateway/**',
      ...microfrontends.map((mf) => `**/${mf}/**`),
    ]),
  },
  {
    files: ['packages/*/**/*.{ts,tsx}'],
    rules: boundary('A shared package never imports an app.', [
      '**/services/**',
      '**/gateway/**',
      ...microfrontends.map((mf) => `**/${mf}/**`),
    ]),
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
