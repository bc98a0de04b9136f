import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanLogs } from '../../support/log-scan.js';

describe('the log scan that guards the secrets policy', () => {
  it('when a log holds an API key, a secret or a body, then each is found; clean lines pass', () => {
    const directory = mkdtempSync(path.join(os.tmpdir(), 'scan-'));
    writeFileSync(path.join(directory, 'a.ndjson'), [
      '{"msg":"request completed","req":{"path":"/v2/subscribe/account"}}',
      '{"msg":"oops","key":"pss_live_abcdefghijklmnopqrstuvwxyz012345"}',
      '{"msg":"oops","secret":"whsec_test_123"}',
      '{"msg":"oops","body":[{"gtin":"1","ingredients":"salt"}]}',
    ].join('\n'));
    const scan = scanLogs(directory);
    expect(scan.lines).toBe(4);
    expect(scan.findings.map((finding) => finding.split(' contains ')[1]?.split(':')[0])).toEqual(['an API key', 'a webhook signing secret', 'a request body']);
  });
});
