export * from './sub-seller-schema';
export * from './sub-sellers';
