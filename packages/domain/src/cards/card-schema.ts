import * as v from 'valibot';
import { maxLengthMessage, noMarkup } from '../customers/customer-schema';
import { CARD_LIMIT_TYPES, CARD_NAME_MAX_LENGTH } from './cards';

/**
 * The card forms of §5 (Card) as the app holds them: 'Novo cartão', rename and a per-card limit. Limits in
 * integer cents (null while empty). The sandbox runs the same schemas, so both refuse with one message.
 */
export const CARD_REQUIRED_MESSAGE = 'Este campo é obrigatório';
/** §5 verbatim: the message names the type as the API spells it. */
export const CARD_LIMIT_REQUIRED_MESSAGE = 'O limite é obrigatório quando o tipo é LIMIT_BALANCE';
export const CARD_LIMIT_POSITIVE_MESSAGE = 'O limite deve ser maior que zero.';
/** The documents give no ceiling; the contract's is R$ 99.999.999,99 (the issuer also keeps it under the global limit). */
export const CARD_LIMIT_MAX_CENTS = 9_999_999_999;
export const CARD_LIMIT_MAX_MESSAGE = 'O limite deve ser no máximo R$ 99.999.999,99.';

/** A card's name as §5 asks it (trimmed, 1 to 20 characters, no markup); the sandbox refuses with the same messages. */
const cardNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(CARD_REQUIRED_MESSAGE),
  v.maxLength(CARD_NAME_MAX_LENGTH, maxLengthMessage(CARD_NAME_MAX_LENGTH)),
  noMarkup,
);

/** A limit in cents: whole, above zero, at most the ceiling. */
const cardLimitCentsSchema = v.pipe(
  v.number(),
  v.integer(CARD_LIMIT_POSITIVE_MESSAGE),
  v.minValue(1, CARD_LIMIT_POSITIVE_MESSAGE),
  v.maxValue(CARD_LIMIT_MAX_CENTS, CARD_LIMIT_MAX_MESSAGE),
);

export const newCardSchema = v.pipe(
  v.object({
    cardName: cardNameSchema,
    limitType: v.picklist(CARD_LIMIT_TYPES, CARD_REQUIRED_MESSAGE),
    limitCents: v.nullable(cardLimitCentsSchema),
  }),
  // §5: the limit is asked for only with LIMIT_BALANCE; a FREE_BALANCE card spends from the global limit.
  v.forward(
    v.partialCheck(
      [['limitType'], ['limitCents']],
      (card) => card.limitType !== 'LIMIT_BALANCE' || card.limitCents !== null,
      CARD_LIMIT_REQUIRED_MESSAGE,
    ),
    ['limitCents'],
  ),
);
export type NewCardInput = v.InferInput<typeof newCardSchema>;

/** §5: a rename needs a non-empty name, at most 20 characters. */
export const renameCardSchema = v.object({ cardName: cardNameSchema });
