export * from './customer-schema';
