import { describe, expect, it } from 'vitest';
import * as constants from './constants';
import { notificationBadgeLabel, notificationPageSize } from './notifications';

describe('§9 constants', () => {
  it('hold the documented values', () => {
    expect(constants.TOKEN_REFRESH_THRESHOLD_MS).toBe(60_000);
    expect(constants.CORE_TOKEN_REFRESH_THRESHOLD_MS).toBe(120_000);
    expect(constants.RESET_REQUEST_REDIRECT_DELAY_MS).toBe(1_500);
    expect(constants.NEW_PASSWORD_REDIRECT_DELAY_MS).toBe(2_000);
    expect(constants.NOTIFICATION_FIRST_PAGE_SIZE).toBe(10);
    expect(constants.NOTIFICATION_PAGE_SIZE_STEP).toBe(2);
    expect(constants.NOTIFICATION_BADGE_CAP).toBe(9);
    expect(constants.DEFAULT_COUNTRY_CODE).toBe('+55');
    expect(constants.DEFAULT_NATION).toBe('BR');
    expect(constants.CUSTOMER_PICKER_SIZE).toBe(100);
    expect(constants.CUSTOMER_LOOKUP_SIZE).toBe(20);
    expect(constants.DASHBOARD_CHARGE_QUERY_SIZE).toBe(1_000);
    expect(constants.PASSWORD_MIN_LENGTH).toBe(8);
    expect(constants.PASSWORD_MAX_LENGTH).toBe(150);
    expect(constants.PAYMENTS_SEARCH_DEBOUNCE_MS).toBe(300);
    expect(constants.PREVIEW_DEBOUNCE_MS).toBe(1_000);
    expect(constants.SCHEDULE_TIME_STEP_MINUTES).toBe(15);
  });
});

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
