export * from './business-days';
export * from './entries';
