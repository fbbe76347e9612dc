import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Imports flow one way: contracts <- server, contracts <- web. The web never reaches into the
// server and contracts depend on neither.
const layerBoundaries = {
  'import-x/no-restricted-paths': [
    'error',
    {
      zones: [
        { target: './src/web', from: './src/server', message: 'The web never imports the server.' },
        { target: './src/server', from: './src/web', message: 'The server never imports the web.' },
        {
          target: './src/contracts',
          from: ['./src/server', './src/web'],
          message: 'Contracts depend on nothing of ours.',
        },
      ],
    },
  ],
};

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report', 'bench/.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      ...layerBoundaries,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
