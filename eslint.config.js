import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/**
 * The apps, by folder: each reaches another only through that app's server entries (the server
 * mounts the shop's page renderer from `@hookline/shop-app/server`; tests outside the server set
 * it up through `@hookline/server/testing`), never its internals. What apps share lives in
 * packages/ (`@hookline/schema` for contracts, `@hookline/shop` for the shop's logic). `entry` is
 * the subpath of the one entry ('' for the package itself), a list of them, or null for none.
 */
const APPS = {
  dashboard: { name: '@hookline/dashboard', entry: null },
  server: { name: '@hookline/server', entry: ['', '/testing'] },
  shop: { name: '@hookline/shop-app', entry: '/server' },
};
/** Escapes a name for a `u`-flag regex (no-restricted-imports compiles patterns with it). */
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The `no-restricted-imports` patterns that keep code out of app `app`'s internals. */
function appInternals(app, { relative }) {
  const { name, entry } = APPS[app];
  const entries = entry === null ? [] : [entry].flat();
  const rule =
    entries.length === 0
      ? 'it has no entry for other code, so nothing outside it imports it'
      : `import it only through ${entries.map((subpath) => `'${name}${subpath}'`).join(' or ')}, never its internals`;
  const message = `apps/${app} is another app: ${rule} (what apps share belongs in packages/).`;
  const allowed = entries.map(escape).join('|');
  const patterns = [
    {
      regex: entries.length === 0 ? `^${escape(name)}(/|$)` : `^${escape(name)}(?!(?:${allowed})$)(/|$)`,
      message,
    },
  ];
  // A relative path from one app into another's src: '../../shop/src/…' or '../../../apps/shop/src/…'.
  if (relative) patterns.push({ regex: `^(\\.\\./)+(apps/)?${app}/src(/|$)`, message });
  return patterns;
}

/** Each app's files may import no other app's internals; code outside apps/ none of any app's. */
const appBoundaries = [
  ...Object.keys(APPS).map((app) => ({
    files: [`apps/${app}/**/*.{ts,tsx,js}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: Object.keys(APPS)
            .filter((other) => other !== app)
            .flatMap((other) => appInternals(other, { relative: true })),
        },
      ],
    },
  })),
  {
    files: ['**/*.{ts,tsx,js}'],
    ignores: ['apps/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: Object.keys(APPS).flatMap((app) => appInternals(app, { relative: false })) },
      ],
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
    // The rules and shop packages are pure: no DOM, no network, no clock, no framework.
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
        {
          selector: "MemberExpression[object.name='Math'][property.name='random']",
          message: 'pass a random source in',
        },
      ],
    },
  },
);
