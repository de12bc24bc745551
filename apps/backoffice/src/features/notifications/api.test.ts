import { describe, expect, it } from 'vitest';
import { notificationChargePath, notificationDownloadUrl } from './api';

describe('notification targets', () => {
  it('opens a report’s download link, and a charge otherwise', () => {
    const report = [
      { name: 'downloadUrl', value: 'http://localhost:4010/_sandbox/outbox/7/attachments/0' },
      { name: 'fileName', value: 'cobrancas_2026-10-01_a_2026-10-31.csv' },
    ];
    expect(notificationDownloadUrl(report)).toBe('http://localhost:4010/_sandbox/outbox/7/attachments/0');
    expect(notificationDownloadUrl([{ name: 'uuid', value: 'c1' }])).toBeNull();
    expect(notificationChargePath([{ name: 'uuid', value: 'c1' }])).toBe('/cobrancas/c1');
  });

  it('never follows a link that is not http(s)', () => {
    expect(notificationDownloadUrl([{ name: 'downloadUrl', value: 'javascript:alert(1)' }])).toBeNull();
  });
});
