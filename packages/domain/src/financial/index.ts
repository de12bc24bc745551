export * from './anticipation';
export * from './financial';
