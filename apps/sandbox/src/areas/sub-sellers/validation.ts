import { documentKind, normalizeDocument } from '@balcao/domain/documents';
import {
  isCompanyStatusAccepted,
  SUB_SELLER_COMPANY_NOT_FOUND_MESSAGE,
  type SubSellerDocumentType,
  subSellerCompanyStatusMessage,
  subSellerDocumentOnlySchema,
  subSellerFormErrors,
  subSellerPaymentValueText,
} from '@balcao/domain/sub-sellers';
import type { Db } from '../../db/db';
import { ValidationErrors } from '../../errors';
import { ADDRESS_FIELD_LABELS } from '../shared/address-row';
import {
  displayDate,
  type SubSellerAccountsRequest,
  type SubSellerAddressRequest,
  type SubSellerContactsRequest,
  type SubSellerGeneralRequest,
} from './rows';

/**
 * The sub-seller requests checked by the form's own schemas: each request is mapped onto the
 * form's shape (strings, dd/MM/yyyy), and every problem comes back at once in the form's words.
 */
/** The form's field names, per section, as the server's messages name them. */
const LABELS: Record<string, Record<string, string>> = {
  general: {
    document: 'Documento',
    documentType: 'Tipo de documento',
    name: 'Nome',
    birthdate: 'Data de nascimento',
    ownerName: 'Nome do responsável',
    ownerDocument: 'CPF do responsável',
    openingDate: 'Data de abertura',
    description: 'Descrição do negócio',
    paymentType: 'Tipo de taxa',
    paymentValue: 'Valor',
  },
  address: ADDRESS_FIELD_LABELS,
  account: {
    bank: 'Banco',
    issuer: 'Agência',
    issuerDigit: 'Dígito da agência',
    number: 'Conta',
    bankDigit: 'Dígito da conta',
    accountType: 'Tipo de conta',
    pixKeyType: 'Tipo de chave Pix',
    pixKey: 'Chave Pix',
  },
  contact: { email: 'E-mail', phone: 'Celular', alternativeEmail: 'E-mail alternativo' },
};

type Section = keyof typeof LABELS;

/** Every problem of one section in the form's words ('Chave Pix: Chave aleatória incorreta'). */
function problemsOf(section: Section, schema: Parameters<typeof subSellerFormErrors>[0], input: unknown) {
  return subSellerFormErrors(schema, input).map(
    ({ path, message }) => `${LABELS[section]?.[path] ?? path}: ${message}`,
  );
}

export function validate(...sections: [Section, Parameters<typeof subSellerFormErrors>[0], unknown][]): void {
  const problems = sections.flatMap(([section, schema, input]) => problemsOf(section, schema, input));
  if (problems.length > 0) throw new ValidationErrors(problems);
}

export function generalForm(request: SubSellerGeneralRequest, documentType: SubSellerDocumentType) {
  return {
    documentType,
    name: request.name,
    birthdate: displayDate(request.owner.birthdate),
    ownerName: request.owner.ownerName ?? '',
    ownerDocument: request.owner.ownerDocument ?? '',
    openingDate: displayDate(request.openingDate),
    description: request.description ?? '',
    paymentType: request.paymentType,
    paymentValue: subSellerPaymentValueText(request.paymentValue),
  };
}

export const addressForm = (address: SubSellerAddressRequest) => ({
  ...address,
  complement: address.complement ?? '',
});
export const accountForm = (request: SubSellerAccountsRequest) => ({
  ...request.account,
  pixKeyType: request.pixKeyType,
  pixKey: request.pixKey,
});
export const contactForm = (request: SubSellerContactsRequest) => ({
  ...request,
  alternativeEmail: request.alternativeEmail ?? '',
});

/** A CPF is checked locally; a CNPJ must also be a company the registry lists as active. */
export async function documentTypeOf(db: Db, document: string): Promise<SubSellerDocumentType> {
  validate(['general', subSellerDocumentOnlySchema, { document }]);
  const kind = documentKind(document) as SubSellerDocumentType;
  if (kind === 'CPF') return kind;
  const [company] = await db.query<{ status: string }>('SELECT status FROM companies WHERE cnpj = $1', [
    normalizeDocument(document),
  ]);
  if (!company) throw new ValidationErrors([`Documento: ${SUB_SELLER_COMPANY_NOT_FOUND_MESSAGE}`]);
  if (!isCompanyStatusAccepted(company.status))
    throw new ValidationErrors([`Documento: ${subSellerCompanyStatusMessage(company.status)}`]);
  return kind;
}
