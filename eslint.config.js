// ESLint holds the house rules that a reviewer would otherwise have to remember (docs/architecture.md,
// "Conventions"): typescript-eslint's type-checked rules, the layering of the folders, time from the
// injected clock, and files and lines small enough to read. Import cycles are checked beside it, in
// `npm run lint` (scripts/check-cycles.ts).
import tseslint from 'typescript-eslint';

/** Libraries that belong to one layer: importing one anywhere else breaks the layering. */
const LIBRARY = {
  express: 'Express belongs to src/http (routers, middleware) and src/app.ts.',
  got: 'got belongs to the vendor and SMS transports (vendor-client, http-sms), run by workers; the Account Connect client and the webhook sender post with src/net/post-once.ts.',
  bullmq: 'BullMQ belongs to queues/ and workers/.',
};
const ORM = {
  group: ['@mikro-orm/*'],
  message: 'MikroORM belongs to src/db and the stores of the domain folders, never to routers, the bot, queues or workers.',
};
const DOMAIN = {
  group: ['../src/*', '../src/**'],
  message: 'queues/ is shared by the web side and the workers: it imports only config/ and its own files, never src/.',
};

/** The one no-restricted-imports rule of a set of files: the libraries it may not import, and the import patterns it may not use. */
const banned = (libraries, patterns = []) => ({
  'no-restricted-imports': ['error', { paths: libraries.map((name) => ({ name, message: LIBRARY[name] })), patterns }],
});

/** From the widest to the narrowest: for each file the last block that matches decides. */
const LAYERS = [
  { files: ['src/**/*.{ts,tsx}', 'config/**/*.ts', 'scripts/**/*.ts', 'clients/**/*.ts', 'examples/**/*.ts'], rules: banned(['express', 'got', 'bullmq']) },
  {
    files: ['src/http/**', 'src/bot/**', 'src/verification/**', 'src/wiring/**', 'src/*.ts', 'config/**', 'src/dashboard/**'],
    rules: banned(['express', 'got', 'bullmq'], [ORM]),
  },
  { files: ['src/http/**', 'src/app.ts', 'src/api-document.ts'], rules: banned(['got', 'bullmq'], [ORM]) },
  { files: ['src/connectors/runtime/vendor-client.ts', 'src/notify/http-sms.ts'], rules: banned(['express', 'bullmq']) },
  { files: ['workers/**/*.ts'], rules: banned(['express', 'got'], [ORM]) },
  { files: ['queues/**/*.ts'], rules: banned(['express', 'got'], [ORM, DOMAIN]) },
];

/** Wall-clock time only through config/clock.ts (domain code gets a Clock; infrastructure uses systemClock). */
const clockRule = {
  'no-restricted-syntax': [
    'error',
    { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Take time from the injected Clock (config/clock.ts).' },
    { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Take time from the injected Clock (config/clock.ts).' },
  ],
};

export default tseslint.config(
  { ignores: ['dist/**', '**/dist/**', 'node_modules/**', '**/node_modules/**', 'coverage/**', 'test-results/**', 'clients/typescript/src/schema.ts'] },
  // typescript-eslint's type-checked recommended rules, each file against its own tsconfig.
  ...tseslint.configs.recommendedTypeChecked.map((c) => ({ ...c, files: ['**/*.{ts,tsx}'] })),
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: { allowDefaultProject: ['*.config.ts'] }, tsconfigRootDir: import.meta.dirname } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
      'max-len': ['error', { code: 200, ignoreUrls: false, ignoreStrings: false, ignoreTemplateLiterals: false }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-debugger': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  // Layering: each library only where its layer is; queues/ never imports the domain (src/).
  ...LAYERS,
  // Time: no Date.now() / new Date() outside the clock, in every process's code.
  { files: ['src/**/*.ts', 'queues/**/*.ts', 'workers/**/*.ts', 'config/**/*.ts'], ignores: ['config/clock.ts'], rules: clockRule },
  // Tests read as scenarios, step after step in one file; they may run longer than source files, and the
  // JSON bodies they read are untyped by nature.
  {
    files: ['test/**/*.ts'],
    rules: {
      'max-lines': ['error', { max: 500, skipBlankLines: true, skipComments: true }],
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      // Fakes answer with async handlers that have nothing to wait for.
      '@typescript-eslint/require-await': 'off',
    },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
);
