import { isValidCnpj, normalizeDocument } from '@balcao/domain/documents';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { badRequest, notFound } from '../../errors';

export type InvoiceConfigurationResult = { seller: string; created: boolean };

/**
 * What the provider does when a seller sends its external invoice form (the /nota-fiscal link): it sets
 * up invoice emission for the seller with that CNPJ, active at once. A real provider checks the company's
 * city-hall registration first, which takes days; the sandbox approves on the spot. A seller that already
 * has a configuration keeps it as it is (an inactive one is activated again on /nota-fiscal).
 */
export async function configureInvoicesByForm(
  db: Db,
  clock: Clock,
  cnpjInput: string,
): Promise<InvoiceConfigurationResult> {
  const document = normalizeDocument(cnpjInput.slice(0, 40));
  if (!isValidCnpj(document)) throw badRequest('Informe um CNPJ válido.');
  const [seller] = await db.query<{ id: number; name: string }>(
    'SELECT id, coalesce(fantasy_name, company_name) AS name FROM sellers WHERE document = $1',
    [document],
  );
  if (!seller) throw notFound('Nenhuma conta do Balcão tem este CNPJ.');
  const inserted = await db.query(
    `INSERT INTO seller_invoice_configs (seller_id, active, next_number, updated_at)
     VALUES ($1, true, 1, $2) ON CONFLICT (seller_id) DO NOTHING RETURNING seller_id`,
    [seller.id, clock.now().toISOString()],
  );
  return { seller: seller.name, created: inserted.length > 0 };
}
