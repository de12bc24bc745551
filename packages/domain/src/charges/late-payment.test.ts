import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/calendar-day';
import { VALIDATION_MESSAGES } from '../forms/validation-messages';
import {
  BOLETO_RESCHEDULE_FAR_MESSAGE,
  BOLETO_RESCHEDULE_PAST_MESSAGE,
  boletoAmountDue,
  boletoRescheduleDateProblem,
  calendarDaysBetween,
  lateBoletoAmountDue,
  lateTaxInputText,
  parseLateTaxInput,
  reissueBoleto,
} from './late-payment';

const due = '2026-03-10';
const late = (amountCents: number, fine: number, interest: number, today: string) =>
  lateBoletoAmountDue({
    amountCents,
    fineBasisPoints: fine,
    monthlyInterestBasisPoints: interest,
    dueDate: due,
    today,
  });

describe('lateBoletoAmountDue', () => {
  it('charges nothing on or before the due date', () => {
    expect(late(10_000, 200, 100, '2026-03-10')).toEqual({
      daysLate: 0,
      fineCents: 0,
      interestCents: 0,
      totalCents: 10_000,
    });
    expect(late(10_000, 200, 100, '2026-03-01').totalCents).toBe(10_000);
  });

  it('adds the fine once and 1/30 of the monthly rate per calendar day', () => {
    // R$ 100,00 ten days late at 2% + 1% a month: R$ 2,00 + R$ 0,33 (0,333…).
    expect(late(10_000, 200, 100, '2026-03-20')).toEqual({
      daysLate: 10,
      fineCents: 200,
      interestCents: 33,
      totalCents: 10_233,
    });
    // Across a month end and a leap-free February: 30 days late is the whole monthly rate.
    expect(late(10_000, 200, 100, addDays(due, 30)).interestCents).toBe(100);
  });

  it('rounds half up from the exact fraction', () => {
    // R$ 0,25 at 2%: 0,5 cent → 1 cent; R$ 0,24 at 2%: 0,48 cent → 0.
    expect(late(25, 200, 0, '2026-03-11').fineCents).toBe(1);
    expect(late(24, 200, 0, '2026-03-11').fineCents).toBe(0);
    // R$ 150,00 one day at 1%: 5 cents exactly.
    expect(late(15_000, 0, 100, '2026-03-11').interestCents).toBe(5);
  });

  it('refuses rates and amounts out of range', () => {
    expect(() => late(100, 10_001, 0, due)).toThrow(RangeError);
    expect(() => late(100, 0, -1, due)).toThrow(RangeError);
    expect(() => late(1.5, 0, 0, due)).toThrow(RangeError);
  });

  const amount = fc.integer({ min: 1, max: 10 ** 11 });
  const rate = fc.integer({ min: 0, max: 10_000 });
  const days = fc.integer({ min: 0, max: 3_650 });

  it('is the amount plus its parts, each a bounded share of the amount', () => {
    fc.assert(
      fc.property(amount, rate, rate, days, (a, f, i, d) => {
        const r = late(a, f, i, addDays(due, d));
        expect(r.totalCents).toBe(a + r.fineCents + r.interestCents);
        expect(Number.isSafeInteger(r.totalCents)).toBe(true);
        // Within half a cent of the exact values.
        expect(Math.abs(r.fineCents - (d > 0 ? (a * f) / 10_000 : 0))).toBeLessThanOrEqual(0.5 + 1e-6);
        expect(Math.abs(r.interestCents - (a * i * d) / 300_000)).toBeLessThanOrEqual(0.5 + 1e-3);
      }),
    );
  });

  it('never decreases as days pass, and the fine does not grow', () => {
    fc.assert(
      fc.property(amount, rate, rate, days, (a, f, i, d) => {
        const today = late(a, f, i, addDays(due, d));
        const tomorrow = late(a, f, i, addDays(due, d + 1));
        expect(tomorrow.totalCents).toBeGreaterThanOrEqual(today.totalCents);
        if (d > 0) expect(tomorrow.fineCents).toBe(today.fineCents);
      }),
    );
  });
});

describe('calendarDaysBetween', () => {
  it('counts calendar days, whatever the daylight saving', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5_000, max: 5_000 }), (n) => {
        expect(calendarDaysBetween('2018-11-03', addDays('2018-11-03', n))).toBe(n);
      }),
    );
  });
});

describe('parseLateTaxInput', () => {
  it('reads what the four-character input holds', () => {
    expect(parseLateTaxInput('2')).toEqual({ ok: true, basisPoints: 200 });
    expect(parseLateTaxInput('1,5')).toEqual({ ok: true, basisPoints: 150 });
    expect(parseLateTaxInput('0.25')).toEqual({ ok: true, basisPoints: 25 });
    expect(parseLateTaxInput('100')).toEqual({ ok: true, basisPoints: 10_000 });
  });

  it('refuses three decimals, more than 100%, text and an empty field', () => {
    expect(parseLateTaxInput(',125')).toEqual({ ok: false, message: 'Use no máximo duas casas decimais.' });
    expect(parseLateTaxInput('101')).toEqual({ ok: false, message: 'O percentual máximo é 100%.' });
    expect(parseLateTaxInput('2%a')).toMatchObject({ ok: false });
    expect(parseLateTaxInput('12345')).toMatchObject({ ok: false });
    expect(parseLateTaxInput('')).toEqual({ ok: false, message: 'Preenchimento obrigatório!' });
  });

  it('round-trips through the input text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999 }), (bp) => {
        const text = lateTaxInputText(bp);
        if (text.length <= 4) expect(parseLateTaxInput(text)).toEqual({ ok: true, basisPoints: bp });
      }),
    );
    expect(lateTaxInputText(125)).toBe('1,25');
    expect(lateTaxInputText(150)).toBe('1,5');
    expect(lateTaxInputText(200)).toBe('2');
  });
});

