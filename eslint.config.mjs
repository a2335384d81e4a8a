// ESLint flat config: JavaScript and TypeScript recommended rules, React hooks, and jsx-a11y for
// the site's components. Formatting is Prettier's (`npm run lint` runs both).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-*/',
      '.docusaurus/',
      'api/reference/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
      '.fixture-site-*/',
      'deploy/',
      'mcp/dist/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {globals: {...globals.node, ...globals.browser}},
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
    },
  },
  {
    // The service worker: a classic script; the offline feature's step defines OFFLINE above it.
    files: ['src/features/offline/client/sw.js'],
    languageOptions: {globals: {...globals.serviceworker, OFFLINE: 'readonly'}},
  },
  {
    // CommonJS on purpose: the docs MCP server's command (runs without a loader when published) and
    // dependency-cruiser's config (its CLI loads a .cjs config).
    files: ['mcp/bin/*.cjs', '.dependency-cruiser.cjs'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // The site's client code: not the tests beside it (Playwright's fixtures call `use`).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/tests/**'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
);
