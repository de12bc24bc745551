export * from './business-days';
export * from './entries';
export * from './movement-words';
