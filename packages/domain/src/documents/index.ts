export * from './documents';
export * from './postal-address';
