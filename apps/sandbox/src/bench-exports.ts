// What bench/ needs beyond starting a sandbox: the rule functions the charges list and the dashboard
// handlers call, and the bulk charge seed, so that the 1,000,000-charge benchmark times the rules
// without HTTP. Benchmarks import only the package; when the areas move, only these paths change.

export { insertScaleCharges } from '../seed/charges-scale';
export { insertScaleLinks } from '../seed/payment-links';
export { dashboardCharges, dashboardChart } from './areas/charges/dashboard';
export { type ChargeListQuery, listCharges } from './areas/charges/list';
export { balances } from './areas/ledger/balances';
export { insertScaleLedger } from './areas/ledger/scale';
export { futureEntries, statement } from './areas/ledger/statement';
export { listPaymentLinks, type PaymentLinkListQuery } from './areas/payment-links/list';
export type { Caller } from './areas/shared/caller';
