// ESLint flat config: Next's core-web-vitals and TypeScript rules (typescript-eslint), plus a rule that
// keeps the module graph free of import cycles and the naming rule of CONTRIBUTING.md (eslint/naming.mjs).
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import { defineConfig, globalIgnores } from 'eslint/config'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'

import { commandes } from './eslint/ecritures-commandes.mjs'
import { modules } from './eslint/modules.mjs'
import { naming } from './eslint/naming.mjs'

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next*/**',
    'tmp/**',
    'data/**',
    'media/**',
    'src/migrations/**',
    'src/payload-types.ts',
    'src/app/(payload)/admin/importMap.js',
    'next-env.d.ts',
  ]),
  {
    plugins: { 'import-x': importX },
    settings: {
      // The cycle rule follows imports through the files it parses: it needs the TypeScript parser for them.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ alwaysTryTypes: true }),
        createNodeResolver(),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Destructuring a key out to keep the rest (`const { _drop, ...rest } = o`) is how an object loses a
      // key; a `_` parameter is there only to give a function its signature.
      '@typescript-eslint/no-unused-vars': ['warn', { ignoreRestSiblings: true, argsIgnorePattern: '^_' }],
    },
  },
  {
    // The admin shows the shop's own image files as they are: thumbnails already sized by its image
    // endpoint, and the derivatives themselves on the product's images screen. next/image would serve
    // re-encoded copies instead.
    files: ['src/admin/**'],
    rules: { '@next/next/no-img-element': 'off' },
  },
  {
    // Infrastructure is named in English; domain words come from CONTRIBUTING.md's glossary.
    files: [
      'src/lib/{infra,payload,auth,sauvegarde,transfert}/**/*.{ts,tsx,mjs,js}',
      'src/lib/catalogue/slug.ts',
    ],
    // Two French names other rules and tests read, and the doors that offer them: the conditional write
    // (`commandes/one-writer` knows `majConditionnelle`) and the crash points of the recovery tests
    // (MC_TEST_CRASH_AT).
    ignores: [
      'src/lib/infra/concurrency/{conditionnel,index}.ts',
      'src/lib/infra/operations/{panne,index}.ts',
    ],
    plugins: { naming },
    rules: { 'naming/english-infrastructure': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx,mjs,js}'],
    plugins: { naming },
    rules: { 'naming/one-read-verb': 'error', 'naming/ascii-names': 'error' },
  },
  {
    // One owner for order writes (eslint/ecritures-commandes.mjs): the module itself writes them.
    files: ['src/**/*.{ts,tsx,mjs,js}'],
    ignores: ['src/lib/commande/ecritures/**'],
    plugins: { commandes },
    rules: { 'commandes/one-writer': 'error' },
  },
  {
    // Functions a reader can hold (record 0227): 80 lines of code, blank lines and comments not counted,
    // everywhere the lint reads (src, scripts, tests, eslint) and with no exception list.
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // A module of src/lib is reached through its door; infrastructure imports no domain module
    // (eslint/modules.mjs, docs/decisions/0220). Tests may import a module's parts to test them;
    // src/instrumentation.ts loads, at startup, the few files it needs and not their modules whole.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'payload.config.ts'],
    ignores: ['src/instrumentation.ts'],
    plugins: { modules },
    rules: { 'modules/one-door': 'error', 'modules/layers': 'error' },
  },
])
