export * from './notification-settings';
export * from './notification-settings-schema';
export * from './notifications';
