export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  method?: string;
  apiKey?: string;
  /** JSON-serialised unless `rawBody` is given. */
  json?: unknown;
  rawBody?: string | Buffer;
  headers?: Record<string, string>;
}

/** A client that never throws on an error status, so tests assert on status and body. */
export async function request<T = any>(url: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.apiKey !== undefined) headers['X-API-KEY'] = options.apiKey;
  let body: string | Buffer | undefined = options.rawBody;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['Content-Type'] ??= 'application/json';
  }
  const response = await fetch(url, { method: options.method ?? (body === undefined ? "GET" : "POST"), headers, body: body as BodyInit | undefined });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, body: parsed as T, text };
}
