import { type ApiDate, addDays, isApiDate } from './dates';
import { hasAnyRole, type Role } from './roles';
import { routeByPath } from './routes';
import { VALIDATION_MESSAGES } from './validation-messages';

/**
 * Who may ask for the charges CSV: whoever opens /cobrancas (the button lives there) and also holds a
 * reports role. SUPERVISOR and SALE open the charges but, per §6, have no reports; FINANCE has reports
 * but no charges.
 */
export const CHARGE_REPORT_ROLES: readonly Role[] = [
  'SELLER_MASTER',
  'SELLER_ADMIN',
  'SELLER_BACKOFFICE',
  'SELLER_REPORTS',
];

export function canRequestChargeReport(roles: readonly string[]): boolean {
  return hasAnyRole(roles, routeByPath('/cobrancas').roles) && hasAnyRole(roles, CHARGE_REPORT_ROLES);
}

/** The longest period one report covers, as the dashboard's. */
export const CHARGE_REPORT_MAX_DAYS = 366;

export const CHARGE_REPORT_MESSAGES = {
  /** §5: 'a message asks to choose a due date'; the wording is ours. */
  dates: 'Por favor, selecione a data de vencimento inicial e final.',
  backwards: 'A data final deve ser igual ou posterior à data inicial.',
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
