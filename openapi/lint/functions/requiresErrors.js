// Spectral function: a problem schema for `400` requires `errors`, which every 400 the service sends carries
// (the places in the request that are wrong). Given a schema (resolved); `required` may come through `allOf`.
function requiredOf(schema) {
  const own = Array.isArray(schema?.required) ? schema.required : [];
  return [...own, ...(schema?.allOf ?? []).flatMap(requiredOf)];
}

export default function requiresErrors(schema) {
  return requiredOf(schema).includes('errors') ? [] : [{ message: 'a 400 problem must require `errors`' }];
}
