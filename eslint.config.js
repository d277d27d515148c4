import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import portal from './eslint/import-directions.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/*.d.ts', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // STYLE.md's import directions (eslint/import-directions.js; proven by import-directions.test.ts).
    files: ['portal/src/**/*.{ts,tsx}', 'apps/**/*.{ts,tsx}', 'server/src/**/*.ts', 'packages/**/*.{ts,tsx}'],
    plugins: { portal },
    rules: { 'portal/import-directions': 'error' },
  },
  {
    files: ['portal/**/*.{ts,tsx}', 'apps/**/*.{ts,tsx}', 'packages/sdk/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
