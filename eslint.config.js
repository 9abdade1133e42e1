// ESLint for the whole repository: type-aware typescript-eslint rules for the server (its
// code, migrations and tests share server/tsconfig.json), react-hooks for the UI, and
// Prettier owning the formatting (eslint-config-prettier turns the style rules off).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const USER_VISIBLE_ATTRIBUTES = '/^(label|title|placeholder|aria-label|alt|helperText|emptyText)$/';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'admin-ui/dist/**'] },
  js.configs.recommended,
  {
    files: ['server/**/*.ts', 'migrations/**/*.ts', 'test/**/*.ts'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      globals: globals.node,
      parserOptions: { project: './server/tsconfig.json', tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Decorated Nest classes and TypeORM entities use these patterns on purpose.
      '@typescript-eslint/no-extraneous-class': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests read JSON answers (`res.body`), which are `any` by nature; asserting on them is
    // the point, so the no-unsafe-* family is off there. Every other type-aware rule stays.
    files: ['test/**/*.ts', 'server/**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Issue 42: the development code (server/src/dev: fixture MIS, demo seeds, synthetic state) is
    // reached only through DEV_MODE, from the entry points (app.module.ts, bootstrap.ts, main.ts,
    // cli.ts); no product module imports from it. Specs may use its fixtures.
    files: ['server/src/*/**/*.ts'],
    ignores: ['server/src/dev/**', 'server/src/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\./|(\\.\\./)+)dev/', message: 'Product modules do not import development code (server/src/dev).' }] },
      ],
    },
  },
  {
    files: ['admin-ui/src/**/*.{ts,tsx}', 'admin-ui/vite.config.ts'],
    extends: [tseslint.configs.recommended],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Issue 26: no English typed into a screen. Text between JSX tags and the attributes a user
    // reads or hears go through the catalogs (en + kn), so both languages stay complete.
    files: ['admin-ui/src/**/*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': ['error', { mode: 'jsx-text-only', message: 'Text a user sees belongs in the catalogs (en and kn)' }],
      // jsx-text-only leaves attributes alone; these are the ones shown or spoken to the officer.
      'no-restricted-syntax': [
        'error',
        ...[
          // A bare address ("https://") reads the same in both languages.
          `JSXAttribute[name.name=${USER_VISIBLE_ATTRIBUTES}] > Literal[value=/[A-Za-z]{2}/]:not([value=/^https?:\\/\\/\\S*$/])`,
          `JSXAttribute[name.name=${USER_VISIBLE_ATTRIBUTES}] > JSXExpressionContainer > Literal[value=/[A-Za-z]{2}/]`,
          `JSXAttribute[name.name=${USER_VISIBLE_ATTRIBUTES}] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.cooked=/[A-Za-z]{2}/]`,
        ].map((selector) => ({
          selector,
          message: 'A label, title, placeholder, aria-label, alt, helperText or emptyText a user sees belongs in the catalogs (en and kn)',
        })),
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  prettier,
);