describe('boletoAmountDue', () => {
  const base = { amountCents: 10_000, fineBasisPoints: 200, monthlyInterestBasisPoints: 100 };

  it('is lateBoletoAmountDue when the boleto was never reissued', () => {
    fc.assert(
      fc.property(fc.integer({ min: -40, max: 400 }), (offset) => {
        const today = addDays(due, offset);
        expect(boletoAmountDue({ ...base, dueDate: due, today })).toEqual(late(10_000, 200, 100, today));
      }),
    );
  });

  it('charges a reissued boleto its fees through the new due date until then, and counts on after it', () => {
    const reissued = { ...base, dueDate: '2026-03-20', feesFrom: due };
    // Paid before the new due date: the face value, ten days of interest.
    expect(boletoAmountDue({ ...reissued, today: '2026-03-15' })).toEqual(
      late(10_000, 200, 100, '2026-03-20'),
    );
    // Late again: one fine, interest from the first due date.
    expect(boletoAmountDue({ ...reissued, today: '2026-04-09' })).toEqual({
      daysLate: 30,
      fineCents: 200,
      interestCents: 100,
      totalCents: 10_300,
    });
  });
});

describe('reissueBoleto', () => {
  const base = {
    amountCents: 10_000,
    fineBasisPoints: 200,
    monthlyInterestBasisPoints: 100,
    dueDate: due,
    feesFrom: null,
    today: '2026-03-20',
  };

  it('prices the second copy with the fine and the interest up to its new due date', () => {
    const reissued = reissueBoleto({ ...base, newDueDate: '2026-03-25', waiveLateFees: false });
    expect(reissued).toEqual({
      ok: true,
      feesFrom: due,
      faceValue: { daysLate: 15, fineCents: 200, interestCents: 50, totalCents: 10_250 },
    });
  });

  it('keeps the first due date across reissues, and forgets it when the fees are waived', () => {
    const again = reissueBoleto({
      ...base,
      dueDate: '2026-03-25',
      feesFrom: due,
      newDueDate: '2026-04-09',
      waiveLateFees: false,
    });
    expect(again.ok && again.feesFrom).toBe(due);
    expect(again.ok && again.faceValue.totalCents).toBe(10_300);
    const waived = reissueBoleto({ ...base, newDueDate: '2026-03-25', waiveLateFees: true });
    expect(waived).toEqual({
      ok: true,
      feesFrom: '2026-03-25',
      faceValue: { daysLate: 0, fineCents: 0, interestCents: 0, totalCents: 10_000 },
    });
  });

  it('refuses a new due date before today or more than a year ahead', () => {
    expect(reissueBoleto({ ...base, newDueDate: '2026-03-19', waiveLateFees: false })).toEqual({
      ok: false,
      message: BOLETO_RESCHEDULE_PAST_MESSAGE,
    });
    expect(reissueBoleto({ ...base, newDueDate: addDays('2026-03-20', 366), waiveLateFees: false })).toEqual({
      ok: false,
      message: BOLETO_RESCHEDULE_FAR_MESSAGE,
    });
    expect(reissueBoleto({ ...base, newDueDate: addDays('2026-03-20', 365), waiveLateFees: false }).ok).toBe(
      true,
    );
  });

  it('names the problem of a new due date as the form asks it: missing, past or too far', () => {
    expect(boletoRescheduleDateProblem('', '2026-03-20')).toBe(VALIDATION_MESSAGES.required);
    expect(boletoRescheduleDateProblem('2026-03-19', '2026-03-20')).toBe(BOLETO_RESCHEDULE_PAST_MESSAGE);
    expect(boletoRescheduleDateProblem(addDays('2026-03-20', 366), '2026-03-20')).toBe(
      BOLETO_RESCHEDULE_FAR_MESSAGE,
    );
    expect(boletoRescheduleDateProblem('2026-03-20', '2026-03-20')).toBeNull();
  });

  it('never prices a second copy below what paying the old boleto today costs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999_999_999 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 365 }),
        (amountCents, fine, interest, ahead) => {
          const input = { ...base, amountCents, fineBasisPoints: fine, monthlyInterestBasisPoints: interest };
          const now = boletoAmountDue({ ...input, feesFrom: due, today: base.today });
          const reissued = reissueBoleto({
            ...input,
            newDueDate: addDays(base.today, ahead),
            waiveLateFees: false,
          });
          expect(reissued.ok && reissued.faceValue.totalCents).toBeGreaterThanOrEqual(now.totalCents);
        },
      ),
    );
  });
});
