// Spectral function: no two paths that one request path could match. Two path templates with the same number of
// segments are ambiguous when every segment pair could match the same text: equal literals, a template against
// a template, or a template against a literal that its parameter's schema (pattern, enum) admits. So
// `/subscribe/account` and `/subscribe/{gtin}` are not ambiguous: a GTIN is 8 to 14 digits. Given `paths` (resolved).
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const isTemplate = (segment) => /^\{[^}]+\}$/.test(segment);

/** The schema of path parameter `name` anywhere on the path item or its operations. */
function parameterSchema(item, name) {
  const candidates = [...(item.parameters ?? []), ...METHODS.flatMap((method) => item[method]?.parameters ?? [])];
  return candidates.find((parameter) => parameter?.in === 'path' && parameter.name === name)?.schema;
}

function admits(schema, literal) {
  if (!schema) return true;
  // A schema made of others (`allOf: [Gtin]` beside a keyword of the service's own) admits what all of them admit.
  if (Array.isArray(schema.allOf) && !schema.allOf.every((part) => admits(part, literal))) return false;
  if (Array.isArray(schema.enum) && !schema.enum.map(String).includes(literal)) return false;
  if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(literal)) return false;
  if (typeof schema.minLength === 'number' && literal.length < schema.minLength) return false;
  if (typeof schema.maxLength === 'number' && literal.length > schema.maxLength) return false;
  return true;
}

function segmentsMayMatch(a, itemA, b, itemB) {
  if (isTemplate(a) && isTemplate(b)) return true;
  if (isTemplate(a)) return admits(parameterSchema(itemA, a.slice(1, -1)), b);
  if (isTemplate(b)) return admits(parameterSchema(itemB, b.slice(1, -1)), a);
  return a === b;
}

export default function noAmbiguousPaths(paths, _options, context) {
  const entries = Object.entries(paths ?? {});
  const results = [];
  for (let i = 0; i < entries.length; i += 1) {
    for (let j = i + 1; j < entries.length; j += 1) {
      const [pathA, itemA] = entries[i];
      const [pathB, itemB] = entries[j];
      const a = pathA.split('/');
      const b = pathB.split('/');
      if (a.length !== b.length) continue;
      if (a.every((segment, index) => segmentsMayMatch(segment, itemA, b[index], itemB))) {
        results.push({ message: `${pathA} and ${pathB} can match the same request path`, path: [...context.path, pathB] });
      }
    }
  }
  return results;
}
