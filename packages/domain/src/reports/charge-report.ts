import { hasAnyRole } from '../access/roles';
import { DATE_FILTER_MESSAGES } from '../dates/date-filter';
import { type ApiDate, addDays, isApiDate } from '../dates/dates';
import { VALIDATION_MESSAGES } from '../forms/validation-messages';
import { routeByPath } from '../navigation/routes';

/**
 * Who may ask for the charges CSV ('Exportar CSV' on /cobrancas): whoever opens /cobrancas. The export is
 * the charges page's own (001 §2); 'no reports' in §6's SUPERVISOR and SALE profiles is the reports area
 * (/reports), which they still do not get (docs/decisions/2026-12-05-csv-de-cobrancas-para-quem-abre-cobrancas.md).
 */
export function canRequestChargeReport(roles: readonly string[]): boolean {
  return hasAnyRole(roles, routeByPath('/cobrancas').roles);
}

/** The longest period one report covers, as the dashboard's. */
const CHARGE_REPORT_MAX_DAYS = 366;

export const CHARGE_REPORT_MESSAGES = {
  /** §5: 'a message asks to choose a due date'; the wording is ours. */
  dates: 'Por favor, selecione a data de vencimento inicial e final.',
  backwards: DATE_FILTER_MESSAGES.backwards,
  tooLong: `O período do relatório deve ter no máximo ${CHARGE_REPORT_MAX_DAYS} dias.`,
  emailRequired: VALIDATION_MESSAGES.emailRequired,
  emailInvalid: VALIDATION_MESSAGES.emailInvalid,
  success: 'Relatório gerado com sucesso. Será enviado para o email informado.',
  failure: 'Falha ao gerar relatório.',
} as const;

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

export interface ChargeReportRequest {
  expirationDateInitial?: string;
  expirationDateFinal?: string;
  email?: string;
}

/** Every problem of a report request, in the dialog's words (the same checks at the server). */
export function chargeReportProblems(request: ChargeReportRequest): {
  dates?: string;
  email?: string;
} {
  const problems: { dates?: string; email?: string } = {};
  const from = request.expirationDateInitial ?? '';
  const to = request.expirationDateFinal ?? '';
  if (!isApiDate(from) || !isApiDate(to)) problems.dates = CHARGE_REPORT_MESSAGES.dates;
  else if (from > to) problems.dates = CHARGE_REPORT_MESSAGES.backwards;
  else if (addDays(from as ApiDate, CHARGE_REPORT_MAX_DAYS - 1) < to)
    problems.dates = CHARGE_REPORT_MESSAGES.tooLong;
  const email = request.email?.trim() ?? '';
  if (!email) problems.email = CHARGE_REPORT_MESSAGES.emailRequired;
  else if (email.length > 254 || !EMAIL.test(email)) problems.email = CHARGE_REPORT_MESSAGES.emailInvalid;
  return problems;
}
