/**
 * Business constants and limits of §9 of the common document (and of the shared controls of
 * §2.8), named so that the code says what a number is for.
 */

/** Refresh the access token when it is this close to expiry. */
export const TOKEN_REFRESH_THRESHOLD_MS = 60_000;
/** The core client refreshes earlier. */
export const CORE_TOKEN_REFRESH_THRESHOLD_MS = 120_000;

/** After 'Link enviado para seu e-mail…', back to /login. */
export const RESET_REQUEST_REDIRECT_DELAY_MS = 1_500;
/** After 'Nova senha cadastrada com sucesso!', back to /login. */
export const NEW_PASSWORD_REDIRECT_DELAY_MS = 2_000;

/** The bell shows the unread count up to this, then '9+'. */
export const NOTIFICATION_BADGE_CAP = 9;
export const NOTIFICATION_FIRST_PAGE_SIZE = 10;
/** Each further load asks for this many more items. */
export const NOTIFICATION_PAGE_SIZE_STEP = 2;
export const NOTIFICATION_SORT = 'createdAt,desc';

export const DEFAULT_COUNTRY_CODE = '+55';
export const DEFAULT_NATION = 'BR';
export const PHONE_PREFIX = '55';

export const CUSTOMER_PICKER_SIZE = 100;
export const CUSTOMER_PICKER_SORT = 'name,ASC';
export const CUSTOMER_LOOKUP_SIZE = 20;

export const DASHBOARD_CHARGE_QUERY_SIZE = 1_000;
/** A weekly range is the chosen start plus this many days (7 days in all). */
export const WEEK_RANGE_EXTRA_DAYS = 6;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 150;
export const TWO_FACTOR_CODE_LENGTH = 6;

/** The charge filter counts pages from 1; the API counts from 0 where the area documents say so. */
export const CHARGE_FILTER_FIRST_PAGE = 1;
export const PAGINATION_MAX_BUTTONS = 5;

export const PAYMENTS_SEARCH_DEBOUNCE_MS = 300;
/** Payment-link preview and installment simulation. */
export const PREVIEW_DEBOUNCE_MS = 1_000;

/** Scheduled-date picker: the minimum is today; times in steps of this many minutes. */
export const SCHEDULE_TIME_STEP_MINUTES = 15;
/** Calendars always show six weeks (42 cells), so they do not change height between months. */
export const CALENDAR_WEEKS = 6;

export const CURRENCY = 'BRL';
export const LOCALE = 'pt-BR';
export const API_DATE_FORMAT = 'yyyy-MM-dd';
export const DISPLAY_DATE_FORMAT = 'dd/MM/yyyy';
export const DISPLAY_DATE_TIME_FORMAT = 'dd/MM/yyyy HH:mm';
