export * from './balance-card';
export * from './bank-slip';
export * from './new-payment';
export * from './payment-actions';
export * from './payments-list';
export * from './pix-key-input';
