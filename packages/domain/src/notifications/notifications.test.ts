import { describe, expect, it } from 'vitest';
import { notificationBadgeLabel, notificationPageSize } from './notifications';

describe('notification helpers', () => {
  it('caps the badge at 9+', () => {
    expect(notificationBadgeLabel(0)).toBeNull();
    expect(notificationBadgeLabel(-1)).toBeNull();
    expect(notificationBadgeLabel(1)).toBe('1');
    expect(notificationBadgeLabel(9)).toBe('9');
    expect(notificationBadgeLabel(10)).toBe('9+');
  });

  it('grows the page by 2 from 10', () => {
    expect(notificationPageSize(0)).toBe(10);
    expect(notificationPageSize(1)).toBe(12);
    expect(notificationPageSize(5)).toBe(20);
  });
});
