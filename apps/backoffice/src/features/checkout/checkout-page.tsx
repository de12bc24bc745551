import {
  CHECKOUT_CREATED_MESSAGE,
  CHECKOUT_LIMITS,
  CHECKOUT_SUBDOMAIN_TAKEN_MESSAGE,
  CHECKOUT_UPDATED_MESSAGE,
  type CheckoutFormInput,
  checkoutFormErrors,
  normalizeSubDomain,
} from '@balcao/domain/payment-links';
import { revalidateLogic } from '@tanstack/react-form';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { apiErrorLines } from '../../app/api-errors';
import { fieldErrors } from '../../app/form-errors';
import { useServices } from '../../app/services';
import { Button, useToast } from '../../ui';
import { submitHandler, useAppForm } from '../../ui/form';
import { type Checkout, checkoutQueries, checkSubdomain, createCheckout, updateCheckout } from './api';
import * as styles from './checkout.css';

export const URL_COPIED_MESSAGE = 'Url copiado para a área de transferência!';

/** The fixed host before the subdomain: the saved checkout's address without it, else this host's. */
export function checkoutPrefix(checkout: Checkout | null, origin: string): string {
  if (checkout?.url.endsWith(checkout.subDomain))
    return checkout.url.slice(0, checkout.url.length - checkout.subDomain.length);
  return `${origin}/checkout/`;
}

/**
 * /checkout-info ('Meu Checkout' > 'Informações Gerais', §2, §5): title, description and the URL after
 * the checkout host, checked for use by another checkout before it is saved; 'Copiar link'; the notes
 * (§3's `notes`, kept with the checkout: left off the form, a save would erase them); Salvar.
 */
export function CheckoutPage({ origin = window.location.origin }: { origin?: string }) {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { data: checkout } = useSuspenseQuery(checkoutQueries.default(clients));
  const prefix = checkoutPrefix(checkout, origin);
  const form = useAppForm({
    defaultValues: {
      title: checkout?.title ?? '',
      description: checkout?.description ?? '',
      subDomain: checkout?.subDomain ?? '',
      notes: checkout?.notes ?? '',
    } as CheckoutFormInput,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: ({ value }) => fieldErrors(checkoutFormErrors(value)) },
    onSubmit: async ({ value, formApi }) => {
      const body = {
        title: value.title.trim(),
        description: value.description.trim() || null,
        subDomain: value.subDomain,
        notes: value.notes.trim() || null,
      };
      try {
        if (value.subDomain !== checkout?.subDomain) {
          const check = await checkSubdomain(clients, value.subDomain);
          if (!check.isValid) {
            formApi.setFieldMeta('subDomain', (meta) => ({
              ...meta,
              errorMap: { ...meta.errorMap, onSubmit: CHECKOUT_SUBDOMAIN_TAKEN_MESSAGE },
            }));
            toast.error(CHECKOUT_SUBDOMAIN_TAKEN_MESSAGE);
            return;
          }
        }
        if (checkout) await updateCheckout(clients, checkout.id, body);
        else await createCheckout(clients, body);
      } catch (error) {
        for (const line of apiErrorLines(error)) toast.error(line);
        return;
      }
      toast.success(checkout ? CHECKOUT_UPDATED_MESSAGE : CHECKOUT_CREATED_MESSAGE);
      await queryClient.invalidateQueries({ queryKey: checkoutQueries.all() });
    },
  });

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(`${prefix}${form.getFieldValue('subDomain')}`);
      toast.success(URL_COPIED_MESSAGE);
    } catch {
      toast.error('Não foi possível copiar o link.');
    }
  }

  return (
    <section className={styles.page} aria-labelledby="checkout-title">
      <h1 id="checkout-title" className={styles.title}>
        Informações Gerais
      </h1>
      <form noValidate className={styles.card} onSubmit={submitHandler(form)}>
        <form.AppField name="title">
          {(field) => <field.TextField label="Título do checkout" maxLength={CHECKOUT_LIMITS.title} />}
        </form.AppField>
        <form.AppField name="description">
          {(field) => (
            <field.TextAreaField
              label="Descrição"
              rows={3}
              maxLength={CHECKOUT_LIMITS.description}
              counted={false}
            />
          )}
        </form.AppField>
        <form.AppField name="subDomain">
          {(field) => (
            <div className={styles.url}>
              <span className={styles.prefix} aria-hidden="true">
                {prefix}
              </span>
              <field.TextField
                className={styles.urlField}
                label="URL"
                hint={`Endereço: ${prefix}${field.state.value}`}
                maxLength={CHECKOUT_LIMITS.subDomain}
                transform={normalizeSubDomain}
              />
              <Button variant="secondary" onClick={() => void copyLink()}>
                Copiar link
              </Button>
            </div>
          )}
        </form.AppField>
        <form.AppField name="notes">
          {(field) => (
            <field.TextAreaField
              label="Observações"
              rows={3}
              maxLength={CHECKOUT_LIMITS.notes}
              counted={false}
              hint="Só para a sua equipe: não aparecem para quem paga."
            />
          )}
        </form.AppField>
        <div className={styles.actions}>
          <form.AppForm>
            <form.SubmitButton>Salvar</form.SubmitButton>
          </form.AppForm>
        </div>
      </form>
    </section>
  );
}
