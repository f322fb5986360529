import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file's folder). */
const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The apps, by folder, with their package names. Apps never import apps: what they share lives in
 * packages/ (`@hookline/schema` for contracts, `@hookline/shop` for the shop's logic and settings,
 * `@hookline/shop-render` for the storefront's pages, which the server renders and the shop app's
 * client bundle hydrates). Code outside apps/ may import an app only through its `entries` (subpaths
 * of its package, '' for the package itself); an app without entries is imported by nothing.
 */
const APPS = {
  dashboard: { name: '@hookline/dashboard', entries: [] },
  server: { name: '@hookline/server', entries: ['', '/testing'] },
  shop: { name: '@hookline/shop-app', entries: [] },
};
/** Escapes a name for a `u`-flag regex (no-restricted-imports compiles patterns with it). */
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A package name that is an app's: one of APPS, or any `@hookline/*-app`. */
const APP_PACKAGE = new RegExp(
  `^(${Object.values(APPS)
    .map(({ name }) => escape(name))
    .join('|')}|@hookline/[^/]+-app)(/|$)`,
);

/**
 * `hookline/apps-never-import-apps`: a file in apps/{app} may import no app's package (another's, or
 * any `@hookline/*-app`) and no file of another app by a relative path (resolved against the file,
 * so apps/server's own `src/shop/` folder is not mistaken for apps/shop).
 */
const appsNeverImportApps = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      package:
        "'{{source}}' is an app's package: apps never import apps (what they share belongs in packages/).",
      file: "'{{source}}' is a file of apps/{{other}}: apps never import apps (what they share belongs in packages/).",
    },
  },
  create(context) {
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const own = /^apps\/([^/]+)\//.exec(file)?.[1];
    if (!own) return {};
    const check = (node) => {
      const source = node.source?.type === 'Literal' ? node.source.value : undefined;
      if (typeof source !== 'string') return;
      const ownName = APPS[own]?.name;
      if (APP_PACKAGE.test(source) && !(ownName && (source === ownName || source.startsWith(`${ownName}/`))))
        return context.report({ node, messageId: 'package', data: { source } });
      if (!source.startsWith('.')) return;
      const target = path
        .relative(root, path.resolve(path.dirname(context.filename), source))
        .split(path.sep)
        .join('/');
      const other = /^apps\/([^/]+)(\/|$)/.exec(target)?.[1];
      if (other && other !== own) context.report({ node, messageId: 'file', data: { source, other } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/** The `no-restricted-imports` patterns that keep code outside apps/ to app `app`'s entries. */
function appEntriesOnly(app) {
  const { name, entries } = APPS[app];
  const rule =
    entries.length === 0
      ? 'it has no entry for other code, so nothing outside it imports it'
      : `import it only through ${entries.map((entry) => `'${name}${entry}'`).join(', ')}, never its internals`;
  const allowed = entries.map((entry) => `${escape(entry)}$`).join('|');
  return {
    regex: entries.length === 0 ? `^${escape(name)}(/|$)` : `^${escape(name)}(?!${allowed})(/|$)`,
    message: `apps/${app} is an app: ${rule} (what apps share belongs in packages/).`,
  };
}

/** Apps import no app; code outside apps/ imports an app only through its entries. */
const appBoundaries = [
  {
    files: ['apps/**/*.{ts,tsx,js}'],
    plugins: { hookline: { rules: { 'apps-never-import-apps': appsNeverImportApps } } },
    rules: { 'hookline/apps-never-import-apps': 'error' },
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    ignores: ['apps/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: Object.keys(APPS).map(appEntriesOnly) }],
    },
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'packages/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  ...appBoundaries,
  {
    // The shop package's main entry goes into browser bundles: no database and no service behind it
    // (the services are the server-only `@hookline/shop/services`).
    files: ['packages/shop/src/**/*.ts'],
    ignores: ['packages/shop/src/services/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...Object.keys(APPS).map(appEntriesOnly),
            {
              regex: '^(@hookline/db|@hookline/shop/services)(/|$)|(^|/)services(/|$)',
              message:
                "@hookline/shop's main entry is bundled into browsers: the database is for its services only.",
            },
          ],
        },
      ],
    },
  },
  {
    // The rules and shop packages are pure: no DOM, no network, no clock, no framework. The shop's
    // services reach the database only through the handle passed in, and take the clock in too.
    files: ['packages/rules/src/**/*.ts', 'packages/shop/src/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'fetch',
        'localStorage',
        'navigator',
        'location',
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='Date'][property.name='now']", message: 'pass `now` in' },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'pass `now` in' },
        {
          selector: "MemberExpression[object.name='Math'][property.name='random']",
          message: 'pass a random source in',
        },
      ],
    },
  },
);
