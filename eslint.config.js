// ESLint holds the house rules that a reviewer would otherwise have to remember (README "House rules"):
// the layering of the folders, time from the injected clock, and files small enough to read.
import tseslint from 'typescript-eslint';

/** Imports allowed only in the folders named; everywhere else they break the layering. */
const layered = [
  { name: 'express', message: 'Express belongs to src/http (routers, middleware) and src/app.ts.' },
  { name: 'got', message: 'Outbound HTTP belongs to the four transport files (vendor-client, account-connect client, webhook sender, SMS).' },
  { name: 'bullmq', message: 'BullMQ belongs to queues/ and workers/.' },
];
/** The files that make outbound HTTP calls (each one a worker-side transport). */
const TRANSPORTS = ['src/connectors/runtime/vendor-client.ts', 'src/account-connect/client.ts', 'src/events/sender.ts', 'src/notify/http-sms.ts'];
const restrict = (...names) => ({
  'no-restricted-imports': ['error', { paths: layered.filter((l) => names.includes(l.name)) }],
});

/** Wall-clock time only through config/clock.ts (domain code gets a Clock; infrastructure uses systemClock). */
const clockRule = {
  'no-restricted-syntax': [
    'error',
    { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Take time from the injected Clock (config/clock.ts).' },
    { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Take time from the injected Clock (config/clock.ts).' },
  ],
};

export default tseslint.config(
  { ignores: ['dist/**', '**/dist/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'src/dashboard/**', 'clients/typescript/src/schema.ts'] },
  {
    files: ['**/*.ts'],
    languageOptions: { parser: tseslint.parser },
    plugins: { '@typescript-eslint': tseslint.plugin },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-debugger': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  // Layering: each folder may import only what its layer allows (later blocks are the more specific).
  { files: ['src/**/*.ts', 'config/**/*.ts'], rules: restrict('express', 'got', 'bullmq') },
  { files: ['src/http/**/*.ts', 'src/app.ts'], rules: restrict('got', 'bullmq') },
  { files: TRANSPORTS, rules: restrict('express', 'bullmq') },
  { files: ['queues/**/*.ts', 'workers/**/*.ts'], rules: restrict('express', 'got') },
  // Tests read as scenarios, step after step in one file; they may run longer than source files.
  { files: ['test/**/*.ts'], rules: { 'max-lines': ['error', { max: 500, skipBlankLines: true, skipComments: true }] } },
  // Time: no Date.now() / new Date() outside the clock, in every process's code.
  { files: ['src/**/*.ts', 'queues/**/*.ts', 'workers/**/*.ts', 'config/**/*.ts'], ignores: ['config/clock.ts'], rules: clockRule },
);
