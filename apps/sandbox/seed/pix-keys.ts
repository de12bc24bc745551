import { randomUUID } from 'node:crypto';
import { bankAccountOf } from '../src/areas/bank-accounts/account';
import type { Clock } from '../src/clock';
import type { Db } from '../src/db/db';
import { insertRows } from '../src/db/insert';
import type { SeededAccounts } from './accounts';
import { DEMO_MERCHANTS } from './constants';

/**
 * Keys of recipients at other banks, for accounts payable to pay by Pix (issue 17, `lookupPixKey`): one of
 * each kind, each at a real institution's ISPB. Their documents have valid check digits.
 */
export const EXTERNAL_PIX_RECIPIENTS = [
  {
    key: 'financeiro@papelariaaurora.com.br',
    keyType: 'email',
    name: 'Papelaria Aurora Ltda',
    document: '12345678000195',
    ispb: '00000000', // Banco do Brasil
  },
  {
    key: '12345678909',
    keyType: 'cpf',
    name: 'Marina Costa Ribeiro',
    document: '12345678909',
    ispb: '18236120',
  }, // Nu Pagamentos
  {
    key: '+5521998877665',
    keyType: 'phone',
    name: 'João Pedro Almeida',
    document: '98765432100',
    ispb: '60701190', // Itaú Unibanco
  },
  {
    key: '98765432000198',
    keyType: 'cnpj',
    name: 'Transportes Rápido Sul Ltda',
    document: '98765432000198',
    ispb: '60746948', // Bradesco
  },
  {
    key: '7d3f2a9c-4b1e-4c8d-9e6f-0a1b2c3d4e5f',
    keyType: 'evp',
    name: 'Contabilidade Precisa Ltda',
    document: '45678901000175',
    ispb: '00360305', // Caixa Econômica Federal
  },
] as const;

/** The demo merchant's random keys, fixed so the README and tests can name them. */
export const DEMO_EVP_KEYS = {
  checking: '5f0c8e2a-1d3b-4a6c-9e7f-2b4d6f8a0c1e',
  investment: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
} as const;

/**
 * The demo merchant (ACTIVE account) has its CNPJ, an e-mail and a random key on the conta corrente and a
 * random key on the conta investimento, so /dados-conta shows both groups; no phone key, so the SMS step
 * is walked from the start. Then the directory's external recipients.
 */
export async function seedPixKeys(db: Db, clock: Clock, accounts: SeededAccounts): Promise<void> {
  const account = await bankAccountOf(db, accounts.sellers.demo);
  const checking = account.debitAccountId;
  const investment = account.investmentAccountId;
  if (!checking || !investment)
    throw new Error('the demo merchant needs its bank account before its Pix keys');
  const demo = DEMO_MERCHANTS.find((m) => m.key === 'demo')!;
  const at = (minutesAgo: number) => new Date(clock.now().getTime() - minutesAgo * 60_000).toISOString();
  const seller = accounts.sellers.demo;
  const own = (key: string, type: string, accountId: string, accountType: string, minutesAgo: number) => [
    randomUUID(),
    key,
    type,
    seller,
    accountId,
    accountType,
    null,
    null,
    null,
    at(minutesAgo),
  ];
  const external = EXTERNAL_PIX_RECIPIENTS.map((r, i) => [
    randomUUID(),
    r.key,
    r.keyType,
    null,
    null,
    null,
    r.name,
    r.document,
    r.ispb,
    at(90 * 24 * 60 - i),
  ]);
  await insertRows(
    db,
    'pix_keys',
    [
      'id',
      'key',
      'key_type',
      'seller_id',
      'account_id',
      'account_type',
      'owner_name',
      'owner_document',
      'bank_ispb',
      'created_at',
    ],
    [
      own(demo.document, 'cnpj', checking, 'CHECKING', 60 * 24 * 30),
      own('contato@lojaexemplo.com.br', 'email', checking, 'CHECKING', 60 * 24 * 20),
      own(DEMO_EVP_KEYS.checking, 'evp', checking, 'CHECKING', 60 * 24 * 10),
      own(DEMO_EVP_KEYS.investment, 'evp', investment, 'INVESTMENT', 60 * 24 * 5),
      ...external,
    ],
  );
}
