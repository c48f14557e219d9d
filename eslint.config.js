// ESLint flat config: typescript-eslint (type-aware), React hooks, jsx-a11y, and the layers of DESIGN.md section 1
// (contract ← ui ← screens ← app; contract ← server) as import rules. `npm run lint` allows no warning.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const PACKAGES = ['contract', 'ui', 'screens', 'app', 'server'];

/** What each package may import of ours (DESIGN.md section 1). */
const ALLOWED = {
  contract: [],
  ui: ['contract'],
  screens: ['contract', 'ui'],
  app: ['contract', 'ui', 'screens'],
  server: ['contract'],
  stories: ['contract', 'ui', 'screens'],
};

/** Forbids a layer's imports of the packages it may not use, by package name and by relative path. */
/** Tenant filtering written outside access.ts (see its rule below). */
const ACTOR_ID = "MemberExpression[object.name='actor'][property.name='id']";
const ACCESS_ONLY = [
  `BinaryExpression[operator=/^[!=]==?$/] > ${ACTOR_ID}`,
  `BinaryExpression[operator=/^[!=]==?$/] > CallExpression > MemberExpression > ${ACTOR_ID}`,
  `CallExpression[callee.name='eq'] > ${ACTOR_ID}`,
  `ConditionalExpression[test.left.property.name='role'] > ${ACTOR_ID}.consequent`,
  `TemplateLiteral:has(MemberExpression[property.name='tenantId']) > ${ACTOR_ID}`,
  // a role check: refusing a caller by its role (who may make a call is its declaration's roles, access.ts)
  `IfStatement[test.left.property.name='role'] > ThrowStatement.consequent`,
  `IfStatement[test.left.property.name='role'] > BlockStatement.consequent > ThrowStatement`,
  `IfStatement[test.left.left.property.name='role'] > ThrowStatement.consequent`,
  `IfStatement[test.left.left.property.name='role'] > BlockStatement.consequent > ThrowStatement`,
  `CallExpression[callee.name='forbidden'] > Literal[value=/^(admins|tenants)_only$/]`,
];
const ACCESS_MESSAGE =
  'Who sees what lives in access.ts: use or add a finder there (contentVisible, ownerFor, seesTenant, ownsCampaign…); who may make a call is its roles in the contract table.';

function layer(name, files) {
  const forbidden = PACKAGES.filter((other) => other !== name && !ALLOWED[name].includes(other));
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: forbidden.map((other) => `@app/${other}`).concat(forbidden.map((other) => `@app/${other}/**`)),
              message: `DESIGN.md section 1: ${name} may import only ${ALLOWED[name].map((p) => `@app/${p}`).join(', ') || 'nothing of ours'}.`,
            },
            {
              // reaching into any package's files by path, even an allowed one: import its public entry by name
              group: ['**/packages/*/src/**', '../../*/src/**', '../../../*/src/**'],
              message: 'Import another package by its name (its public src/index.ts), never by a path into it.',
            },
          ],
        },
      ],
    },
  };
}

/**
 * A screen folder imports its own files, `shared/` and other screens' public entries (`../AssetForm`, its
 * index.ts), never another screen folder's private files.
 */
const SCREENS = 'packages/screens/src';
const screenFolders = readdirSync(SCREENS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name);
const screenZones = screenFolders.map((folder) => ({
  target: `./${SCREENS}/${folder}`,
  from: `./${SCREENS}`,
  except: [`./${folder}`, './shared', ...screenFolders.map((other) => `./${other}/index.ts`)],
  message: `A screen imports its own folder, shared/ and other screens' index only; move what ${folder} needs into shared/.`,
}));

/**
 * The server's layers, lowest first: a module imports only its own folder and the layers below it. `context.ts` (the
 * Services every route is given) sits in the base as types only: it names the upper layers' types, never their code.
 */
const SERVER = 'packages/server/src';
const SERVER_LAYERS = [
  ['types.ts', 'paths.ts', 'logger.ts', 'context.ts'],
  ['db'],
  ['http'],
  ['auth', 'generator', 'print', 'serialize.ts', 'settings', 'storage'],
  ['access.ts', 'events'],
  ['lists', 'media'],
  ['approval', 'ops', 'qr'],
  ['stats'],
  ['docs', 'routes'],
  ['app.ts', 'cli.ts', 'env.ts', 'index.ts', 'main.ts', 'media-backfill-cli.ts', 'server.ts'],
];
const serverLayerZones = SERVER_LAYERS.slice(0, -1).flatMap((units, rank) =>
  units
    .filter((unit) => unit !== 'context.ts')
    .map((unit) => ({
      target: `./${SERVER}/${unit}`,
      from: SERVER_LAYERS.slice(rank + 1)
        .flat()
        .map((above) => `./${SERVER}/${above}`),
      message: `The server's layers (eslint.config.js SERVER_LAYERS): ${unit} may not import a layer above it; move what both need down.`,
    })),
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'test-output/**',
      'coverage/**',
      'data/**',
      'bench/results*',
      'packages/server/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.ts', 'packages/*/*.ts', '.storybook/*.ts', '.storybook/*.tsx'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      // react-hook-form's handleSubmit(...) returns a promise that it handles itself
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // stubs in tests and stories are often `async () => value` to stand in for a call
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.e2e.ts', 'stories/**', 'packages/server/test/**'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    ignores: ['packages/server/**'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // `role` on our own components (the route guards' role="admin") is a prop, not an ARIA role
    files: ['**/*.tsx'],
    rules: { 'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }] },
  },
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    files: [`${SCREENS}/**/*.{ts,tsx}`],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: screenZones }] },
  },
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    files: [`${SERVER}/**/*.ts`],
    ignores: [`${SERVER}/**/*.test.ts`],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverLayerZones }] },
  },
  {
    // who sees what is written once, in access.ts: anywhere else on the server, comparing the account's id with a
    // record's tenant, choosing the tenant by the account's role, or refusing a caller by its role, is a copy that can
    // drift into a cross-tenant leak
    files: ['packages/server/src/**/*.ts'],
    ignores: ['packages/server/src/access.ts', 'packages/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...ACCESS_ONLY.map((selector) => ({ selector, message: ACCESS_MESSAGE }))],
    },
  },
  {
    // after the rule above, which it extends for this file (a later block's options replace an earlier one's)
    files: [`${SERVER}/context.ts`],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...ACCESS_ONLY.map((selector) => ({ selector, message: ACCESS_MESSAGE })),
        {
          selector: "ImportDeclaration[importKind!='type']",
          message: 'context.ts is in the base layer as types only: use `import type`.',
        },
      ],
    },
  },
  layer('contract', ['packages/contract/**']),
  layer('ui', ['packages/ui/**']),
  layer('screens', ['packages/screens/**']),
  layer('app', ['packages/app/**']),
  layer('server', ['packages/server/**']),
  layer('stories', ['stories/**', '.storybook/**']),
  prettier,
);
