import { type ApiDate, isApiDate } from '../dates/calendar-day';
import { readPaymentPixKey } from './pix-key-input';

/**
 * The '+ Novo pagamento' drawer of /pagamentos (§4.6, §5, §8, §9): its steps and where 'Voltar' leads,
 * the label of the main button, and the checks of the amount, description, date and favourites search
 * that both the drawer and the sandbox apply.
 */

export const NEW_PAYMENT_MESSAGES = {
  amountRequired: 'Informe um valor',
  amountPositive: 'O valor deve ser maior que zero',
  /** §5 only disables Continuar above the balance; the drawer also says why. */
  amountAboveBalance: 'O valor é maior que o saldo disponível',
  descriptionTooLong: 'A descrição deve ter no máximo 100 caracteres',
  dateRequired: 'Informe a data do pagamento',
  dateBeforeToday: 'A data não pode ser anterior a hoje',
  /** §8: a Pix lookup or any payment that failed. */
  processFailed: 'Houve um erro ao processar o pagamento.',
  tryAgain: 'Tente novamente',
  /**
   * What 'Finalizar pagamento' did: every payment is REQUESTED and waits for an approver, so §8's
   * 'Pagamentos processado com sucesso!' and 'Pagamento PIX processado' would not be true here (issue 25).
   */
  requested: 'Pagamento enviado para aprovação',
  awaitingApproval:
    'Ele fica na aba Em aprovação de Pagamentos até um administrador da conta PJ aprová-lo; só então é executado na data escolhida.',
  pixRequested: 'Pix enviado para aprovação',
  noFavorites: 'Nenhum favorito encontrado',
  /** A name typed in the key field that several favourites share. */
  favoriteAmbiguous: 'Mais de um favorito com esse nome: escolha um na lista.',
} as const;

/** §9: description at most 100 characters. */
export const PAYMENT_DESCRIPTION_MAX_LENGTH = 100;

/** A favourite's nickname, saved with a Pix payment ('Salvar nos favoritos'). */
export const PIX_FAVORITE_NICKNAME_MAX_LENGTH = 40;

export type NewPaymentMethod = 'PIX' | 'BANK_SLIP';
export const NEW_PAYMENT_METHOD_LABELS: Readonly<Record<NewPaymentMethod, string>> = {
  BANK_SLIP: 'Boleto',
  PIX: 'Pix',
};

/** §4.6: Pix goes amount, key, loading (the key's lookup), confirm. */
export const PIX_PAYMENT_STEPS = ['amount', 'key', 'loading', 'confirm'] as const;
/** §4.6: a bank slip goes barcode, loading (the lookup), review, confirm. */
export const BANK_SLIP_PAYMENT_STEPS = ['barcode', 'loading', 'review', 'confirm'] as const;
export type PixPaymentStep = (typeof PIX_PAYMENT_STEPS)[number];
export type BankSlipPaymentStep = (typeof BANK_SLIP_PAYMENT_STEPS)[number];

export type NewPaymentStage =
  | { kind: 'method' }
  | { kind: 'pix'; step: PixPaymentStep }
  | { kind: 'bank-slip'; step: BankSlipPaymentStep }
  | { kind: 'success' }
  | { kind: 'error' };

/** Opening the drawer starts at the method choice, whatever it showed when it closed. */
export const FIRST_NEW_PAYMENT_STAGE: NewPaymentStage = { kind: 'method' };

/** The first step of the method chosen on the method step. */
export const firstStageOf = (method: NewPaymentMethod): NewPaymentStage =>
  method === 'PIX' ? { kind: 'pix', step: 'amount' } : { kind: 'bank-slip', step: 'barcode' };

/**
 * Where 'Voltar' leads (§4.6): the first step of either flow goes back to the method choice, the bank
 * slip's review to its barcode (step 2 to step 0), a confirmation to the step before its lookup;
 * null where there is no way back (the method step, a lookup running, the outcome screens).
 */
export function previousStage(stage: NewPaymentStage): NewPaymentStage | null {
  if (stage.kind === 'pix') {
    if (stage.step === 'amount') return FIRST_NEW_PAYMENT_STAGE;
    if (stage.step === 'key') return { kind: 'pix', step: 'amount' };
    if (stage.step === 'confirm') return { kind: 'pix', step: 'key' };
    return null;
  }
  if (stage.kind === 'bank-slip') {
    if (stage.step === 'barcode') return FIRST_NEW_PAYMENT_STAGE;
    if (stage.step === 'review') return { kind: 'bank-slip', step: 'barcode' };
    if (stage.step === 'confirm') return { kind: 'bank-slip', step: 'review' };
    return null;
  }
  return null;
}

