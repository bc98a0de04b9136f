import type { IncomingHttpHeaders } from 'node:http';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { OpenAPIBackend, type Document, type Operation } from 'openapi-backend';
import type { FieldError } from '../shared/app-error.js';
import type { Logger } from '../shared/logger.js';
import { loadContract } from '../shared/contract.js';
import { gtinCheckDigitIsValid } from '../shared/gtin.js';
import { GS1_CHECK_DIGIT_KEYWORD, toFieldErrors } from './validation-errors.js';

const GTIN_DIGITS = /^[0-9]{8,14}$/;

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
    // `verbose` puts the offending value on each error (only errors pay for it), so an enum error can
    // tell a value that is right but for its case ("se" for "SE") from one that is wrong.
    ajvOpts: { allErrors: true, strict: false, verbose: true },
    // Validators are compiled on first use instead of ~160 at start, and in the background right
    // after start (below). `quick` also skips openapi-backend's document check, which knows only
    // OpenAPI 3.0; Redocly lints the contract.
    quick: true,
    customizeAjv: (_original, ajvOptions) => {
      // Redocly lints the contract, so Ajv need not check each schema against the meta-schema
      // (that check alone cost seconds at start).
      const ajv = new Ajv2020.default({ ...ajvOptions, allErrors: true, strict: false, validateSchema: false });
      addFormats.default(ajv);
      // `x-gs1-check-digit: true` on a GTIN: its GS1 check digit, checked with every other rule so
      // one 400 lists all that is wrong. A value that is not 8 to 14 digits is the pattern's error alone.
      ajv.addKeyword({
        keyword: GS1_CHECK_DIGIT_KEYWORD,
        type: 'string',
        schemaType: 'boolean',
        errors: false,
        validate: (wanted: boolean, value: string) => !wanted || !GTIN_DIGITS.test(value) || gtinCheckDigitIsValid(value),
      });
      return ajv;
    },
  });
  await api.init();
  const operations = api.router.getOperations();
  compileInBackground(api, operations, logger);

  /** Every place of `parts` that breaks the operation's schemas, as a 400's `errors` (empty when valid). */
  function validate(operation: Operation, parts: RequestParts): FieldError[] {
    // Before coercion turns `1e2`, `0x10` or ` 1` into a number the schema would accept.
    const notWritten = wholeNumbersNotInDigits(operation, parts.query);
    const errors = [];
    for (const validator of api.validator.getRequestValidatorsForOperation(operation.operationId as string)) {
      if (!validator(parts) && validator.errors) errors.push(...validator.errors);
    }
    const schemaErrors = errors.length === 0 ? [] : toFieldErrors(errors);
    // One error per parameter: `limit=x` breaks both rules.
    return [...notWritten.filter((error) => !schemaErrors.some((other) => other.parameter === error.parameter)), ...schemaErrors];
  }

  return { operations, validate };
}

export type RequestValidator = Awaited<ReturnType<typeof createRequestValidator>>;

const DECIMAL_DIGITS = /^-?[0-9]+$/;

/**
 * Integer query parameters must be written in decimal digits: coercion would otherwise read
 * `1e2` as 100, `0x10` as 16 and ` 1` as 1, numbers the contract's `type: integer` does not name.
 */
function wholeNumbersNotInDigits(operation: Operation, query: RequestParts['query']): FieldError[] {
  const errors: FieldError[] = [];
  for (const parameter of operation.parameters ?? []) {
    if (!('in' in parameter) || parameter.in !== 'query' || (parameter.schema as { type?: unknown } | undefined)?.type !== 'integer') continue;
    const value = query[parameter.name];
    if (typeof value === 'string' && !DECIMAL_DIGITS.test(value)) errors.push({ parameter: parameter.name, detail: 'must be a whole number written in decimal digits' });
  }
  return errors;
}

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
