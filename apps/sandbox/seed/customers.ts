import { type RandomSource, randomIndex, seededRandom } from '@balcao/domain/common';
import { generateCnpj, generateCpf } from '@balcao/domain/documents';
import { searchKey } from '../src/areas/customers/customers';
import type { Clock } from '../src/clock';
import type { Db } from '../src/db/db';
import { insertRows } from '../src/db/insert';
import type { SeededAccounts } from './accounts';
import { POSTAL_CODES } from './lookups';

/** How many customers each merchant starts with. */
export const DEMO_CUSTOMER_COUNT = 200;
export const OTHER_CUSTOMER_COUNT = 5;

const FIRST_NAMES = (
  'Ana,Beatriz,Camila,Daniela,Eduarda,Fernanda,Gabriela,Helena,Isabela,Júlia,Larissa,Mariana,' +
  'Natália,Patrícia,Renata,Sofia,Tânia,Vitória,Yasmin,Ângela,André,Bruno,Carlos,Diego,Eduardo,' +
  'Felipe,Gustavo,Henrique,Igor,João,Lucas,Marcelo,Nicolas,Otávio,Paulo,Rafael,Sérgio,Thiago,' +
  'Vinícius,Érico'
).split(',');
const SURNAMES = (
  'Silva,Santos,Oliveira,Souza,Rodrigues,Ferreira,Alves,Pereira,Lima,Gomes,Costa,Ribeiro,Martins,' +
  'Carvalho,Almeida,Lopes,Soares,Fernandes,Vieira,Barbosa,Rocha,Dias,Nascimento,Andrade,Moreira,' +
  'Nunes,Marques,Machado,Mendes,Freitas,Cardoso,Ramos,Gonçalves,Santana,Teixeira,Araújo,Cavalcanti,' +
  'Monteiro,Brandão,Peixoto'
).split(',');
const BUSINESSES = (
  'Padaria,Mercearia,Papelaria,Farmácia,Oficina,Estúdio,Clínica,Pet Shop,Floricultura,Academia,' +
  'Restaurante,Sorveteria,Ótica,Livraria,Barbearia,Ateliê'
).split(',');
const BUSINESS_NAMES = (
  'Bom Sabor,Estrela,Central,do Bairro,Nova Era,Sol Nascente,Primavera,Real,Aurora,Boa Vista,' +
  'Paraíso,Horizonte,Mar Azul,Ipê,Jacarandá,Pinheiro'
).split(',');
const COMPANY_SUFFIXES = ['Ltda', 'ME', 'EIRELI', 'S.A.'];
const EMAIL_DOMAINS = 'gmail.com,hotmail.com,outlook.com,yahoo.com.br,uol.com.br,terra.com.br'.split(',');
const COMPLEMENTS = [null, null, null, 'Apto 12', 'Apto 304', 'Casa 2', 'Bloco B', 'Sala 5', 'Fundos'];
/** The area code of each state of the postal codes the sandbox knows. */
const AREA_CODES: Record<string, string> = {
  SP: '11',
  RJ: '21',
  MG: '31',
  DF: '61',
  PR: '41',
  SC: '48',
  RS: '51',
  BA: '71',
};
/** A few customers abroad, to show the foreign document. */
const FOREIGN = [
  {
    name: 'Joana Ferraz Miranda',
    document: 'PT-204518736',
    nation: 'PT',
    countryCode: '351',
    phone: '912345678',
    address: ['1100-148', 'Rua Augusta', '120', '2º Esq.', 'Baixa', 'Lisboa', 'LIS', 'PT'],
  },
  {
    name: 'Michael O\u2019Brien',
    document: 'P55120394',
    nation: 'US',
    countryCode: '1',
    phone: '4155550123',
    address: ['94103', 'Mission Street', '835', null, 'SoMa', 'San Francisco', 'CA', 'US'],
  },
] as const;

const pick = <T>(random: RandomSource, list: readonly T[]): T => list[randomIndex(random, list.length)] as T;

