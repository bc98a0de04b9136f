/**
 * Module boundaries as code (docs/architecture.md draws them). `make deps` runs this; `make test` calls it.
 * Features: accounts, subscriptions, products, changes, webhooks (handlers → service → store each);
 * scoring is the pure engine; http is the request pipeline; db, jobs and config/runtime are infrastructure.
 */
const FEATURES = '^src/(accounts|subscriptions|products|changes|webhooks)/';
const SQL_PACKAGES = '^node_modules/(knex|pg|pg-copy-streams|pg-query-stream|pg-cursor)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle makes two modules one: neither can be read, tested or moved alone.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'scoring-is-pure',
      severity: 'error',
      comment:
        'The engine is a function of its input: it imports only itself and no I/O, so the same product always scores the same and tests need no database. ' +
        'Its one outside helper is the bounded cache (src/shared/lru.ts over lru-cache), which memoises pure functions.',
      from: { path: '^src/scoring/' },
      to: { pathNot: ['^src/scoring/', '^src/shared/lru\\.ts$', '^node_modules/lru-cache/', '^generated/v2\\.ts$'] },
    },
    {
      name: 'scoring-takes-only-types-from-the-contract',
      severity: 'error',
      comment: 'The engine declares its result with the contract\'s types (one declaration of the record\'s fields); it takes no values from generated code.',
      from: { path: '^src/scoring/' },
      to: { path: '^generated/', dependencyTypesNot: ['type-only'] },
    },
    // The scoring engine's pipeline (docs/architecture.md, "The scoring engine"): text → parse → analyse → score → explain,
    // each stage importing only the stages before it; lexicon/ and data/ are data every stage may read.
    {
      name: 'scoring-text-is-the-bottom',
      severity: 'error',
      comment: 'text/ (normalisation, the matcher) is what every stage reads text with; it knows no vocabulary and no stage.',
      from: { path: '^src/scoring/text/' },
      to: { path: '^src/scoring/', pathNot: '^src/scoring/text/' },
    },
    {
      name: 'scoring-lexicon-is-data',
      severity: 'error',
      comment: 'lexicon/ is the vocabulary as data: it may take types from text/ and data/, and values only from itself and data/.',
      from: { path: '^src/scoring/lexicon/' },
      to: { pathNot: ['^src/scoring/(lexicon|data)/'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'scoring-parse-before-analysis',
      severity: 'error',
      comment: 'parse/ segments a statement into a tree with shares; what a word means is the analysis, which the parser asks through the readers it is given.',
      from: { path: '^src/scoring/parse/' },
      to: { path: ['^src/scoring/(analyse|score|explain|lexicon)/', '^src/scoring/(pipeline|index)\\.ts$'] },
    },
    {
      name: 'scoring-analysis-before-scores',
      severity: 'error',
      comment: 'analyse/ annotates the parsed tree (and the other fields) once; the scores and the explanation read the annotations.',
      from: { path: '^src/scoring/analyse/' },
      to: { path: ['^src/scoring/(score|explain)/', '^src/scoring/(pipeline|index)\\.ts$'] },
    },
    {
      name: 'scoring-scores-read-annotations',
      severity: 'error',
      comment: 'A score reads the annotated tree, never the raw text again: no matcher, no vocabulary, no parser stage.',
      from: { path: '^src/scoring/score/' },
      to: { path: ['^src/scoring/(text|lexicon)/', '^src/scoring/parse/(statement|segment|items|phrases|shares)\\.ts$', '^src/scoring/explain/'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'scoring-explain-reads-the-trace',
      severity: 'error',
      comment: 'explain/ turns one run\'s trace into the published explanation; it never reads text again, so the explanation cannot disagree with the scores.',
      from: { path: '^src/scoring/explain/' },
      to: { path: ['^src/scoring/text/matcher\\.ts$', '^src/scoring/lexicon/', '^src/scoring/parse/'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'features-never-import-http',
      severity: 'error',
      comment: 'A feature answers in its own and the shared types; the HTTP pipeline adapts them, so a feature works the same from the CLI, a task or a test.',
      from: { path: FEATURES },
      to: { path: '^src/http/' },
    },
    {
      name: 'jobs-never-import-http',
      severity: 'error',
      comment:
        'The worker runs without the HTTP pipeline (`pss worker`): what it shares with the API (whether the database is reachable, the logger) ' +
        'lives in src/db and src/shared.',
      from: { path: '^src/jobs/' },
      to: { path: '^src/http/' },
    },
    {
      name: 'shared-never-imports-http',
      severity: 'error',
      comment: 'shared/ is below every feature; if it imported http, every feature would import http through it.',
      from: { path: '^src/shared/' },
      to: { path: '^src/http/' },
    },
    {
      name: 'db-never-imports-features',
      severity: 'error',
      comment: 'The database layer (connection, migrations, COPY) knows tables, not features: features depend on it, never the other way.',
      from: { path: '^src/db/' },
      to: { path: [FEATURES, '^src/(scoring|http|cli|jobs)/', '^src/runtime\\.ts$'] },
    },
    {
      name: 'features-never-import-composition',
      severity: 'error',
      comment: 'runtime.ts and cli/ wire the features together; a feature importing them would import every other feature.',
      from: { path: [FEATURES, '^src/(scoring|db|jobs|shared|http)/'] },
      to: { path: ['^src/runtime\\.ts$', '^src/cli/'] },
    },
    {
      name: 'products-do-not-import-subscriptions',
      severity: 'error',
      comment: 'Subscriptions build on the catalogue (products); the catalogue must not need subscriptions, or the two slices become one.',
      from: { path: '^src/products/' },
      to: { path: '^src/subscriptions/' },
    },
    {
      name: 'client-is-standalone',
      severity: 'error',
      comment: 'clients/typescript is the published partner client (@pss/client): it may use only generated/ and itself, never the server.',
      from: { path: '^clients/typescript/src/' },
      to: { path: '^src/' },
    },
    {
      name: 'sql-only-in-stores',
      severity: 'error',
      comment: 'SQL lives in stores (*-store.ts), db/ (connection, migrations, COPY) and jobs/ (graphile-worker queue); elsewhere it hides data access from review.',
      from: { pathNot: ['-store\\.ts$', '^src/db/', '^src/jobs/'] },
      to: { path: SQL_PACKAGES, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'stores-never-import-services',
      severity: 'error',
      comment: 'A store is the bottom of its slice (handlers → service → store): it knows tables, and services, handlers, tasks and the wiring call it, never the other way.',
      from: { path: '-store\\.ts$' },
      to: { path: ['-(service|handlers|module)\\.ts$', '/tasks/'] },
    },
    {
      name: 'tasks-never-import-handlers-or-services',
      severity: 'error',
      comment: 'A task is the worker\'s entry point as a handler is the API\'s: it calls stores, policies and its own helpers, not the services of the API and the CLI nor the wiring, so changing an operator or partner operation cannot change what the worker does.',
      from: { path: '/tasks/' },
      to: { path: '-(service|handlers|module)\\.ts$' },
    },
    {
      name: 'policies-are-pure',
      severity: 'error',
      comment: 'A policy (*-policy.ts) is a pure function of its input, tested without a database or a clock: it imports types only, and values only from another policy.',
      from: { path: '-policy\\.ts$' },
      to: { pathNot: '-policy\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'database-handle-where-transactions-are',
      severity: 'error',
      comment: 'A Knex handle (even as a type) goes only where SQL runs or a transaction is opened and passed on: stores, db/, jobs/, services, tasks and the wiring (modules, runtime). Anywhere else it is SQL leaking out of the stores.',
      from: {
        pathNot: [
          '-store\\.ts$', '^src/db/', '^src/jobs/', '-service\\.ts$', '-module\\.ts$', '/tasks/', '^src/runtime\\.ts$',
          // Opens a transaction and hands it to the subscription store.
          '^src/subscriptions/record-refresher\\.ts$',
          // Opens the transaction in which a delivery's slot is claimed or released (delivery-slots-store.ts runs the SQL).
          '^src/webhooks/delivery-slots\\.ts$',
          // Hands the handle to rate-limiter-flexible's PostgreSQL store, which owns that SQL (table rate_limits).
          '^src/accounts/auth-throttle\\.ts$',
        ],
      },
      to: { path: '^node_modules/knex/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports are edges too: a feature importing http's types still depends on http.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
