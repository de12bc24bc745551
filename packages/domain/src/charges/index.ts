export * from './charge-actions';
export * from './charge-schema';
export * from './charges';
export * from './invoices';
export * from './late-payment';
export * from './refund-receivables';
