// Spectral function: every response that has a body shows an example of it, in each of its media types.
// Given an operation (resolved); reports each status whose content has neither `example` nor `examples`.
export default function responseExamples(operation, _options, context) {
  const results = [];
  for (const [status, response] of Object.entries(operation?.responses ?? {})) {
    for (const [mediaType, content] of Object.entries(response?.content ?? {})) {
      const examples = content?.examples;
      const hasExamples = examples !== undefined && Object.keys(examples).length > 0;
      if (content?.example === undefined && !hasExamples) {
        results.push({ message: `${status} ${mediaType} has no example`, path: [...context.path, 'responses', status, 'content', mediaType] });
      }
    }
  }
  return results;
}
