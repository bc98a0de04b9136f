import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ClientMode } from '../shared/client.js';

/** A recognisable prefix lets leaked keys be found by secret scanners and in logs. */
export const API_KEY_PREFIX = 'pss_live_';
/** Test keys open the client's sandbox; their own prefix tells them apart at a glance (both are 9 characters). */
export const TEST_API_KEY_PREFIX = 'pss_test_';

export function generateApiKey(mode: ClientMode = 'live'): string {
  return (mode === 'test' ? TEST_API_KEY_PREFIX : API_KEY_PREFIX) + randomBytes(24).toString('base64url');
}

export function hashApiKey(key: string): Buffer {
  return createHash('sha256').update(key, 'utf8').digest();
}

/** What may be shown of a key after it was issued: enough to tell keys apart, never to use one. */
export function apiKeyDisplayPrefix(key: string): string {
  return key.slice(0, API_KEY_PREFIX.length + 4);
}

export function hashesEqual(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}
