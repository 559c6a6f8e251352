import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layers from './eslint/layers.js';

export default tseslint.config(
  {
    ignores: [
      'test/contract/**',
      'dist/**',
      'dist-*/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      'screenshots/**',
      'i18n/**',
      // An operator's env.config (and the Tutor-generated one the Tutor build uses) is their code, built
      // as is; frontend-build leaves it out of linting too.
      '**/env.config.*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, formatjs, local: layers },
    extends: [jsxA11y.flatConfigs.recommended],
    rules: {
      ...reactHooks.configs.recommended.rules,
      'local/layers': 'error',
      'formatjs/enforce-description': ['error', 'literal'],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-invalid-icu': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
      'formatjs/no-offset': 'error',
      'formatjs/enforce-id': [
        'error',
        {
          idInterpolationPattern: '[sha512:contenthash:base64:6]',
          // The app's own ids (`learning.…`), and those of the Open edX learning app, special exams
          // library, header and its notifications plugin, footer, Paragon and frontend-platform where a
          // message means what one of theirs means (i18n/upstream/ids.json), so operators' overrides and
          // the community catalogs of openedx-translations apply here too (docs/decisions/0021); the
          // learning app's product tours have `tours.…` ids (decision 0029).
          idWhitelist: [
            '^(learning|learn|progress|courseCelebration|courseExit|courseOutline|cert|datesBanner|calculator|notes|unit|upgrade|account-activation|masquerade-widget|instructor|instructorToolbar|general|exam|header|footer|authoring|pgn|unexpected|Hyperlink|discussions|tours|notification|sidebar)\\.[A-Za-z0-9._:-]+$',
          ],
        },
      ],
      'formatjs/no-literal-string-in-jsx': 'error',
    },
  },
  {
    // Production markup carries accessible names, not test ids (issue 13): tests find elements by role
    // and name, as people using assistive technology do.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='data-testid']",
          message: 'No data-testid in production markup: give the element a role and an accessible name.',
        },
        {
          selector: "Property[key.value='data-testid']",
          message: 'No data-testid in production markup: give the element a role and an accessible name.',
        },
        {
          selector: "JSXOpeningElement[name.name='title']",
          message: 'React 18 does not hoist <title>: render <PageTitle> (decision 0018).',
        },
        {
          selector: "JSXAttribute[name.name='inert']",
          message:
            'React 18 does not know the inert prop: spread inert(on) from components/inert (decision 0018).',
        },
      ],
    },
  },
  {
    files: [
      'src/**/*.test.{ts,tsx}',
      'test/**/*.{ts,tsx}',
      'scripts/**/*.ts',
      '*.config.{ts,js}',
      'eslint/**/*.js',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      'formatjs/no-literal-string-in-jsx': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': 'off',
    },
  },
);
