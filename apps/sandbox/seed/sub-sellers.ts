import { SUB_SELLER_REGISTRATION_SECONDS } from '@balcao/domain/sub-sellers';
import { ALWAYS_FAILING_ACCOUNT_NUMBER, searchKey } from '../src/areas/sub-sellers/sub-sellers';
import type { Clock } from '../src/clock';
import type { Db } from '../src/db/db';
import { insertRows } from '../src/db/insert';
import type { SeededAccounts } from './accounts';

type Status = 'ACTIVE' | 'PENDING' | 'INACTIVE' | 'FAILED';

interface DemoSubSeller {
  status: Status;
  name: string;
  documentType: 'CPF' | 'CNPJ';
  document: string;
  paymentType: 'FIXED' | 'PERCENTAGE';
  /** Cents, or hundredths of a percent. */
  paymentValue: number;
  company?: { ownerName: string; ownerDocument: string; openingDate: string; description: string };
  address: [zipCode: string, street: string, number: string, district: string, city: string, state: string];
  account: [bank: string, issuer: string, issuerDigit: string, number: string, digit: string, type: string];
  pix: [type: string, key: string];
  contact: [email: string, phone: string];
  birthdate: string;
}

/**
 * One sub-seller of the demo merchant in every split status. The PENDING one settles (ACTIVE) about
 * 5 minutes after the seed by the sandbox clock; the FAILED one has the always-failing account.
 */
export const DEMO_SUB_SELLERS: readonly DemoSubSeller[] = [
  {
    status: 'ACTIVE',
    name: 'Mariana Costa Ribeiro',
    documentType: 'CPF',
    document: '52998224725',
    paymentType: 'PERCENTAGE',
    paymentValue: 1000,
    address: ['01310-100', 'Avenida Paulista', '1578', 'Bela Vista', 'São Paulo', 'SP'],
    account: ['341', '1234', '0', '567890', '1', 'CHECKING_ACCOUNT'],
    pix: ['EMAIL', 'mariana.ribeiro@exemplo.com.br'],
    contact: ['mariana.ribeiro@exemplo.com.br', '11987654321'],
    birthdate: '1988-04-12',
  },
  {
    status: 'PENDING',
    name: 'Padaria Pão Quente Ltda',
    documentType: 'CNPJ',
    document: '60748291000122',
    paymentType: 'FIXED',
    paymentValue: 500,
    company: {
      ownerName: 'Paulo Henrique Moreira',
      ownerDocument: '11144477735',
      openingDate: '2012-08-01',
      description: 'Padaria e confeitaria artesanal que fornece os cafés da manhã vendidos na loja.',
    },
    address: ['80010-000', 'Rua XV de Novembro', '800', 'Centro', 'Curitiba', 'PR'],
    account: ['001', '3021', '5', '445566', '7', 'CHECKING_ACCOUNT'],
    pix: ['DOCUMENT', '60748291000122'],
    contact: ['financeiro@paoquente.com.br', '41991234567'],
    birthdate: '1975-11-30',
  },
  {
    status: 'INACTIVE',
    name: 'Rafael Lima Santos',
    documentType: 'CPF',
    document: '39053344705',
    paymentType: 'PERCENTAGE',
    paymentValue: 550,
    address: ['20040-020', 'Praça Floriano', '51', 'Centro', 'Rio de Janeiro', 'RJ'],
    account: ['260', '0001', '0', '9876543', '2', 'CHECKING_ACCOUNT'],
    pix: ['PHONE', '+5521998765432'],
    contact: ['rafael.santos@exemplo.com.br', '21998765432'],
    birthdate: '1995-07-03',
  },
  {
    status: 'FAILED',
    name: 'Livraria Farol Ltda',
    documentType: 'CNPJ',
    document: '52019483000170',
    paymentType: 'FIXED',
    paymentValue: 1250,
    company: {
      ownerName: 'Helena Duarte Farias',
      ownerDocument: '86288366757',
      openingDate: '2009-03-16',
      description: 'Livraria de bairro que vende os livros do clube de leitura em parceria.',
    },
    address: ['88010-000', 'Rua Conselheiro Mafra', '210', 'Centro', 'Florianópolis', 'SC'],
    account: ['237', '4455', '1', ALWAYS_FAILING_ACCOUNT_NUMBER, '9', 'SAVINGS_ACCOUNT'],
    pix: ['ALLEATORY_KEY', '7d9f1a2b-3c4d-4e5f-8a6b-9c0d1e2f3a4b'],
    contact: ['vendas@livrariafarol.com.br', '48991112233'],
    birthdate: '1970-01-22',
  },
];

export async function seedSubSellers(db: Db, clock: Clock, accounts: SeededAccounts): Promise<void> {
  const now = clock.now();
  const due = new Date(now.getTime() + SUB_SELLER_REGISTRATION_SECONDS * 1000).toISOString();
  await insertRows(
    db,
    'sub_sellers',
    [
      'seller_id',
      'name',
      'search_name',
      'document_type',
      'document',
      'split_status',
      'split_due_at',
      'payment_type',
      'payment_value',
      'description',
      'opening_date',
      'zip_code',
      'street',
      'number',
      'district',
      'city',
      'state',
      'country',
      'bank',
      'issuer',
      'issuer_digit',
      'account_number',
      'account_digit',
      'account_type',
      'pix_key_type',
      'pix_key',
      'contact_name',
      'email',
      'phone',
      'owner_name',
      'owner_document',
      'birthdate',
      'created_at',
      'updated_at',
    ],
    DEMO_SUB_SELLERS.map((s, i) => {
      // A few days apart, oldest first, so 'Mais recentes' has an order to show.
      const created = new Date(now.getTime() - (DEMO_SUB_SELLERS.length - i) * 86_400_000).toISOString();
      return [
        accounts.sellers.demo,
        s.name,
        searchKey(s.name),
        s.documentType,
        s.document,
        s.status,
        s.status === 'PENDING' ? due : null,
        s.paymentType,
        s.paymentValue,
        s.company?.description ?? null,
        s.company?.openingDate ?? null,
        ...s.address,
        'BR',
        ...s.account,
        ...s.pix,
        s.company?.ownerName ?? s.name,
        ...s.contact,
        s.company?.ownerName ?? null,
        s.company?.ownerDocument ?? null,
        s.birthdate,
        created,
        created,
      ];
    }),
  );
}
