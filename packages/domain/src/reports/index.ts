export * from './charge-report';
export * from './csv';
export * from './reports';
