import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import localRules from './eslint-rules/file-names.js';

// Import boundaries (ARCHITECTURE.md, convention 5), checked on *resolved* paths the way
// bulletproof-react does, so `#server/x`, `@/features/x` and `../../x` are all caught alike.
const features = fs.readdirSync('src/web/features');
const serverModules = fs.readdirSync('src/server/modules');

const boundaryZones = [
  {
    target: './src/shared',
    from: ['./src/server', './src/web', './tests'],
    message: 'src/shared es código puro: no importa nada más del proyecto.',
  },
  {
    target: ['./src/web', './src/shared'],
    from: './src/server',
    message: 'El código web y el compartido no importan el servidor.',
  },
  {
    target: './src/server',
    from: './src/web',
    message: 'El servidor no importa el código web.',
  },
  // Features are isolated: composition happens in src/web/app (route modules).
  ...features.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message: 'Las features no se importan entre sí; compón en src/web/app.',
  })),
  {
    target: './src/web/features',
    from: './src/web/app',
    message: 'Una feature no importa src/web/app: la app compone las features, no al revés.',
  },
  {
    target: ['./src/web/components', './src/web/lib', './src/web/config'],
    from: ['./src/web/features', './src/web/app'],
    message: 'components/, lib/ y config/ no importan features ni la app.',
  },
  // src/web/api is the one data tier: each endpoint has its file there, and it sits below
  // everything that shows data (features, app, shared components).
  {
    target: './src/web/api',
    from: ['./src/web/features', './src/web/app', './src/web/components', './src/web/config'],
    message: 'src/web/api solo importa lib/, #shared y a sí misma.',
  },
  {
    target: ['./src/web/lib', './src/web/config'],
    from: './src/web/api',
    message: 'lib/ y config/ están debajo de src/web/api: no la importan.',
  },
  // The client portal is its own page with its own small bundle (docs/decisions/051): it uses
  // #shared and itself, never the staff app's code (and so none of its libraries).
  {
    target: './src/web/portal',
    from: './src/web',
    except: ['./portal'],
    message: 'El portal del cliente no importa código de la app del personal: solo #shared y sí mismo.',
  },
  {
    target: './src/web/!(portal)/**',
    from: './src/web/portal',
    message: 'La app del personal no importa el portal del cliente: es otra página.',
  },
  // Only the API layer calls the server: a feature that needs an endpoint uses its hook.
  {
    target: ['./src/web/!(api|lib)/**', './src/web/*.tsx', './src/web/lib/**/!(api-client|auth).{ts,tsx}'],
    from: './src/web/lib/api-client.ts',
    message:
      'Solo src/web/api (y lib/auth) llama a la API: usa el hook de @/api/…; los errores están en @/lib/api-error.',
  },
  {
    target: './src/server/db',
    from: ['./src/server/modules', './src/server/plugins'],
    message: 'db/ no importa módulos ni plugins.',
  },
  // identity/ says who is asking (the session user, the actor, the access a route declares):
  // modules and plugins build on it, so it imports neither (issue 22, item 3).
  {
    target: './src/server/identity',
    from: ['./src/server/modules', './src/server/plugins'],
    message: 'identity/ está debajo de módulos y plugins: no importa ninguno de los dos.',
  },
  {
    target: './src/server/db/migrations',
    from: ['./src', './tests'],
    message: 'Una migración queda congelada en el tiempo: solo importa kysely, nada de la app.',
  },
  // A module reaches another module through its service, never its repository.
  // `**` so a repository in a nested folder (accounts/list/) is as private as one at the top.
  ...serverModules.map((name) => ({
    target: `./src/server/modules/${name}`,
    from: './src/server/modules/*/**/*.repository.ts',
    except: [`**/src/server/modules/${name}/**/*.repository.ts`],
    message: 'Un módulo usa el servicio de otro módulo, nunca su repositorio.',
  })),
  {
    target: ['./src/server/plugins', './src/server/app.ts', './src/server/main.ts', './src/server/server.ts'],
    from: './src/server/modules/*/**/*.repository.ts',
    message: 'Fuera de su módulo, un repositorio solo se usa a través del servicio.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'data', 'src/generated'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // Without the TypeScript extensions and parser, import-x cannot read .ts files and no-cycle
      // silently sees no imports at all.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.server.json', 'tsconfig.web.json', 'tsconfig.e2e.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // An import the resolver cannot follow would pass every zone unseen, so it is an error too.
      'import-x/no-unresolved': ['error', { ignore: ['/dist/'] }],
    },
  },
  {
    // File names (eslint-rules/file-names.js; tests/lint/file-names.test.ts). A server module's
    // files end in their role: .routes (HTTP), .service (what other modules and routes call),
    // .repository (SQL, private to the module), .mapper (rows and shapes, no I/O), and two more:
    // .job (a daily job the scheduler runs) and .data (fixed data and its pure generators: the
    // demo's catalog and rows, an import sheet's columns and templates). Tests need no role.
    files: ['src/**/*.{ts,tsx,js,mjs}', 'tests/**/*.{ts,tsx,js,mjs}'],
    plugins: { local: localRules },
    rules: {
      'local/file-names': [
        'error',
        {
          roles: ['routes', 'service', 'repository', 'mapper', 'job', 'data'],
        },
      ],
    },
  },
  {
    // The test harness is reached through its alias, never by climbing out of src/.
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/tests/**'], message: 'Importa el arnés de pruebas como #tests/….' }] },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*'], message: 'shared es código puro: sin node:*.' }] },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The client portal renders with its own small JSX runtime, not React (docs/decisions/051):
    // React's rules of hooks and render purity do not apply to its DOM nodes.
    files: ['src/web/portal/**/*.{ts,tsx}'],
    rules: Object.fromEntries(Object.keys(reactHooks.configs.recommended.rules).map((rule) => [rule, 'off'])),
  },
);
