import { expect } from 'vitest';
import { contractViolations } from './contract.js';

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
  /** Leave the contract check out: only for answers that are not the service's (e.g. Prism's). */
  notTheService?: boolean;
}

/**
 * A client that never throws on an error status, so tests assert on status and body. Every answer
 * of the service is checked against the contract (test/support/contract.ts `contractViolations`).
 */
export async function request<T = any>(url: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.apiKey !== undefined) headers['X-API-KEY'] = options.apiKey;
  let body: string | Buffer | undefined = options.rawBody;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['Content-Type'] ??= 'application/json';
  }
  const response = await fetch(url, { method: options.method ?? (body === undefined ? 'GET' : 'POST'), headers, body: body as BodyInit | undefined });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  const answer: ApiResponse<T> = { status: response.status, headers: response.headers, body: parsed as T, text };
  if (!options.notTheService) {
    const method = options.method ?? (body === undefined ? 'GET' : 'POST');
    expect(contractViolations(method, url, answer), `${method} ${url} → ${response.status}: ${text.slice(0, 300)}`).toEqual([]);
  }
  return answer;
}
