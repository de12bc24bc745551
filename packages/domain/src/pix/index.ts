export * from './pix';
export * from './pix-keys';
export * from './pix-limits';
