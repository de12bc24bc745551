import { type BalcaoClients, unwrap } from '@balcao/client';

export interface ChargeReportInput {
  expirationDateInitial: string;
  expirationDateFinal: string;
  email: string;
}

/** §7 'CSV report': the CSV goes to the e-mail given and to the notification centre. */
export function requestChargeReport(clients: BalcaoClients, input: ChargeReportInput) {
  return unwrap(clients.payment.POST('/sellers/send-charge-report', { body: input }));
}
