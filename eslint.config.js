import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const webFeatures = (() => {
  try {
    return readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
})();

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/*/tsconfig.json', 'apps/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Web features do not import each other; shared pieces live in components, lib, hooks.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
            message: 'Features do not import each other: move shared code to components, lib or hooks.',
          })),
        },
      ],
    },
  },
  {
    // Web calls name their endpoint through callApi; only the typed client sends raw requests.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/api/**', 'apps/web/src/lib/api-client*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/api-client'], importNames: ['apiRequest'], message: 'Call the server through callApi with an endpoint of lib/api/endpoints.' }] },
      ],
    },
  },
  {
    // The server's layers: core <- platform <- modules (and the seed) <- bootstrap. Nothing imports upward.
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/server/src/core', from: ['./apps/server/src/platform', './apps/server/src/modules', './apps/server/src/seed', './apps/server/src/bootstrap'], message: 'core imports nothing above it.' },
            { target: './apps/server/src/platform', from: ['./apps/server/src/modules', './apps/server/src/seed', './apps/server/src/bootstrap'], message: 'platform never imports features or wiring: inject what it needs from bootstrap.' },
            { target: './apps/server/src/modules', from: './apps/server/src/bootstrap', message: 'Features never import the wiring.' },
            { target: './apps/server/src/seed', from: './apps/server/src/bootstrap', message: 'The seed never imports the wiring.' },
          ],
        },
      ],
    },
  },
  {
    // No import cycles anywhere.
    files: ['**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The domain package is pure: no I/O and nothing of ours (its tests and their helpers in testing/ aside).
    files: ['packages/domain/**/*.ts'],
    ignores: ['**/*.test.ts', 'packages/domain/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'fs', 'http', 'net', '@tastydrop/*', '../../apps/*'] },
      ],
    },
  },
);
