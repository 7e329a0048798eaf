// Lint: typescript-eslint + prettier-compatible rules, and the architecture's boundaries:
// a microfrontend never imports another's source, a service never imports another service,
// and only packages/* is shared, through each package's `exports`, never its `src/`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const root = dirname(fileURLToPath(import.meta.url));
const microfrontends = ['shell', 'mf-games', 'mf-drafts', 'mf-collection', 'mf-decks', 'mf-admin'];

/** The names of the shared packages (packages/*): the only workspaces anything may import by name. */
const sharedPackages = readdirSync(join(root, 'packages'))
  .map((folder) => join(root, 'packages', folder, 'package.json'))
  .filter((manifest) => existsSync(manifest))
  .map((manifest) => JSON.parse(readFileSync(manifest, 'utf8')).name);
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** By package name: an app (service, gateway, microfrontend) is never imported, a package never by `src/`. */
const packageImports = [
  {
    regex: `^@progression/(?!(${sharedPackages.map((name) => escape(name.split('/')[1])).join('|')})(/|$))`,
    message: 'Only packages/* are shared: never import a service, the gateway or a microfrontend by name.',
  },
  {
    regex: '^@progression/[^/]+/src(/|$)',
    message:
      "Import a package through its `exports` (e.g. '@progression/contracts/messages'), never its src/.",
  },
];

const boundary = (message, group, ...more) => ({
  'no-restricted-imports': ['error', { patterns: [...packageImports, { group, message }, ...more] }],
});

/** The areas share one router, and only the parts of it they use (packages/router). */
const oneRouter = {
  group: ['react-router-dom', 'react-router'],
  message:
    "Import the router from '@progression/router' (add what is missing there): it is the page's one copy.",
};

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/bench-dist/**', '**/node_modules/**', '.data/**', 'coverage/**', '**/*.d.ts'],
  },
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
    rules: boundary(
      'A microfrontend imports only packages/*, never another microfrontend or a service.',
      [
        ...microfrontends
          .filter((other) => other !== mf)
          .flatMap((other) => [`**/${other}/**`, `${other}/**`]),
        '**/services/**',
        '**/gateway/**',
      ],
      oneRouter,
    ),
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
    files: ['gateway/**/*.ts', 'e2e/**/*.ts'],
    rules: boundary('The gateway and the browser tests import only packages/*.', [
      '**/services/*/src/**',
      ...microfrontends.map((mf) => `**/${mf}/src/**`),
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
