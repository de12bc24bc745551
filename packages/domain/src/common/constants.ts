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
export const DEFAULT_NATION = 'BR';
export const PHONE_PREFIX = '55';

export const CUSTOMER_PICKER_SIZE = 100;
export const CUSTOMER_PICKER_SORT = 'name,ASC';

export const DASHBOARD_CHARGE_QUERY_SIZE = 1_000;
/** A weekly range is the chosen start plus this many days (7 days in all). */
export const WEEK_RANGE_EXTRA_DAYS = 6;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 150;
export const TWO_FACTOR_CODE_LENGTH = 6;
export const PAGINATION_MAX_BUTTONS = 5;

export const PAYMENTS_SEARCH_DEBOUNCE_MS = 300;
/** §4: a link form's preview, installment simulation and split preview follow it 1 s after the last change. */
export const LINK_PREVIEW_DEBOUNCE_MS = 1000;
