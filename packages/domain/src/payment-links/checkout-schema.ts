import * as v from 'valibot';
import { noMarkup } from '../customers/customer-schema';
import { firstErrorByField } from '../forms/field-errors';

/** 'Meu Checkout' > 'Informações Gerais' (§5): the same schema checks POST and PUT /checkouts. */
const CHECKOUT_TITLE_REQUIRED_MESSAGE = 'Título é um campo obrigatório!';
const CHECKOUT_SUBDOMAIN_REQUIRED_MESSAGE = 'Url é um campo obrigatório!';
export const CHECKOUT_SUBDOMAIN_TAKEN_MESSAGE = 'URL já em uso por outro checkout!';
const CHECKOUT_SUBDOMAIN_FORMAT_MESSAGE =
  'Use de 2 a 63 letras minúsculas, números ou hífens, começando por letra ou número.';
const CHECKOUT_TITLE_MAX_MESSAGE = 'O título deve ter no máximo 60 caracteres!';
const CHECKOUT_DESCRIPTION_MAX_MESSAGE = 'A descrição deve ter no máximo 500 caracteres!';
const CHECKOUT_NOTES_MAX_MESSAGE = 'As observações devem ter no máximo 500 caracteres!';
export const CHECKOUT_CREATED_MESSAGE = 'Checkout cadastrado com sucesso!';
export const CHECKOUT_UPDATED_MESSAGE = 'Checkout editado com sucesso!';

export const CHECKOUT_LIMITS = { title: 60, description: 500, subDomain: 63, notes: 500 } as const;
/** A DNS label: what can sit before the checkout host. */
export const CHECKOUT_SUBDOMAIN_PATTERN = /^[a-z0-9][a-z0-9-]{1,62}$/;

export interface CheckoutFormInput {
  title: string;
  description: string;
  subDomain: string;
  /** The checkout's notes (§3): the seller's own, never shown to buyers. */
  notes: string;
}

const checkoutSchema = v.object({
  title: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(CHECKOUT_TITLE_REQUIRED_MESSAGE),
    v.maxLength(CHECKOUT_LIMITS.title, CHECKOUT_TITLE_MAX_MESSAGE),
    noMarkup,
  ),
  description: v.pipe(
    v.string(),
    v.maxLength(CHECKOUT_LIMITS.description, CHECKOUT_DESCRIPTION_MAX_MESSAGE),
    noMarkup,
  ),
  subDomain: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(CHECKOUT_SUBDOMAIN_REQUIRED_MESSAGE),
    v.regex(CHECKOUT_SUBDOMAIN_PATTERN, CHECKOUT_SUBDOMAIN_FORMAT_MESSAGE),
  ),
  notes: v.pipe(v.string(), v.maxLength(CHECKOUT_LIMITS.notes, CHECKOUT_NOTES_MAX_MESSAGE), noMarkup),
});

/** Lower case without accents or spaces, as typed into the URL field (the server gets it so). */
export function normalizeSubDomain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '')
    .slice(0, CHECKOUT_LIMITS.subDomain);
}

export function checkoutFormErrors(input: unknown): Record<string, string> {
  return firstErrorByField(checkoutSchema, input);
}
