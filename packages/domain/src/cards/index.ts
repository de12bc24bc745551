export * from './card-invoices';
export * from './card-limits';
export * from './card-schema';
export * from './cards';
