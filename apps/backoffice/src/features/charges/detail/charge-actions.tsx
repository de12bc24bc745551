import { isApiError } from '@balcao/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useServices } from '../../../app/services';
import { Button, ConfirmDialog, useToast, visuallyHidden } from '../../../ui';
import { type Charge, chargeQueries } from '../api';
import * as styles from './charge-detail.css';
import { chargeDetailQueries, deleteCharge, payChargeManually } from './detail-api';
import { RefundDialog } from './refund-dialog';
import { deleteAvailability, manualPayAvailability, offersRefund } from './rules';

export const DELETED = 'Sucesso na exclusão da cobrança.';
export const PAID_MANUALLY = 'Cobrança alterada para paga manualmente com sucesso!';
export const PAY_FAILED = 'Erro ao alterar cobrança, tente novamente';
export const NOT_REFUNDABLE = 'Não é possível estornar essa transação';

function firstDescription(error: unknown, fallback: string) {
  return isApiError(error) && error.errors[0] ? error.errors[0].description : fallback;
}

function DeleteAction({ charge }: { charge: Charge }) {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const availability = deleteAvailability(charge);
  const mutation = useMutation({
    mutationFn: () => deleteCharge(clients, charge.uuid),
    onSuccess: () => {
      toast.success(DELETED);
      return queryClient.invalidateQueries({ queryKey: chargeQueries.all() });
    },
    onError: (error) => toast.error(firstDescription(error, 'Erro ao excluir cobrança, tente novamente')),
  });
  if (availability === 'hidden') return null;
  return (
    <>
      <Button
        variant="danger"
        disabled={availability === 'disabled'}
        loading={mutation.isPending}
        onClick={() => setOpen(true)}
      >
        Excluir cobrança
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        kind="question"
        tone="danger"
        title="Excluir cobrança"
        message="Tem certeza que deseja excluir esta cobrança?"
        onConfirm={() => mutation.mutateAsync()}
      />
    </>
  );
}

function ManualPayAction({ charge }: { charge: Charge }) {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const availability = manualPayAvailability(charge);
  const mutation = useMutation({
    mutationFn: () => payChargeManually(clients, charge.uuid),
    onSuccess: (saved) => {
      toast.success(PAID_MANUALLY);
      queryClient.setQueryData(chargeQueries.detail(clients, charge.uuid).queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: chargeQueries.all() });
    },
    onError: () => toast.error(PAY_FAILED),
  });
  if (availability === 'hidden' || availability === 'unavailable') return null;
  if (availability === 'paid') {
    return (
      <p className={styles.muted}>
        Paga: <strong>Sim</strong>
      </p>
    );
  }
  return (
    <>
      <Button variant="secondary" loading={mutation.isPending} onClick={() => setOpen(true)}>
        Alterar para paga
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        tone="danger"
        title="Alterar para paga"
        message="Esta ação é irreversível: a cobrança ficará como Paga Manualmente. Deseja continuar?"
        onConfirm={() => mutation.mutateAsync()}
      />
    </>
  );
}

function RefundAction({ charge }: { charge: Charge }) {
  const { clients } = useServices();
  const [open, setOpen] = useState(false);
  const eligibility = useQuery(chargeDetailQueries.eligibility(clients, charge.uuid));
  const eligible = eligibility.data?.isEligible === true;
  const hintId = `refund-hint-${charge.uuid}`;
  return (
    <>
      <span title={eligibility.isPending || eligible ? undefined : NOT_REFUNDABLE}>
        <Button
          variant="secondary"
          disabled={!eligible}
          loading={eligibility.isPending}
          aria-describedby={eligible || eligibility.isPending ? undefined : hintId}
          onClick={() => setOpen(true)}
        >
          Estornar cobrança
        </Button>
        {eligible || eligibility.isPending ? null : (
          <span id={hintId} role="tooltip" className={visuallyHidden}>
            {NOT_REFUNDABLE}
          </span>
        )}
      </span>
      {open && eligibility.data?.isEligible ? (
        <RefundDialog charge={charge} eligibility={eligibility.data} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

/** The actions §4 allows for the charge's status; refunds all hidden by view_disable_refund. */
export function ChargeActions({ charge }: { charge: Charge }) {
  const { auth } = useServices();
  return (
    <div className={styles.actions}>
      <ManualPayAction charge={charge} />
      {offersRefund(charge, auth.features) ? <RefundAction charge={charge} /> : null}
      <DeleteAction charge={charge} />
    </div>
  );
}
