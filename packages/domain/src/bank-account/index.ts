export * from './activation-schema';
export * from './bank-account';
export * from './bank-account-payload';
