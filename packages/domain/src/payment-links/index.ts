export * from './checkout-schema';
export * from './link-schedule';
export * from './link-split';
export * from './payment-link-schema';
export * from './payment-links';
