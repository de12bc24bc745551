export * from './balance-card';
export * from './bank-slip';
export * from './payments-list';
export * from './pix-key-input';
