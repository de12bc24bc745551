import { type ApiDate, addDays } from '../dates/calendar-day';

/**
 * The seller's notifications to its customers (/notificacoes, §2–§4 and §9 of the acquiring document):
 * for each payment method and each moment of a charge, one switch per channel. A switch is named by its
 * `type` as PATCH /seller-notifications/active takes it: `{METHOD}_{MOMENT}` for e-mail and the same with
 * `_WHATSAPP` for WhatsApp (BANK_SLIP_PREPAYMENT_FIFTEEN_DAYS, PIX_PAYMENT_WHATSAPP, …).
 */
export const NOTIFICATION_METHODS = ['BANK_SLIP', 'PIX', 'CREDIT_CARD'] as const;
export type NotificationMethod = (typeof NOTIFICATION_METHODS)[number];

export const NOTIFICATION_CHANNELS = ['EMAIL', 'WHATSAPP'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** §9: before due 15, 7 and 2 days; the payment; after due 2, 7 and 20 days. */
export const NOTIFICATION_MOMENTS = [
  'PREPAYMENT_FIFTEEN_DAYS',
  'PREPAYMENT_SEVEN_DAYS',
  'PREPAYMENT_TWO_DAYS',
  'PAYMENT',
  'LATE_PAYMENT_TWO_DAYS',
  'LATE_PAYMENT_SEVEN_DAYS',
  'LATE_PAYMENT_TWENTY_DAYS',
] as const;
export type NotificationMoment = (typeof NOTIFICATION_MOMENTS)[number];
export type ReminderMoment = Exclude<NotificationMoment, 'PAYMENT'>;

/** Days from the due date on which each reminder is sent (negative: before it). */
export const REMINDER_OFFSETS: Readonly<Record<ReminderMoment, number>> = {
  PREPAYMENT_FIFTEEN_DAYS: -15,
  PREPAYMENT_SEVEN_DAYS: -7,
  PREPAYMENT_TWO_DAYS: -2,
  LATE_PAYMENT_TWO_DAYS: 2,
  LATE_PAYMENT_SEVEN_DAYS: 7,
  LATE_PAYMENT_TWENTY_DAYS: 20,
};

export type NotificationType = `${NotificationMethod}_${NotificationMoment}${'' | '_WHATSAPP'}`;

export const notificationType = (
  method: NotificationMethod,
  moment: NotificationMoment,
  channel: NotificationChannel,
): NotificationType => `${method}_${moment}${channel === 'WHATSAPP' ? '_WHATSAPP' : ''}` as NotificationType;

/** All 42 switches, method by method, moment by moment, e-mail before WhatsApp. */
export const NOTIFICATION_TYPES: readonly NotificationType[] = NOTIFICATION_METHODS.flatMap((method) =>
  NOTIFICATION_MOMENTS.flatMap((moment) =>
    NOTIFICATION_CHANNELS.map((channel) => notificationType(method, moment, channel)),
  ),
);

/** What a new seller starts with: every e-mail on, WhatsApp off (each message costs the seller). */
export const DEFAULT_ACTIVE_NOTIFICATION_TYPES: readonly NotificationType[] = NOTIFICATION_TYPES.filter(
  (type) => !type.endsWith('_WHATSAPP'),
);

export function parseNotificationType(
  type: string,
): { method: NotificationMethod; moment: NotificationMoment; channel: NotificationChannel } | null {
  for (const method of NOTIFICATION_METHODS)
    for (const moment of NOTIFICATION_MOMENTS)
      for (const channel of NOTIFICATION_CHANNELS)
        if (notificationType(method, moment, channel) === type) return { method, moment, channel };
  return null;
}

/** The tabs of /notificacoes after 'Informações gerais'. */
export const NOTIFICATION_METHOD_TABS: Readonly<Record<NotificationMethod, string>> = {
  BANK_SLIP: 'Boleto',
  PIX: 'Pix',
  CREDIT_CARD: 'Cartão de Crédito',
};

export const NOTIFICATION_MOMENT_LABELS: Readonly<Record<NotificationMoment, string>> = {
  PREPAYMENT_FIFTEEN_DAYS: '15 dias antes do vencimento',
  PREPAYMENT_SEVEN_DAYS: '7 dias antes do vencimento',
  PREPAYMENT_TWO_DAYS: '2 dias antes do vencimento',
  PAYMENT: 'Pagamento confirmado',
  LATE_PAYMENT_TWO_DAYS: '2 dias após o vencimento',
  LATE_PAYMENT_SEVEN_DAYS: '7 dias após o vencimento',
  LATE_PAYMENT_TWENTY_DAYS: '20 dias após o vencimento',
};

export const NOTIFICATION_CHANNEL_LABELS: Readonly<Record<NotificationChannel, string>> = {
  EMAIL: 'E-mail',
  WHATSAPP: 'WhatsApp',
};

/** §4: late notices go out only while the payment is unidentified (the charge still unpaid). */
export const LATE_NOTICE_HINT =
  'Os avisos após o vencimento só são enviados se o pagamento não for identificado.';
export const ALL_NOTIFICATIONS_OFF_WARNING =
  'Todas as notificações estão desabilitadas: seus clientes não recebem lembretes nem confirmações de pagamento.';
export const DISABLE_ALL_NOTIFICATIONS_QUESTION =
  'Tem certeza que deseja desabilitar todas as notificações? Seus clientes deixarão de receber lembretes e confirmações de pagamento.';
export const ENABLE_ALL_NOTIFICATIONS_QUESTION =
  'Deseja habilitar as notificações? Seus clientes voltarão a receber as notificações ativadas.';
export const IDENTIFICATION_UPDATED_MESSAGE = 'Identificação alterada com sucesso';
export const NOTIFICATION_ACTIVATED_MESSAGE = 'Notificação ativada!';
export const NOTIFICATION_DEACTIVATED_MESSAGE = 'Notificação desativada!';
export const ALL_NOTIFICATIONS_DISABLED_MESSAGE = 'Notificação desabilitada com sucesso';

const PAY_BY: Readonly<Record<NotificationMethod, string>> = {
  BANK_SLIP: 'Pague o boleto pelo link: {link}',
  PIX: 'Pague com Pix pelo link: {link}',
  CREDIT_CARD: 'O valor será cobrado no cartão de crédito cadastrado.',
};
const WHAT: Readonly<Record<NotificationMethod, string>> = {
  BANK_SLIP: 'o boleto',
  PIX: 'a cobrança Pix',
  CREDIT_CARD: 'a cobrança no cartão',
};

/**
 * The text each switch sends, with the placeholders the sweep fills ({cliente}, {descricao}, {valor},
 * {vencimento}, {empresa}, {link}); shown beside the switch so the seller knows what goes out.
 */
export function notificationMessage(method: NotificationMethod, moment: NotificationMoment): string {
  const hello = 'Olá, {cliente}!';
  const charge = `${WHAT[method]} de {valor} de {empresa} ({descricao})`;
  if (moment === 'PAYMENT')
    return `${hello} Recebemos o pagamento de {valor} de {empresa} ({descricao}). Obrigado!`;
  const days = Math.abs(REMINDER_OFFSETS[moment]);
  if (moment.startsWith('PREPAYMENT'))
    return `${hello} Lembrete: ${charge} vence em ${days} dias, em {vencimento}. ${PAY_BY[method]}`;
  const late =
    method === 'CREDIT_CARD'
      ? 'Atualize o cartão ou fale com {empresa} para regularizar.'
      : `Se já pagou, desconsidere esta mensagem. ${PAY_BY[method]}`;
  return `${hello} Não identificamos o pagamento de ${charge}, vencida em {vencimento} (há ${days} dias). ${late}`;
}

export function notificationSubject(moment: NotificationMoment): string {
  if (moment === 'PAYMENT') return 'Pagamento confirmado';
  const days = Math.abs(REMINDER_OFFSETS[moment]);
  return moment.startsWith('PREPAYMENT')
    ? `Sua cobrança vence em ${days} dias`
    : `Cobrança em atraso há ${days} dias`;
}

/**
 * A charge created without a link (ISSUED) or a boleto reissued with a new due date (REISSUED) is sent
 * to the customer at once, on each channel where the seller switched on any notice of that method.
 */
export type ChargeNoticeKind = 'ISSUED' | 'REISSUED';

export function chargeNoticeMessage(method: NotificationMethod, kind: ChargeNoticeKind): string {
  const hello = 'Olá, {cliente}!';
  if (kind === 'REISSUED')
    return `${hello} {empresa} emitiu a segunda via do boleto ({descricao}): {valor}, com vencimento em {vencimento}. O boleto anterior não vale mais. ${PAY_BY.BANK_SLIP}`;
  return `${hello} {empresa} enviou ${WHAT[method]} de {valor} ({descricao}), com vencimento em {vencimento}. ${PAY_BY[method]}`;
}

export const chargeNoticeSubject = (kind: ChargeNoticeKind): string =>
  kind === 'REISSUED' ? 'Segunda via do seu boleto' : 'Você recebeu uma cobrança';

/** Whether the seller uses `channel` for `method` at all: any of its switches there is on. */
export function channelInUse(
  activeTypes: readonly string[],
  method: NotificationMethod,
  channel: NotificationChannel,
): boolean {
  return NOTIFICATION_MOMENTS.some((moment) =>
    activeTypes.includes(notificationType(method, moment, channel)),
  );
}

/** Fills the placeholders; a missing value leaves its placeholder out. */
export function fillNotificationMessage(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

/**
 * A reminder whose day passed longer ago than this is no longer sent: after a jump of the clock by months,
 * 'vencida há 20 dias' would be false, and every unpaid charge of the past would get it at once.
 */
const REMINDER_GRACE_DAYS = 7;

/**
 * The reminder a sweep that covers the business days after `sweptThrough` up to `today` owes a charge
 * due `due` and created on `createdOn`: of the reminder days it crossed, the latest (a clock that jumps
 * over several sends the one that is still true, not a burst of stale ones), and only one that falls on
 * or after the day the charge was created and at most REMINDER_GRACE_DAYS ago. Null when none.
 */
export function reminderDue(
  due: ApiDate,
  createdOn: ApiDate,
  sweptThrough: ApiDate,
  today: ApiDate,
): ReminderMoment | null {
  const oldest = addDays(today, -REMINDER_GRACE_DAYS);
  let found: ReminderMoment | null = null;
  for (const [moment, offset] of Object.entries(REMINDER_OFFSETS) as [ReminderMoment, number][]) {
    const day = addDays(due, offset);
    if (day > sweptThrough && day >= oldest && day <= today && day >= createdOn) found = moment;
  }
  return found;
}

/** The due dates a sweep over (sweptThrough, today] has to look at: the widest offsets either side. */
export function reminderDueRange(sweptThrough: ApiDate, today: ApiDate): { from: ApiDate; to: ApiDate } {
  const offsets = Object.values(REMINDER_OFFSETS);
  const graceStart = addDays(today, -REMINDER_GRACE_DAYS - 1);
  const start = sweptThrough > graceStart ? sweptThrough : graceStart;
  return {
    from: addDays(start, 1 - Math.max(...offsets)),
    to: addDays(today, -Math.min(...offsets)),
  };
}
