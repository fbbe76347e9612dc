import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports flow one way: contracts <- server, contracts <- web; never server <-> web. */
const forbidImports = (layers, message) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: layers.flatMap((layer) => [
        { regex: `^#${layer}/`, message },
        { group: [`**/${layer}/**`], message },
      ]),
    },
  ],
});

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report', 'bench/.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/contracts/**'],
    rules: forbidImports(['server', 'web'], 'Contracts depend on nothing of ours.'),
  },
  {
    files: ['src/server/**'],
    rules: forbidImports(['web'], 'The server never imports the web.'),
  },
  {
    files: ['src/server/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema.ts', '**/db/client.ts'],
              message:
                'Routes hold no queries: validate, authorize through the policy, call an operation or query, present.',
            },
            { regex: '^#web/', message: 'The server never imports the web.' },
            { group: ['**/web/**'], message: 'The server never imports the web.' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='app'][property.name='db']",
          message: 'Routes reach the database only through operations and queries.',
        },
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: 'A transaction belongs to an operation.',
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbidImports(['server'], 'The web never imports the server.'),
    },
  },
);
