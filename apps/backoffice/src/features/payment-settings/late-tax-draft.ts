import { lateTaxInputText, parseLateTaxInput } from '@balcao/domain/charges';
import { reaisToCents } from '@balcao/domain/money';
import type { BankSlipTax } from './api';

/** What the fine and interest fields hold while the user types: the switches and the raw text. */
export interface LateTaxDraft {
  fineEnabled: boolean;
  fineText: string;
  interestEnabled: boolean;
  interestText: string;
}

export type LateTaxField = 'fine' | 'interest';
export type LateTaxErrors = Partial<Record<LateTaxField, string>>;

// The wire's percentage has at most two decimals, so its basis points are exact.
const basisPointsOf = (percentage: number) => reaisToCents(percentage);

export function draftOf(tax: BankSlipTax): LateTaxDraft {
  return {
    fineEnabled: tax.fine.enable,
    fineText: lateTaxInputText(basisPointsOf(tax.fine.percentage)),
    interestEnabled: tax.interest.enable,
    interestText: lateTaxInputText(basisPointsOf(tax.interest.percentage)),
  };
}

/** The field keeps digits and one separator, four characters at most (§9). */
export const sanitizeLateTaxText = (typed: string) => typed.replace(/[^\d.,]/g, '').slice(0, 4);

/**
 * The request for a draft, or the fields' messages. A switched-off charge keeps its percentage; if its
 * text is not a valid one, the percentage last saved is kept instead of blocking the save.
 */
export function requestOf(
  draft: LateTaxDraft,
  saved: BankSlipTax,
): { ok: true; tax: BankSlipTax } | { ok: false; errors: LateTaxErrors } {
  const errors: LateTaxErrors = {};
  const rate = (field: LateTaxField, enable: boolean, text: string) => {
    const parsed = parseLateTaxInput(text);
    if (parsed.ok) return { enable, percentage: parsed.basisPoints / 100 };
    if (enable) errors[field] = parsed.message;
    return { enable, percentage: saved[field].percentage };
  };
  const tax = {
    fine: rate('fine', draft.fineEnabled, draft.fineText),
    interest: rate('interest', draft.interestEnabled, draft.interestText),
  };
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, tax };
}

export const sameTax = (a: BankSlipTax, b: BankSlipTax) =>
  a.fine.enable === b.fine.enable &&
  a.interest.enable === b.interest.enable &&
  basisPointsOf(a.fine.percentage) === basisPointsOf(b.fine.percentage) &&
  basisPointsOf(a.interest.percentage) === basisPointsOf(b.interest.percentage);
