import * as v from 'valibot';
import { REQUIRED_MESSAGE } from '../access/sign-in-schema';
import { EMAIL_INVALID_MESSAGE, maxLengthMessage, noMarkup } from '../customers/customer-schema';
import { firstErrorByField } from '../forms/field-errors';

/**
 * /notificacoes > 'Informações gerais' (§5): the name the customers see as the sender, the e-mail they
 * reply to, and an optional hidden copy (Cco) of every e-mail sent. The same schema checks
 * PATCH /seller-notifications/basic in the sandbox.
 */
export const NOTIFICATION_IDENTIFICATION_LIMITS = { name: 100, email: 254 } as const;

const isEmail = (value: string) => v.is(v.pipe(v.string(), v.email()), value);

const notificationIdentificationSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(REQUIRED_MESSAGE),
    v.maxLength(
      NOTIFICATION_IDENTIFICATION_LIMITS.name,
      maxLengthMessage(NOTIFICATION_IDENTIFICATION_LIMITS.name),
    ),
    noMarkup,
  ),
  // §5: required and valid, both with the e-mail message of VALIDATION_MESSAGES.
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(EMAIL_INVALID_MESSAGE),
    v.maxLength(
      NOTIFICATION_IDENTIFICATION_LIMITS.email,
      maxLengthMessage(NOTIFICATION_IDENTIFICATION_LIMITS.email),
    ),
    v.check(isEmail, EMAIL_INVALID_MESSAGE),
  ),
  hiddenEmail: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(
      NOTIFICATION_IDENTIFICATION_LIMITS.email,
      maxLengthMessage(NOTIFICATION_IDENTIFICATION_LIMITS.email),
    ),
    v.check((value: string) => value === '' || isEmail(value), EMAIL_INVALID_MESSAGE),
  ),
});

export type NotificationIdentification = v.InferInput<typeof notificationIdentificationSchema>;

/** The first message of each failing field, keyed by its name; empty when the input passes. */
export function notificationIdentificationErrors(input: unknown): Record<string, string> {
  return firstErrorByField(notificationIdentificationSchema, input);
}
