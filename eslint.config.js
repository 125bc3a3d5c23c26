import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The three rooms (docs/architecture.md): shared imports neither side; client and server never import each other. */
const zone = (forbidden, message) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: forbidden.map((room) => ({
        group: [`@/${room}/*`, `**/${room}/*`],
        message,
      })),
    },
  ],
});

const folders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Server features (docs/architecture.md, "Import rules"): a feature uses another only through that
 * feature's index.ts, its public surface; never its routes, queries or internals. What several
 * features share lives in src/server/core, which imports no feature. Written per feature, with the
 * server's room zone, because a later no-restricted-imports replaces an earlier one.
 */
const SERVER_FEATURES = folders('./src/server/features');
const serverRoom = {
  group: ['@/client/*', '**/client/*'],
  message: 'The server never imports client code; share through src/shared.',
};
const featureInternals = (feature) => ({
  regex: `^(?:@/server/features/|(?:\\.\\./)+(?:features/)?)${feature}/(?!index$).+`,
  message: `Use the ${feature} feature through its index.ts (its public surface), or move what both need into src/server/core.`,
});
/**
 * Features that read one model may not import each other at all, not even through index.ts: what
 * both use lives below both (issue 27). The analysis and the translator read her resume through
 * core/resume-model and a line in a role's words through core/role-language.
 */
const APART = [['resumes', 'resume-translator']];
const apartFrom = (feature) =>
  APART.filter((pair) => pair.includes(feature)).flatMap((pair) =>
    pair.filter((other) => other !== feature),
  );
const featureAtAll = (feature, other) => ({
  regex: `^(?:@/server/features/|(?:\\.\\./)+(?:features/)?)${other}(?:/.*)?$`,
  message: `features/${feature} may not import ${other} at all, not even its index.ts: what both use lives below both (src/server/core/resume-model, src/server/core/role-language).`,
});
const serverFeatureBlocks = SERVER_FEATURES.map((feature) => ({
  files: [`src/server/features/${feature}/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          serverRoom,
          ...SERVER_FEATURES.filter((other) => other !== feature).map((other) =>
            apartFrom(feature).includes(other)
              ? featureAtAll(feature, other)
              : featureInternals(other),
          ),
        ],
      },
    ],
  },
}));

/** The rule with these pattern groups; a later block's list replaces an earlier one for its files. */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const NO_ZOD =
  "A client page imports a contract's types (import type) and its values from @/shared/contracts/values: anything else brings zod into the page's first view (ADR 015).";

const CLIENT_NOT_SERVER = {
  group: ['@/server/*', '**/server/*'],
  message: 'The client talks to the server over HTTP only; share types through src/shared.',
};

/**
 * Client layers, one way (docs/architecture.md "Import rules"): app (routes, router, providers)
 * -> features/<name> -> shared components, hooks, lib, config (and @/shared). A feature never
 * imports another; a route composes them. Every feature folder on disk gets its own block, so a
 * new feature is fenced the day it is created.
 */
const CLIENT_FEATURES = folders('./src/client/features');

/** How a client file can name a folder of src/client: by alias, or relatively from below it. */
const specifiersOf = (folder, relativeDepths) =>
  [
    `@/client/${folder}`,
    `**/client/${folder}`,
    ...relativeDepths.map((up) => `${'../'.repeat(up)}${folder}`),
  ].flatMap((specifier) => [specifier, `${specifier}/**`]);

const CLIENT_NOT_APP = {
  group: specifiersOf('app', [1, 2, 3, 4]),
  message:
    'Only src/client/app (routes, router, providers) composes pages: features and shared code never import it.',
};

const SHARED_NOT_FEATURES = {
  group: ['**/features', '**/features/**'],
  message:
    'Shared components, hooks, lib and config never import a feature: take data or callbacks as props, or move what both need into src/client/lib.',
};

const featureNotOthers = (feature) => ({
  group: CLIENT_FEATURES.filter((other) => other !== feature)
    // By alias, through a features/ folder, or relatively from a layer folder or the feature's root.
    .flatMap((other) => [
      `@/client/features/${other}`,
      `**/features/${other}`,
      `../${other}`,
      `../../${other}`,
    ])
    .flatMap((specifier) => [specifier, `${specifier}/**`]),
  message: `features/${feature} may not import another feature: compose them in a route file (props, callbacks, slots), or move what both need into src/client/lib.`,
});

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'coverage', 'test-results', 'drizzle', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Under verbatimModuleSyntax `import { type A } from 'm'` still loads m (it becomes
      // `import 'm'`): a page that needed only a contract's type downloaded zod (ADR 015).
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'no-console': 'off',
    },
  },
  {
    // Type-aware rules: a promise nobody awaits or handles loses its error (review: the code
    // wrote `void` by hand); a promise where a plain value belongs is always true.
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.json', './tsconfig.client.json', './tsconfig.e2e.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, react },
    rules: {
      // A list item without a key re-renders wrongly when the list changes.
      'react/jsx-key': ['error', { checkFragmentShorthand: true, warnOnDuplicates: true }],
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...restrict([CLIENT_NOT_SERVER]),
    },
  },
  {
    // zod is about 23 KB of brotli, as much as a page's own code: the client reads a contract's
    // types and its values (contracts/values), and parses with zod only in the two modules it
    // loads on demand, the stored user and an error answer (ADR 015, "Signed-in routes").
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/lib/stored-user.ts', 'src/client/lib/api-error.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', allowTypeImports: true, message: NO_ZOD }],
          patterns: [
            { regex: '^@/shared/contracts/(?!values/)', allowTypeImports: true, message: NO_ZOD },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/{components,hooks,lib,config}/**/*.{ts,tsx}'],
    rules: restrict([CLIENT_NOT_SERVER, CLIENT_NOT_APP, SHARED_NOT_FEATURES]),
  },
  ...CLIENT_FEATURES.map((feature) => ({
    files: [`src/client/features/${feature}/**/*.{ts,tsx}`],
    rules: restrict([CLIENT_NOT_SERVER, CLIENT_NOT_APP, featureNotOthers(feature)]),
  })),
  {
    files: ['src/server/**/*.ts'],
    rules: zone(['client'], 'The server never imports client code; share through src/shared.'),
  },
  ...serverFeatureBlocks,
  {
    // app.ts registers each feature's plugin and types.d.ts types only core decorations: neither
    // reaches into a feature (issue 27: adding a feature is a folder and one line in app.ts).
    files: ['src/server/app.ts', 'src/server/types.d.ts'],
    rules: restrict([
      serverRoom,
      {
        regex: '^(?:@/server/|\\./)features/[^/]+/(?!index$).+',
        message:
          'app.ts and types.d.ts use a feature only through its index.ts: register its plugin, and let the plugin declare its own decorations.',
      },
    ]),
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSNonNullExpression > MemberExpression[property.name='user']",
          message:
            'Take the signed-in user with signedInUser(request): typed, and a 401 if the route has no guard.',
        },
      ],
    },
  },
  {
    // Below the features: core, plugins, lib, db, config and content never reach up into one.
    files: ['src/server/{core,plugins,lib,db,config,content}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverRoom,
            {
              group: ['@/server/features/*', '**/features/*'],
              message:
                'Only features and app.ts use features; move what this needs into src/server/core.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: zone(['client', 'server'], 'src/shared is imported by both sides and imports neither.'),
  },
  {
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
