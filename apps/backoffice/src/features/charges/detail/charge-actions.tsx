import { isApiError } from '@balcao/client';
import {
  type ChargeView,
  deleteAvailability,
  manualPayAvailability,
  NOT_REFUNDABLE,
  offeredRefundFlow,
  offersCancellationLetter,
  showsDisputeInfo,
} from '@balcao/domain/charges';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useServices } from '../../../app/services';
import { Button, ConfirmDialog, useToast, visuallyHidden } from '../../../ui';
import { type Charge, chargeQueries } from '../api';
import { CancellationLetterAction } from './cancellation-letter';
import * as styles from './charge-detail.css';
import { ChargebackDialog } from './chargeback-dialog';
import { CheckoutLink } from './checkout-link';
import { chargeDetailQueries, deleteCharge, payChargeManually } from './detail-api';
import { DisputeInfo } from './dispute-info';
import { PosRefundAction } from './pos-refund';
import { RefundDialog } from './refund-dialog';
import { RescheduleActions } from './reschedule-dialog';

export const DELETED = 'Sucesso na exclusão da cobrança.';
export const PAID_MANUALLY = 'Cobrança alterada para paga manualmente com sucesso!';
export const PAY_FAILED = 'Erro ao alterar cobrança, tente novamente';

function firstDescription(error: unknown, fallback: string) {
  return isApiError(error) && error.errors[0] ? error.errors[0].description : fallback;
}

type ActionProps = { charge: Charge; view: ChargeView };

function DeleteAction({ charge, view }: ActionProps) {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const availability = deleteAvailability(charge, view);
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

function ManualPayAction({ charge, view }: ActionProps) {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const availability = manualPayAvailability(charge, view);
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

/** The refund flow's button: enabled by the eligibility check, its dialog by flow and view. */
function RefundAction({ charge, view }: ActionProps) {
  const { clients } = useServices();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const eligibility = useQuery(chargeDetailQueries.eligibility(clients, charge.uuid));
  const eligible = eligibility.data?.isEligible === true;
  const hintId = `refund-hint-${charge.uuid}`;
  return (
    <>
      <span title={eligibility.isPending || eligible ? undefined : NOT_REFUNDABLE}>
        <Button
          ref={trigger}
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
        <RefundDialog
          charge={charge}
          eligibility={eligibility.data}
          simple={view === 'simple'}
          returnFocusTo={trigger}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

/** Which refund button the charge gets (§4, §6); the simpler view offers only the refund flow. */
function RefundFor({ charge, view }: ActionProps) {
  const { auth } = useServices();
  const flow = offeredRefundFlow(charge, auth.features);
  if (flow === 'refund') return <RefundAction charge={charge} view={view} />;
  if (view === 'simple') return null;
  if (flow === 'chargeback') return <ChargebackAction charge={charge} />;
  if (flow === 'pos') return <PosRefundAction charge={charge} />;
  return null;
}

/** The older flow needs no eligibility check: the dialog explains, the server decides. */
function ChargebackAction({ charge }: { charge: Charge }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={trigger} variant="secondary" onClick={() => setOpen(true)}>
        Estornar cobrança
      </Button>
      {open ? (
        <ChargebackDialog charge={charge} returnFocusTo={trigger} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

/** The actions §4 allows for the charge's status on the full or the simpler detail view. */
export function ChargeActions({ charge, view = 'full' }: { charge: Charge; view?: ChargeView }) {
  return (
    <div className={styles.actions}>
      <ManualPayAction charge={charge} view={view} />
      <RefundFor charge={charge} view={view} />
      {view === 'full' && offersCancellationLetter(charge.status) ? (
        <CancellationLetterAction charge={charge} />
      ) : null}
      {view === 'full' && showsDisputeInfo(charge.status) ? <DisputeInfo charge={charge} /> : null}
      {view === 'full' ? <RescheduleActions charge={charge} /> : null}
      <CheckoutLink charge={charge} view={view} />
      <DeleteAction charge={charge} view={view} />
    </div>
  );
}
