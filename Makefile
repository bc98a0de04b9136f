# Product Sustainability Subscription Service — `make help` lists every target.
SHELL := /bin/bash
.DEFAULT_GOAL := help
NPM_STAMP := node_modules/.install-stamp
BUILD_STAMP := dist/.build-stamp
SOURCES := $(shell find src generated -name '*.ts' 2>/dev/null) tsconfig.json tsconfig.build.json

# Every target runs on Node 24 LTS (docs/adr/0058-node-24-lts.md): the machine's node when it
# is 24.18 or newer, else the project's copy that `scripts/node-toolchain.sh 24` puts in .tools/node-24/ (first on
# PATH, so npm, npx and everything they start use it). MACHINE_PATH keeps the PATH as it was, for the Node 20 run.
ifndef MACHINE_PATH
MACHINE_PATH := $(PATH)
endif
export MACHINE_PATH
export PATH := $(CURDIR)/.tools/node-24/bin:$(MACHINE_PATH)
# The Node 20 subset of `make test`: every unit test, and the integration files that exercise each runtime part and
# tool whose package declares Node 22 or 24 (openapi-backend's reference parser, Prism), the embedded PostgreSQL
# with `pss` processes started and stopped, and graphile-worker's signed deliveries.
NODE20_TESTS := test/unit/ test/integration/subscriptions/smoke.test.ts test/integration/contract/prism-mock.test.ts \
	test/integration/db/embedded-postgres.test.ts test/integration/webhooks/delivery.test.ts

.PHONY: help node install browser postgresql topology-packages build run client-package test test-unit test-integration lint lint-code deps generate samples examples check-generated typecheck data docs mock bench audit clean test-node20

help: ## List the targets
	@grep -hE '^[a-zA-Z_-]+:.*?## ' $(MAKEFILE_LIST) | awk 'BEGIN {FS = ":.*?## "}; {printf "  \033[36m%-18s\033[0m %s\n", $$1, $$2}'

node: ## Make sure Node 24 LTS is at hand (the machine's, or the project's copy fetched into .tools/node-24/)
	@scripts/node-toolchain.sh 24 >/dev/null

# `npm install` rather than `npm ci`: with this registry mirror npm 11 leaves other platforms'
# optional packages out of the lock file and `npm ci` then refuses it (docs/adr/0002-npm-install-not-ci.md).
# `--include=dev`: the build needs TypeScript and its type packages even under NODE_ENV=production.
$(NPM_STAMP): package.json package-lock.json | node
	npm install --include=dev --no-audit --no-fund
	@touch $@

install: $(NPM_STAMP) ## Install npm packages (pinned by package-lock.json) when they changed

browser: ## Install Debian's Chromium for the docs browser test (never a tool's own browser download)
	@test -x /usr/bin/chromium || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null)

postgresql: ## Install Debian's PostgreSQL server for the integration tests (started per run, never as a service)
	@ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1 || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null)

topology-packages: postgresql ## Install Debian's PgBouncer and HAProxy for the scale-out topology test (started per run, never as services)
	@test -x /usr/sbin/pgbouncer -a -x /usr/sbin/haproxy || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pgbouncer haproxy >/dev/null)

$(BUILD_STAMP): $(NPM_STAMP) $(SOURCES)
	npx tsc -p tsconfig.build.json
	@touch $@

build: $(BUILD_STAMP) ## Compile TypeScript into dist/

dist/docs/index.html: openapi/v2.yaml redocly.docs.yaml $(NPM_STAMP)
	npx redocly build-docs openapi/v2.yaml --config redocly.docs.yaml --output $@ --inlineBundle

client-package: install ## Pack the partner client into dist/downloads/ (served at /downloads/pss-client-<version>.tgz)
	mkdir -p dist/downloads
	npm pack ./clients/typescript --pack-destination dist/downloads --silent

run: build dist/docs/index.html client-package ## Install, build, migrate and start API + worker on the embedded database
	node bin/pss.js serve

