import { VALIDATION_MESSAGES } from '@balcao/domain/forms';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { Switch, useToast } from '../../ui';
import {
  type DefaultPaymentMethods,
  paymentSettingsQueries,
  settingsErrorLines,
  updateDefaultPaymentMethods,
} from './api';
import * as styles from './payment-settings.css';

export const METHOD_SAVED = 'Método de pagamento alterado com sucesso.';
export const METHOD_SAVE_FAILED = 'Não foi possível alterar o método de pagamento.';
export const ONE_METHOD_HINT = VALIDATION_MESSAGES.paymentMethodRequired;

const METHODS: { key: keyof DefaultPaymentMethods; label: string }[] = [
  { key: 'defaultEnableCreditCard', label: 'Cartão de Crédito' },
  { key: 'defaultEnableBankSlip', label: 'Boleto' },
  { key: 'defaultEnablePixPayment', label: 'Pix' },
];

/**
 * The three default switches: a new payment link starts with these methods ticked. A flip is saved at
 * once (a switch has no typing to wait for) and the switches wait while it is on its way; the last
 * method on cannot be switched off, as the server would refuse it.
 */
export function DefaultMethodsCard() {
  const { clients } = useServices();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { data: methods } = useSuspenseQuery(paymentSettingsQueries.methods(clients));
  const save = useMutation({
    mutationFn: (change: Partial<DefaultPaymentMethods>) => updateDefaultPaymentMethods(clients, change),
    onSuccess: (saved) => {
      queryClient.setQueryData(paymentSettingsQueries.methods(clients).queryKey, saved);
      toast.success(METHOD_SAVED);
    },
    onError: (error) => {
      for (const line of settingsErrorLines(error, METHOD_SAVE_FAILED)) toast.error(line);
    },
  });
  const onCount = METHODS.filter((m) => methods[m.key]).length;

  return (
    <section className={styles.card} aria-labelledby="metodos-padrao">
      <h2 id="metodos-padrao" className={styles.subtitle}>
        Métodos de pagamento padrão
      </h2>
      <p className={styles.muted}>
        Os métodos que um link de pagamento novo já traz marcados. Links e cobranças já criados não mudam.
      </p>
      {METHODS.map(({ key, label }) => {
        const checked =
          save.isPending && save.variables?.[key] !== undefined ? save.variables[key] : methods[key];
        const last = checked && onCount === 1;
        return (
          <label key={key} className={styles.switchRow}>
            <span>{label}</span>
            <Switch
              checked={Boolean(checked)}
              disabled={save.isPending || last}
              aria-describedby={last ? 'um-metodo' : undefined}
              onCheckedChange={(on) => save.mutate({ [key]: on })}
            />
          </label>
        );
      })}
      {onCount === 1 ? (
        <p id="um-metodo" className={styles.muted}>
          {ONE_METHOD_HINT}
        </p>
      ) : null}
    </section>
  );
}
