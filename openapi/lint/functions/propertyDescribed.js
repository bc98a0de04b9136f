// Spectral function: every property of an object schema says what it is. Given a schema's `properties` (unresolved):
// a property is described by its own `description`, or by the one of the schema its `$ref` (chain) points to.
const isDescribed = (node) => typeof node?.description === 'string' && node.description.trim() !== '';

function described(node, document) {
  let current = node;
  for (let hops = 0; hops < 20 && current; hops += 1) {
    if (isDescribed(current)) return true;
    if (typeof current.$ref !== 'string') return false;
    current = current.$ref.replace(/^#\//, '').split('/').reduce((at, part) => at?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], document);
  }
  return false;
}

export default function propertyDescribed(properties, _options, context) {
  const results = [];
  for (const [name, property] of Object.entries(properties ?? {})) {
    if (described(property, context.document.data)) continue;
    results.push({ message: `property ${name} has no description`, path: [...context.path, name] });
  }
  return results;
}
