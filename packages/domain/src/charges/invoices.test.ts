import { describe, expect, it } from 'vitest';
import {
  canCancelInvoice,
  canEmailInvoice,
  chargeAcceptsInvoice,
  invoiceEmission,
  invoiceStatusBadge,
  isLiveInvoice,
} from './invoices';

const inv = (...statuses: string[]) => statuses.map((status) => ({ status }));

describe('invoiceEmission', () => {
  it('offers emitting ahead only with no invoice and the config active', () => {
    expect(invoiceEmission({ invoices: [], configActive: true, chargeStatus: 'SCHEDULED' })).toBe(
      'emit-ahead',
    );
    expect(invoiceEmission({ invoices: [], configActive: false, chargeStatus: 'SCHEDULED' })).toBeNull();
  });

  it('offers emitting again when every invoice is cancelled or rejected', () => {
    for (const invoices of [inv('CANCELED'), inv('REJECTED'), inv('CANCELED', 'REJECTED')])
      expect(invoiceEmission({ invoices, configActive: true, chargeStatus: 'PAID' })).toBe('emit-again');
  });

  it('offers nothing while an invoice is authorized or in processing', () => {
    for (const invoices of [inv('AUTHORIZED'), inv('SEND_INVOICE_SYSTEM'), inv('CANCELED', 'AUTHORIZED')])
      expect(invoiceEmission({ invoices, configActive: true, chargeStatus: 'PAID' })).toBeNull();
  });

  it('offers nothing for a charge that is no sale', () => {
    for (const chargeStatus of ['CANCELED', 'ABANDONNED', 'REFUND', 'CHARGEBACK']) {
      expect(chargeAcceptsInvoice(chargeStatus)).toBe(false);
      expect(invoiceEmission({ invoices: [], configActive: true, chargeStatus })).toBeNull();
    }
    for (const chargeStatus of ['SCHEDULED', 'LATE', 'PAID', 'PAID_MANUALLY', 'FAILED', 'DISPUTE'])
      expect(chargeAcceptsInvoice(chargeStatus)).toBe(true);
  });
});

describe('invoice actions and labels', () => {
  it('cancels and e-mails only an authorized invoice', () => {
    for (const status of ['SEND_INVOICE_SYSTEM', 'CANCELED', 'REJECTED', 'NOT_EMITTED']) {
      expect(canCancelInvoice(status)).toBe(false);
      expect(canEmailInvoice(status)).toBe(false);
    }
    expect(canCancelInvoice('AUTHORIZED')).toBe(true);
    expect(canEmailInvoice('AUTHORIZED')).toBe(true);
  });

  it('calls authorized and in-processing invoices live', () => {
    expect(['AUTHORIZED', 'SEND_INVOICE_SYSTEM', 'CANCELED', 'REJECTED'].filter(isLiveInvoice)).toEqual([
      'AUTHORIZED',
      'SEND_INVOICE_SYSTEM',
    ]);
  });

  it('labels every state in Portuguese and shows an unknown one as sent', () => {
    expect(invoiceStatusBadge('NOT_EMITTED').label).toBe('Não emitida');
    expect(invoiceStatusBadge('AUTHORIZED')).toEqual({ label: 'Autorizada', tone: 'success' });
    expect(invoiceStatusBadge('SEND_INVOICE_SYSTEM').label).toBe('Em processamento');
    expect(invoiceStatusBadge('XYZ')).toEqual({ label: 'XYZ', tone: 'neutral' });
  });
});
