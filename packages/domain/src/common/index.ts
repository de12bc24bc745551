export * from './constants';
export * from './random';
export * from './status';
