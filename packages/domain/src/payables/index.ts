export * from './bank-slip';
export * from './pix-key-input';