/** §4.6: 'Finalizar pagamento' on the last step, 'Continuar' before; on SUCCESS or ERROR only 'Fechar'. */
export function primaryActionLabel(stage: NewPaymentStage): 'Continuar' | 'Finalizar pagamento' | null {
  if (stage.kind === 'success' || stage.kind === 'error') return null;
  if ((stage.kind === 'pix' || stage.kind === 'bank-slip') && stage.step === 'confirm')
    return 'Finalizar pagamento';
  return 'Continuar';
}

/**
 * §5 for the Pix amount (integer cents, null while empty): required, above zero, and within the
 * current balance when it is known.
 */
export function pixAmountError(cents: number | null, balanceCents: number | null): string | null {
  if (cents === null) return NEW_PAYMENT_MESSAGES.amountRequired;
  if (!Number.isSafeInteger(cents) || cents <= 0) return NEW_PAYMENT_MESSAGES.amountPositive;
  if (balanceCents !== null && cents > balanceCents) return NEW_PAYMENT_MESSAGES.amountAboveBalance;
  return null;
}

export function paymentDescriptionError(description: string): string | null {
  return description.length > PAYMENT_DESCRIPTION_MAX_LENGTH ? NEW_PAYMENT_MESSAGES.descriptionTooLong : null;
}

/** §5: the transfer or slip date cannot be before `today` (São Paulo's day by the clock in force). */
export function paymentDateError(date: string, today: ApiDate): string | null {
  if (!isApiDate(date)) return NEW_PAYMENT_MESSAGES.dateRequired;
  return date < today ? NEW_PAYMENT_MESSAGES.dateBeforeToday : null;
}

/**
 * §3's cost centres of each flow, as the API sends them (lower case; the bank slip's list is printed
 * capitalised in §3, which is how `costCenterLabel` shows every value).
 */
export const PIX_COST_CENTERS = ['marketing', 'vendas', 'operacional', 'administrativo'] as const;
export const BANK_SLIP_COST_CENTERS = ['financeiro', 'marketing', 'operacional', 'administrativo'] as const;

/** What a user reads for a cost centre in any letter case: 'vendas' → 'Vendas'. */
export const costCenterLabel = (value: string): string =>
  value === '' ? value : value.charAt(0).toUpperCase() + value.slice(1).toLowerCase();

export interface PixFavoriteFields {
  recipientName: string;
  nickname?: string | null;
  pixKey: string;
}

/** Lower case without accents, so 'joao' finds 'João'. */
const searchKey = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/**
 * §5: the favourites search matches the recipient's name, the nickname or the key; a query typed
 * with a document's or phone's punctuation still finds the key by its digits.
 */
function matchesPixFavorite(favorite: PixFavoriteFields, query: string): boolean {
  const wanted = searchKey(query);
  if (wanted === '') return true;
  const texts = [favorite.recipientName, favorite.nickname ?? '', favorite.pixKey].map(searchKey);
  if (texts.some((text) => text.includes(wanted))) return true;
  const digits = wanted.replace(/\D/g, '');
  return (
    digits.length >= 3 &&
    /^[\d\s.()/+-]+$/.test(wanted) &&
    favorite.pixKey.replace(/\D/g, '').includes(digits)
  );
}

export const filterPixFavorites = <F extends PixFavoriteFields>(
  favorites: readonly F[],
  query: string,
): F[] => favorites.filter((favorite) => matchesPixFavorite(favorite, query));

export type PixPaymentKey = { ok: true; key: string; isFavorite: boolean } | { ok: false; message: string };

/**
 * The key the lookup asks for, from what the key step holds: any key form of §5 (`readPaymentPixKey`;
 * `usePhone` takes the mobile reading of eleven digits that are also a CPF), or a name (letters and
 * spaces) that must single out one favourite. `isFavorite` says the key is already a favourite's.
 */
export function resolvePixPaymentKey<F extends PixFavoriteFields>(
  typed: string,
  favorites: readonly F[],
  usePhone = false,
): PixPaymentKey {
  const reading = readPaymentPixKey(typed);
  if (!reading.ok) return reading;
  if (reading.kind === 'FAVORITE_NAME') {
    const named = filterPixFavorites(favorites, reading.key);
    if (named.length === 1) return { ok: true, key: named[0]!.pixKey, isFavorite: true };
    return {
      ok: false,
      message: named.length === 0 ? NEW_PAYMENT_MESSAGES.noFavorites : NEW_PAYMENT_MESSAGES.favoriteAmbiguous,
    };
  }
  const key = usePhone && reading.alsoPhone ? reading.alsoPhone : reading.key;
  return { ok: true, key, isFavorite: favorites.some((favorite) => favorite.pixKey === key) };
}
