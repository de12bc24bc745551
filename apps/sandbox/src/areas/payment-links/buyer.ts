import {
  customerDocumentOf,
  customerFormErrors,
  customerIdentificationSchema,
} from '@balcao/domain/customers';
import { VALIDATION_MESSAGES } from '@balcao/domain/forms';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { createCustomer } from '../customers/customers';
import type { Caller } from '../shared/caller';
import { linkMethods, type PaymentLinkRow, type PurchaseInput } from './model';

/** The buyer's fields by the customer form's rules (§5 of customers), plus the method among the link's. */
export function buyerErrors(link: PaymentLinkRow, input: PurchaseInput): Record<string, string> {
  const errors: Record<string, string> = {};
  const identification = customerFormErrors(customerIdentificationSchema, {
    name: input.name,
    fantasyName: '',
    documentNation: 'BR',
    documentNumber: input.document,
    email: input.email,
    alternativeEmail: '',
    countryCode: '55',
    phone: input.phone,
  });
  for (const [field, message] of Object.entries(identification))
    errors[field === 'documentNumber' ? 'document' : field] = message;
  if (!linkMethods(link).some((m) => m.method === input.method))
    errors.method = 'Escolha uma forma de pagamento.';
  if (input.method === 'CREDIT_CARD' && !(input.cardNumber ?? '').trim())
    errors.cardNumber = VALIDATION_MESSAGES.required;
  return errors;
}

interface Buyer {
  id: string;
  name: string;
  document: string;
  email: string;
  phone: string | null;
}

/** The seller's customer with the buyer's document, or a new one (address: the seller's, as 'use my address'). */
export async function buyerCustomer(
  db: Db,
  clock: Clock,
  link: PaymentLinkRow,
  input: PurchaseInput,
): Promise<Buyer> {
  const document = customerDocumentOf('BR', input.document).documentNumber;
  const find = async () => {
    const [row] = await db.query<{ id: string; name: string; email: string; phone: string | null }>(
      `SELECT id, name, email, phone FROM customers
        WHERE seller_id = $1 AND document_nation = 'BR' AND document_number = $2`,
      [link.seller_id, document],
    );
    return row;
  };
  const existing = await find();
  if (existing) return { ...existing, document };
  // The seller creates the customer, as the page acts for it; no user is behind the purchase.
  const seller: Caller = {
    userId: 0,
    sellerId: link.seller_id,
    email: '',
    roles: ['SELLER_MASTER'],
    bankingRoles: [],
  };
  const created = await createCustomer(db, clock, seller, {
    name: input.name,
    document: { documentNumber: input.document, documentNation: 'BR' },
    email: input.email,
    countryCode: '55',
    phone: input.phone,
    useSellerAddress: true,
  });
  return {
    id: created.id,
    name: created.name,
    document: created.document.documentNumber,
    email: created.email,
    phone: created.phone,
  };
}
