import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/calendar-day';
import {
  channelInUse,
  chargeNoticeMessage,
  DEFAULT_ACTIVE_NOTIFICATION_TYPES,
  fillNotificationMessage,
  NOTIFICATION_TYPES,
  notificationMessage,
  notificationSubject,
  parseNotificationType,
  REMINDER_OFFSETS,
  reminderDue,
  reminderDueRange,
} from './notification-settings';
import { notificationIdentificationErrors } from './notification-settings-schema';

describe('notification types', () => {
  it('names 42 switches, the spec’s names among them, each parsed back', () => {
    expect(NOTIFICATION_TYPES).toHaveLength(42);
    for (const name of [
      'BANK_SLIP_PREPAYMENT_FIFTEEN_DAYS',
      'BANK_SLIP_PAYMENT',
      'BANK_SLIP_LATE_PAYMENT_TWENTY_DAYS',
    ])
      expect(NOTIFICATION_TYPES).toContain(name);
    expect(parseNotificationType('PIX_PAYMENT_WHATSAPP')).toEqual({
      method: 'PIX',
      moment: 'PAYMENT',
      channel: 'WHATSAPP',
    });
    expect(parseNotificationType('PIX')).toBeNull();
    expect(DEFAULT_ACTIVE_NOTIFICATION_TYPES.every((t) => !t.endsWith('_WHATSAPP'))).toBe(true);
    expect(DEFAULT_ACTIVE_NOTIFICATION_TYPES).toHaveLength(21);
  });

  it('writes each message with its placeholders and fills them', () => {
    const text = notificationMessage('BANK_SLIP', 'PREPAYMENT_SEVEN_DAYS');
    expect(text).toContain('vence em 7 dias');
    expect(text).toContain('{link}');
    expect(notificationMessage('CREDIT_CARD', 'LATE_PAYMENT_TWO_DAYS')).not.toContain('{link}');
    expect(fillNotificationMessage('Olá, {cliente}! {nada}', { cliente: 'Ana' })).toBe('Olá, Ana! ');
    expect(notificationSubject('LATE_PAYMENT_TWENTY_DAYS')).toBe('Cobrança em atraso há 20 dias');
    expect(notificationSubject('PAYMENT')).toBe('Pagamento confirmado');
  });
});

describe('reminderDue', () => {
  const due = '2027-03-20';
  it('gives each reminder on its day, 15/7/2 before and 2/7/20 after', () => {
    const sent = [];
    for (let day = -20; day <= 25; day++) {
      const today = addDays(due, day);
      const moment = reminderDue(due, '2027-01-01', addDays(today, -1), today);
      if (moment) sent.push([day, moment]);
    }
    expect(sent).toEqual([
      [-15, 'PREPAYMENT_FIFTEEN_DAYS'],
      [-7, 'PREPAYMENT_SEVEN_DAYS'],
      [-2, 'PREPAYMENT_TWO_DAYS'],
      [2, 'LATE_PAYMENT_TWO_DAYS'],
      [7, 'LATE_PAYMENT_SEVEN_DAYS'],
      [20, 'LATE_PAYMENT_TWENTY_DAYS'],
    ]);
  });

  it('sends the latest of the days a jump crossed, none before the charge existed, none a week stale', () => {
    expect(reminderDue(due, '2027-01-01', addDays(due, -30), addDays(due, 3))).toBe('LATE_PAYMENT_TWO_DAYS');
    expect(reminderDue(due, '2027-01-01', addDays(due, -30), addDays(due, 27))).toBe(
      'LATE_PAYMENT_TWENTY_DAYS',
    );
    expect(reminderDue(due, '2027-01-01', addDays(due, -30), addDays(due, 28))).toBeNull();
    expect(reminderDue(due, '2027-01-01', addDays(due, 1), addDays(due, 400))).toBeNull();
    expect(reminderDue(due, addDays(due, -5), addDays(due, -30), addDays(due, -3))).toBeNull();
    expect(reminderDue(due, addDays(due, -5), addDays(due, -3), addDays(due, -2))).toBe(
      'PREPAYMENT_TWO_DAYS',
    );
  });

  it('looks only at due dates a reminder of the swept days can belong to', () => {
    fc.assert(
      fc.property(fc.integer({ min: -40, max: 40 }), fc.integer({ min: 0, max: 60 }), (shift, span) => {
        const through = addDays(due, shift);
        const today = addDays(through, span);
        const range = reminderDueRange(through, today);
        for (let d = -60; d <= 60; d++) {
          const candidate = addDays(due, d);
          const owed = reminderDue(candidate, '2000-01-01', through, today) !== null;
          if (owed) expect(candidate >= range.from && candidate <= range.to).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
    expect(Object.values(REMINDER_OFFSETS)).toEqual([-15, -7, -2, 2, 7, 20]);
  });
});

describe('notification identification (§5)', () => {
  it('needs a name and a valid e-mail; the hidden copy is optional but valid', () => {
    expect(notificationIdentificationErrors({ name: 'Loja', email: 'a@b.com', hiddenEmail: '' })).toEqual({});
    expect(notificationIdentificationErrors({ name: ' ', email: '', hiddenEmail: 'x' })).toEqual({
      name: 'Preenchimento obrigatório!',
      email: 'Digite um e-mail válido!',
      hiddenEmail: 'Digite um e-mail válido!',
    });
  });
});

describe('charge notices (issue 28)', () => {
  it('uses a channel for a method only when one of its switches there is on', () => {
    expect(channelInUse(['BANK_SLIP_PAYMENT_WHATSAPP'], 'BANK_SLIP', 'WHATSAPP')).toBe(true);
    expect(channelInUse(['BANK_SLIP_PAYMENT_WHATSAPP'], 'BANK_SLIP', 'EMAIL')).toBe(false);
    expect(channelInUse(['PIX_PAYMENT'], 'BANK_SLIP', 'EMAIL')).toBe(false);
  });

  it('says how to pay a new charge, and that a reissued boleto replaces the old one', () => {
    expect(chargeNoticeMessage('PIX', 'ISSUED')).toContain('Pague com Pix pelo link: {link}');
    expect(chargeNoticeMessage('CREDIT_CARD', 'ISSUED')).toContain('cartão de crédito');
    expect(chargeNoticeMessage('BANK_SLIP', 'REISSUED')).toContain('O boleto anterior não vale mais.');
  });
});
