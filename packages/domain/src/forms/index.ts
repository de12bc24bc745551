export * from './field-errors';
export * from './masks';
export * from './validation-messages';