/** A version-4-shaped UUID drawn from the seeded source, so a reseed gives the same ids. */
function seededUuid(random: RandomSource): string {
  const hex = Array.from({ length: 32 }, () => randomIndex(random, 16).toString(16));
  hex[12] = '4';
  hex[16] = (8 + randomIndex(random, 4)).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.');

const COLUMNS = (
  'id,seller_id,name,name_key,fantasy_name,fantasy_name_key,document_number,document_type,' +
  'document_nation,email,alternative_email,country_code,phone,zip_code,street,number,complement,' +
  'district,city,state,country,created_at,updated_at'
).split(',');

function person(random: RandomSource, index: number) {
  const first = pick(random, FIRST_NAMES);
  const last = pick(random, SURNAMES);
  const middle = random() < 0.5 ? ` ${pick(random, SURNAMES)}` : '';
  const name = `${first}${middle} ${last}`;
  const email = `${ascii(first)}.${ascii(last)}${index}@${pick(random, EMAIL_DOMAINS)}`;
  return {
    name,
    fantasyName: null,
    document: generateCpf(random),
    type: 'CPF',
    email,
    alternativeEmail: null,
  };
}

function company(random: RandomSource, index: number) {
  const fantasyName = `${pick(random, BUSINESSES)} ${pick(random, BUSINESS_NAMES)}`;
  const name = `${fantasyName} ${pick(random, COMPANY_SUFFIXES)}`;
  const domain = `${ascii(fantasyName).replace(/\./g, '')}${index}.com.br`;
  return {
    name,
    fantasyName,
    document: generateCnpj(random, { alphanumeric: random() < 0.2 }),
    type: 'CNPJ',
    email: `contato@${domain}`,
    alternativeEmail: random() < 0.6 ? `financeiro@${domain}` : null,
  };
}

/**
 * `count` customers of one seller, in batched inserts (10,000 take a few seconds): mostly people with
 * a CPF, one in six a company with a CNPJ, at the addresses the postal-code lookup knows. The same
 * `seed` gives the same customers; benchmarks pass their own to add more.
 */
export async function seedCustomers(
  db: Db,
  sellerId: number,
  count: number,
  options: { seed?: number; now?: Date; foreign?: boolean } = {},
): Promise<string[]> {
  const random = seededRandom(options.seed ?? sellerId * 7919);
  const now = (options.now ?? new Date()).getTime();
  const rows: unknown[][] = [];
  for (let i = 0; i < count; i++) {
    const who = random() < 1 / 6 ? company(random, i) : person(random, i);
    const [cep, street, , district, city, uf] = pick(random, POSTAL_CODES);
    const area = AREA_CODES[uf] ?? '11';
    const mobile = who.type === 'CPF' || random() < 0.5;
    const line = String(randomIndex(random, 1e8)).padStart(8, '0');
    const phone = mobile ? `${area}9${line}` : `${area}3${line.slice(1)}`;
    // Created over the last year, so the newest are not all the same instant.
    const created = new Date(now - randomIndex(random, 365 * 24 * 60) * 60_000).toISOString();
    rows.push([
      seededUuid(random),
      sellerId,
      who.name,
      searchKey(who.name),
      who.fantasyName,
      who.fantasyName ? searchKey(who.fantasyName) : null,
      who.document,
      who.type,
      'BR',
      who.email,
      who.alternativeEmail,
      '55',
      phone,
      `${cep.slice(0, 5)}-${cep.slice(5)}`,
      street,
      String(1 + randomIndex(random, 2500)),
      pick(random, COMPLEMENTS),
      district,
      city,
      uf,
      'BR',
      created,
      created,
    ]);
  }
  if (options.foreign) {
    for (const f of FOREIGN) {
      const created = new Date(now - randomIndex(random, 365) * 86_400_000).toISOString();
      const email = `${ascii(f.name).replace(/\.+$/, '')}@gmail.com`;
      rows.push([
        seededUuid(random),
        sellerId,
        f.name,
        searchKey(f.name),
        null,
        null,
        f.document,
        'OTHER',
        f.nation,
        email,
        null,
        f.countryCode,
        f.phone,
        ...f.address,
        created,
        created,
      ]);
    }
  }
  const inserted = await insertRows(db, 'customers', COLUMNS, rows, 'id');
  return inserted.map((row) => String(row.id));
}

/** About 200 customers for the demo merchant (two of them abroad) and a few for the other one. */
export async function seedDemoCustomers(db: Db, clock: Clock, accounts: SeededAccounts): Promise<void> {
  const now = clock.now();
  await seedCustomers(db, accounts.sellers.demo, DEMO_CUSTOMER_COUNT - FOREIGN.length, {
    seed: 2026,
    now,
    foreign: true,
  });
  await seedCustomers(db, accounts.sellers.other, OTHER_CUSTOMER_COUNT, { seed: 4242, now });
  await seedCustomers(db, accounts.sellers.partner, OTHER_CUSTOMER_COUNT, { seed: 4343, now });
}
