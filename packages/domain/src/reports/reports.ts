import { hasAnyRole, type Role } from '../access/roles';
import { type ApiDate, addDays, isApiDate } from '../dates/calendar-day';

/**
 * /reports (§2.5, §5, §6, §7.4 of the banking document): the report types a user may ask for, and the
 * period rule. Each type is built by the gateway from the seller's data and sent by e-mail as a CSV.
 */

export const REPORT_TYPE_KEYS = [
  'VENDAS',
  'FINANCEIRO',
  'REPASSES',
  'NOTA_FISCAL',
  'LINKS_PAGAMENTO',
  'BALANCO',
  'CHARGEBACK',
  'EXTRATO',
  'EXTRATO_CONTAS',
] as const;
export type ReportTypeKey = (typeof REPORT_TYPE_KEYS)[number];

export const BANK_ACCOUNT_TYPES = ['CHECKING_ACCOUNT', 'INVESTMENT_ACCOUNT'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

export const BANK_ACCOUNT_LABELS: Record<BankAccountType, string> = {
  CHECKING_ACCOUNT: 'Conta corrente',
  INVESTMENT_ACCOUNT: 'Conta investimento',
};

/** §6: the sales reports for SELLER_ADMIN or SELLER_REPORTS; 'Extrato de contas' for BANKING_ADMIN or BANKING_REPORT. */
export const SALES_REPORT_ROLES = ['SELLER_ADMIN', 'SELLER_REPORTS'] as const satisfies Role[];
export const BANK_REPORT_ROLES = ['BANKING_ADMIN', 'BANKING_REPORT'] as const satisfies Role[];

export interface ReportType {
  key: ReportTypeKey;
  title: string;
  description: string;
  /** §3's query_file: the name of the query the automation runs (and of the CSV it sends). */
  queryFile: string;
  roles: readonly Role[];
}

const sales = (key: ReportTypeKey, title: string, description: string, queryFile: string): ReportType => ({
  key,
  title,
  description,
  queryFile,
  roles: SALES_REPORT_ROLES,
});

const REPORT_TYPES: readonly ReportType[] = [
  sales('VENDAS', 'Vendas', 'Cada venda paga no período, com cliente, forma de pagamento e valor.', 'vendas'),
  sales(
    'FINANCEIRO',
    'Financeiro',
    'Os recebimentos liquidados no período: bruto, taxa e líquido de cada parcela.',
    'financeiro',
  ),
  sales(
    'REPASSES',
    'Repasses',
    'Os repasses (saques) pedidos no período e quando foram executados.',
    'repasses',
  ),
  sales(
    'NOTA_FISCAL',
    'Nota Fiscal',
    'As notas fiscais emitidas no período e a situação de cada uma.',
    'nota_fiscal',
  ),
  sales(
    'LINKS_PAGAMENTO',
    'Links de Pagamento',
    'As vendas pagas no período por links de pagamento.',
    'links_pagamento',
  ),
  sales('BALANCO', 'Balanço', 'Créditos, débitos e saldo de cada dia do período.', 'balanco'),
  sales('CHARGEBACK', 'Chargeback', 'As contestações (chargebacks) lançadas no período.', 'chargeback'),
  sales('EXTRATO', 'Extrato', 'Todos os lançamentos da conta de recebíveis no período.', 'extrato'),
  {
    key: 'EXTRATO_CONTAS',
    title: 'Extrato de contas',
    description: 'Os lançamentos da conta corrente ou da conta investimento no período.',
    queryFile: 'extrato_contas',
    roles: BANK_REPORT_ROLES,
  },
];

export function reportType(key: string): ReportType | undefined {
  return REPORT_TYPES.find((t) => t.key === key);
}

/** The report types a user with these roles may ask for, in the list's order. */
export function reportTypesFor(roles: readonly string[]): ReportType[] {
  return REPORT_TYPES.filter((t) => hasAnyRole(roles, t.roles));
}

/** §5 and §9: at most 90 days back, never after today, the last 30 days by default. */
export const REPORT_MAX_DAYS_BACK = 90;
const REPORT_DEFAULT_DAYS = 30;

export function defaultReportPeriod(today: ApiDate): { startDate: ApiDate; endDate: ApiDate } {
  return { startDate: addDays(today, -REPORT_DEFAULT_DAYS), endDate: today };
}

export const REPORT_MESSAGES = {
  generated: 'Relatório gerado',
  /** §8 of the acquiring document, for the sales reports. */
  salesSent: 'Relatório gerado com sucesso. Será enviado para o email informado.',
  /** §8 of the banking document ('Relátorio' corrected), for 'Extrato de contas'. */
  statementSent: 'Relatório do extrato enviado para o seu e-mail.',
  failure: 'Falha ao tentar gerar o relatório.',
  /** The period picker left empty (the sandbox's contract requires both dates). */
  periodMissing: 'Selecione o período.',
  invalidDate: 'Informe as datas no formato dd/mm/aaaa.',
  tooFarBack: 'O período pode começar no máximo 90 dias atrás.',
  afterToday: 'A data final não pode ser depois de hoje.',
  startAfterEnd: 'A data inicial deve ser igual ou anterior à data final.',
} as const;

/** The first thing wrong with a period, or null: the form and the gateway say the same. */
export function reportPeriodProblem(startDate: string, endDate: string, today: ApiDate): string | null {
  if (!isApiDate(startDate) || !isApiDate(endDate)) return REPORT_MESSAGES.invalidDate;
  if (startDate > endDate) return REPORT_MESSAGES.startAfterEnd;
  if (endDate > today) return REPORT_MESSAGES.afterToday;
  if (startDate < addDays(today, -REPORT_MAX_DAYS_BACK)) return REPORT_MESSAGES.tooFarBack;
  return null;
}
