import type { IncomingHttpHeaders } from 'node:http';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { OpenAPIBackend, type Document, type Operation } from 'openapi-backend';
import type { FieldError } from '../shared/app-error.js';
import type { Logger } from '../shared/logger.js';
import { loadContract } from '../shared/contract.js';
import { toFieldErrors } from './validation-errors.js';

/** A request's parts as the contract describes them; validation coerces `query` in place (`limit=5` → 5). */
export interface RequestParts {
  path: Record<string, string>;
  query: Record<string, string | string[] | undefined>;
  header: IncomingHttpHeaders;
  /** Left out when no body was sent. */
  requestBody?: unknown;
}

/**
 * The contract's operations and their request validators, from openapi-backend: it dereferences
 * `openapi/v2.yaml` and compiles one Ajv 2020 validator (with formats) per operation for the body
 * and one for the parameters (path, query, header; parameters coerced to their schema types). Only
 * these public parts of the library are used; routing and the request steps are the operation core's.
 */
export async function createRequestValidator(logger: Logger) {
  const { json } = loadContract();
  const api = new OpenAPIBackend({
    // A JSON copy: YAML anchors share objects, which the dereferencer would turn back into $refs.
    definition: JSON.parse(json) as Document,
    strict: true,
    validate: true,
    coerceTypes: true,
    ajvOpts: { allErrors: true, strict: false },
    // Validators are compiled on first use instead of ~160 at start, and in the background right
    // after start (below). `quick` also skips openapi-backend's document check, which knows only
    // OpenAPI 3.0; Redocly lints the contract.
    quick: true,
    customizeAjv: (_original, ajvOptions) => {
      // Redocly lints the contract, so Ajv need not check each schema against the meta-schema
      // (that check alone cost seconds at start).
      const ajv = new Ajv2020.default({ ...ajvOptions, allErrors: true, strict: false, validateSchema: false });
      addFormats.default(ajv);
      return ajv;
    },
  });
  await api.init();
  const operations = api.router.getOperations();
  compileInBackground(api, operations, logger);

  /** Every place of `parts` that breaks the operation's schemas, as a 400's `errors` (empty when valid). */
  function validate(operation: Operation, parts: RequestParts): FieldError[] {
    const errors = [];
    for (const validator of api.validator.getRequestValidatorsForOperation(operation.operationId as string)) {
      if (!validator(parts) && validator.errors) errors.push(...validator.errors);
    }
    return errors.length === 0 ? [] : toFieldErrors(errors);
  }

  return { operations, validate };
}

export type RequestValidator = Awaited<ReturnType<typeof createRequestValidator>>;

/**
 * Compiles each operation's validators one per turn of the event loop right after start (5–55 ms
 * each), so the first request of each operation does not wait for its compilation.
 */
function compileInBackground(api: OpenAPIBackend, operations: Operation[], logger: Logger): void {
  // Path aliases share an operation: each operationId once.
  const pending = [...new Set(operations.map((operation) => operation.operationId).filter((id): id is string => Boolean(id)))];
  const next = () => {
    const operationId = pending.shift();
    if (!operationId) return;
    try {
      const started = performance.now();
      api.validator.getRequestValidatorsForOperation(operationId);
      logger.debug({ operationId, ms: Math.round(performance.now() - started) }, 'request validators compiled');
    } catch (error) {
      logger.warn({ err: error, operationId }, 'request validators did not compile; they will be compiled on first use');
    }
    setImmediate(next);
  };
  setImmediate(next);
}
