import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Import boundaries (ARCHITECTURE.md): shared imports nothing of ours, the web never imports the
// server, and web features never import each other (composition happens in src/web/app).
const noServerInWeb = {
  group: ['#server/*', '**/server/**'],
  message: 'El código web no importa el servidor.',
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['#server/*', '@/*', '**/server/**', '**/web/**'],
              message: 'shared no importa nada del proyecto.',
            },
            { group: ['node:*'], message: 'shared es código puro: sin node:*.' },
          ],
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
      'no-restricted-imports': ['error', { patterns: [noServerInWeb] }],
    },
  },
  // Every folder under src/web/features is isolated, including features added later.
  ...fs.readdirSync('src/web/features').map((feature) => ({
    files: [`src/web/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noServerInWeb,
            {
              group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`],
              message: 'Las features no se importan entre sí; compón en src/web/app.',
            },
          ],
        },
      ],
    },
  })),
);
