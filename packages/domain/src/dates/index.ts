export * from './calendar-day';
export * from './dates';
