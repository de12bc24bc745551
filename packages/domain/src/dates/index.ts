export * from './calendar-day';
export * from './date-filter';
export * from './dates';
