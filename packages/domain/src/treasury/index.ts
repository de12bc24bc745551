export * from './cdi-yield';