# The integration tests run against Debian's PostgreSQL server, as production runs one (test/support/postgres-server.ts).
# Every check and the whole suite on Node 24, then the Node 20 subset while Node 20 is still accepted.
test: install lint lint-code deps check-generated typecheck build browser postgresql topology-packages ## Run every check and test on Node 24, and a subset on Node 20 (what CI runs)
	@echo "make test: the whole suite on Node $$(node -p process.versions.node)"
	PSS_TEST_POSTGRES=debian npx vitest run --project unit --project integration
	PSS_TEST_POSTGRES=debian npx vitest run --project integration-alone --maxWorkers=1
	@$(MAKE) --no-print-directory test-node20

test-node20: install build postgresql ## Run the Node 20 subset of make test (NODE20_TESTS: every unit test and four integration files)
	@node20="$$(scripts/node-toolchain.sh 20)" && echo "make test-node20: the subset on Node $$("$$node20/node" -p process.versions.node)" && \
	PATH="$$node20:$$MACHINE_PATH" PSS_TEST_POSTGRES=debian npx vitest run $(NODE20_TESTS)

test-unit: install ## Run only the unit tests
	npx vitest run --project unit

test-integration: install build browser postgresql topology-packages ## Run only the integration tests (real PostgreSQL server)
	PSS_TEST_POSTGRES=debian npx vitest run --project integration
	PSS_TEST_POSTGRES=debian npx vitest run --project integration-alone --maxWorkers=1

lint: install ## Lint the contract with Redocly and Spectral (OpenAPI + OWASP rulesets, .spectral.yaml; the consumer ruleset, openapi/lint/)
	npx redocly lint openapi/v2.yaml
	npx spectral lint openapi/v2.yaml --fail-severity=error --quiet
	npx spectral lint openapi/v2.yaml --ruleset openapi/lint/consumer.spectral.yaml --fail-severity=error --display-only-failures

lint-code: install ## Lint the code: ESLint with typescript-eslint's type-aware rules, then knip (unused files, exports, dependencies)
	npx eslint --cache --cache-location node_modules/.cache/eslint/ .
	npx knip

deps: install ## Check the module boundaries of docs/architecture.md (dependency-cruiser, .dependency-cruiser.cjs)
	npx depcruise src clients/typescript/src

generate: install ## Regenerate generated/ from openapi/v2.yaml
	npx openapi-typescript

check-generated: install ## Fail when generated/, the contract's error examples or code samples, or the docs' accuracy tables are stale
	npx openapi-typescript --check
	npx tsx scripts/error-examples.ts --check
	npx tsx scripts/code-samples.ts --check
	npx tsx scripts/docs/accuracy-tables.ts --check

typecheck: install ## Type-check everything (src, generated, test, scripts)
	npx tsc -p tsconfig.json --noEmit

samples: install ## Rewrite the x-codeSamples (curl, JavaScript, Python) of every operation in the contract from its examples
	npx tsx scripts/code-samples.ts

examples: install ## Rewrite the contract's examples: the oat drink's record and explanation from the engine, every operation's error examples (scripts/error-examples.ts)
	npx tsx scripts/contract-examples.ts
	npx tsx scripts/error-examples.ts
	npx tsx scripts/code-samples.ts
	npx openapi-typescript

docs-tables: install ## Rewrite the accuracy tables of README.md and docs/partner-guide.md from the sets measured once (test/unit/scoring/score/environment/measured-once.ts)
	npx tsx scripts/docs/accuracy-tables.ts

data: install ## Regenerate the scoring tables in src/scoring/data/ from the primary files in data/sources/
	npx tsx scripts/data/generate.ts

docs: install ## Build the partner docs (Redoc, bundle inlined, works offline) into dist/docs/index.html
	npx redocly build-docs openapi/v2.yaml --config redocly.docs.yaml --output dist/docs/index.html --inlineBundle
	@echo "Docs: dist/docs/index.html (also served at /docs by make run)"

mock: install ## Serve the Prism mock of the contract at http://127.0.0.1:4010/v2, the production base path (scripts/mock-contract.ts)
	npx tsx scripts/mock-contract.ts dist/mock/v2.yaml
	npx prism mock dist/mock/v2.yaml --host 127.0.0.1 --port 4010

bench: build topology-packages ## Run the benchmarks (not part of make test); figures go to bench-results/bench.json
	@command -v wrk >/dev/null || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null)
	npx tsx test/bench/run.ts

audit: install ## npm audit of the runtime dependencies
	npm audit --omit=dev

clean: ## Remove build output (keeps .data/)
	rm -rf dist
