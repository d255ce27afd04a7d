import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const dirs = (p) =>
  readdirSync(new URL(p, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const WEB = 'apps/web/src';
const API = 'apps/api/src';
const features = dirs(`./${WEB}/features`);
const domains = dirs(`./${WEB}/domain`);
const modules = dirs(`./${API}/modules`);
/** What a module deliberately exports: its index.ts (its routes plugin and what other modules use). */
const publicOf = (m) => [`./${m}/index.ts`];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'apps/api/drizzle/**',
      'bench/results/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // Promises: none left floating, none passed where a void callback is expected (typed linting).
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // The API's routes are registered in one place, src/routes.ts, in order: no module registers a
    // routes plugin (its own or another module's).
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='register'] > Identifier.arguments:first-child[name=/Routes$/]",
          message: 'As rotas são registradas só em src/routes.ts (a tabela de rotas, em ordem).',
        },
      ],
    },
  },
  {
    // Layers, enforced on the resolved file of every import:
    // web: app -> features -> domain -> ui/api/state/shared; no feature imports another; domain/<area>
    // is used outside the area only through its index.ts; ui/api/state import no feature, no domain,
    // not the app. API: a module's files are private to it except its index.ts;
    // generic helpers live in src/lib.
    files: ['apps/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/api/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...['ui', 'api', 'state'].map((layer) => ({
              target: `./${WEB}/${layer}`,
              from: [`./${WEB}/features`, `./${WEB}/domain`, `./${WEB}/app`],
              message: `${layer}/ não importa features/, domain/ nem app/ (app -> features -> domain -> ui/api/state).`,
            })),
            { target: `./${WEB}/features`, from: `./${WEB}/app`, message: 'Uma feature não importa o app.' },
            {
              // The test kit is for tests only: no app file imports it, so the build never bundles it.
              target: [`./${WEB}/!(testing)/**/!(*.test).{ts,tsx}`, `./${WEB}/!(*.test).{ts,tsx}`],
              from: `./${WEB}/testing`,
              message: 'testing/ é só dos testes (*.test.ts[x]): o app não o importa.',
            },
            {
              target: `./${WEB}/domain`,
              from: [`./${WEB}/features`, `./${WEB}/app`],
              message: 'domain/ não importa features/ nem app/ (app -> features -> domain -> ui/api/state).',
            },
            ...features.map((f) => ({
              target: `./${WEB}/features/${f}`,
              from: `./${WEB}/features`,
              except: [`./${f}`],
              message:
                'Uma feature não importa outra feature (o que é comum vai para domain/, ui/, api/ ou shared).',
            })),
            ...domains.map((d) => ({
              // Outside an area (features, app, other areas) only its index.ts is importable.
              target: [`./${WEB}/features`, `./${WEB}/app`, `./${WEB}/*.{ts,tsx}`],
              from: `./${WEB}/domain/${d}`,
              except: ['./index.ts'],
              message: `Fora de domain/${d}, importa-se só o seu index.ts (a entrada pública da área).`,
            })),
            ...domains.map((d) => ({
              target: `./${WEB}/domain/${d}`,
              from: `./${WEB}/domain`,
              except: [`./${d}`, ...domains.filter((o) => o !== d).map((o) => `./${o}/index.ts`)],
              message: 'Uma área de domain/ usa de outra só o seu index.ts.',
            })),
            ...modules.map((m) => ({
              target: `./${API}/modules/${m}`,
              from: `./${API}/modules`,
              except: [`./${m}`, ...modules.filter((o) => o !== m).flatMap(publicOf)],
              message:
                'Um módulo usa de outro só o que ele exporta no seu index.ts (ajudantes genéricos: src/lib).',
            })),
            {
              target: [
                `./${API}/erp`,
                `./${API}/documents`,
                `./${API}/http`,
                `./${API}/db`,
                `./${API}/lib`,
                `./${API}/*.ts`,
              ],
              from: `./${API}/modules`,
              except: modules.flatMap(publicOf),
              message: 'Fora dos módulos, usa-se de um módulo só o que ele exporta no seu index.ts.',
            },
            {
              target: `./${API}/lib`,
              from: [`./${API}/modules`, `./${API}/erp`, `./${API}/documents`],
              message: 'src/lib guarda ajudantes genéricos: não importa módulos.',
            },
          ],
        },
      ],
    },
  },
);
