export * from './cdi-yield';
export * from './treasury-access';
export * from './treasury-operations';
export * from './treasury-statement';
