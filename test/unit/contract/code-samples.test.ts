import { describe, expect, it } from 'vitest';
import { codeSamples, sampleRequests } from '../../../scripts/code-samples.js';

/** A contract the generator has never seen: one operation, a body without an example of its own. */
const unseen = {
  security: [{ ApiKeyAuth: [] }],
  paths: {
    '/things/{id}': {
      put: {
        operationId: 'putThing',
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string', examples: ["it's/1"] } },
          { name: 'dryRun', in: 'query', schema: { type: 'boolean', examples: [true] } },
          { name: 'mode', in: 'query', required: true, schema: { type: 'string', examples: ['fast & safe'] } },
        ],
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
        responses: { '204': { description: 'stored' } },
      },
    },
    '/open': { get: { operationId: 'open', security: [], responses: { '200': { description: 'x', content: { 'application/x-ndjson': {} } } } } },
  },
  components: {
    schemas: {
      Thing: {
        type: 'object',
        required: ['name', 'tags', 'eco'],
        properties: { name: { type: 'string', examples: ['Havre "extra"'] }, tags: { type: 'array', items: { type: 'string', examples: ['a'] } }, eco: { type: 'boolean', examples: [false] }, note: { type: 'string' } },
      },
    },
  },
};

describe('the code-sample generator (scripts/code-samples.ts)', () => {
  it('derives a request from parameters and schemas alone: path and required query examples, a body from the required properties', () => {
    const [put, open] = sampleRequests(unseen);

    expect(put).toEqual({
      operationId: 'putThing', method: 'put', template: '/things/{id}', pathParams: { id: "it's/1" }, query: { mode: 'fast & safe' }, headers: {},
      body: { name: 'Havre "extra"', tags: ['a'], eco: false }, authenticated: true, textAnswer: false,
    });
    expect(open).toMatchObject({ operationId: 'open', authenticated: false, textAnswer: true });
  });

  it('writes the values encoded and quoted for each language (test/integration/contract/code-samples.test.ts runs the contract\'s)', () => {
    const [put] = sampleRequests(unseen);
    const [curl, javascript, python] = codeSamples(put!);

    expect(curl!.source).toContain('"$PSS_BASE_URL/things/it\'s%2F1?mode=fast+%26+safe"');
    expect(javascript!.source).toContain('pss.raw.PUT("/things/{id}"');
    expect(javascript!.source).toContain('"mode": "fast & safe"');
    expect(python!.source).toContain('"eco": False');
    expect(python!.source).toContain('"/things/it\'s%2F1?mode=fast+%26+safe"');
  });

  it('stops with the operation named when a required parameter has no example anywhere', () => {
    const broken = structuredClone(unseen);
    delete (broken.paths['/things/{id}'].put.parameters[2]!.schema as { examples?: unknown }).examples;
    expect(() => sampleRequests(broken)).toThrow(/putThing: parameter mode has no example/);
  });
});
