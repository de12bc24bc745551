import { isApiError } from '@balcao/client';
import { formatBRL, reaisToCents } from '@balcao/domain/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useServices } from '../../../app/services';
import { Button, ConfirmDialog, useToast } from '../../../ui';
import { type Charge, chargeQueries } from '../api';
import { posRefundQueries, requestPosRefund } from './actions-api';

export const POS_PROCESSING = 'Processando estorno';
export const POS_REQUESTED = 'Estorno em processamento';

/**
 * §4 POS refund of a 'Venda Física' (view_seller_refund_pos): asked of the card machine for what is
 * still available. While the newest attempt is PROCESSING the button reads 'Processando estorno' and
 * is disabled; the page asks again until it settles, then reloads the charge.
 */
export function PosRefundAction({ charge }: { charge: Charge }) {
  const { clients, auth } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const attempts = useQuery(posRefundQueries.attempts(clients, charge.uuid));
  const processing = attempts.data?.[0]?.status === 'PROCESSING';
  const wasProcessing = useRef(processing);
  useEffect(() => {
    if (wasProcessing.current && !processing)
      void queryClient.invalidateQueries({ queryKey: chargeQueries.detail(clients, charge.uuid).queryKey });
    wasProcessing.current = processing;
  }, [processing, queryClient, clients, charge.uuid]);
  const availableCents = reaisToCents(charge.availableRefundAmount);
  const mutation = useMutation({
    mutationFn: () =>
      requestPosRefund(clients, charge.uuid, charge.availableRefundAmount, auth.session?.email ?? ''),
    onSuccess: (answer) => {
      toast.success(POS_REQUESTED);
      queryClient.setQueryData(
        posRefundQueries.attempts(clients, charge.uuid).queryKey,
        answer.data.attempts,
      );
    },
    onError: (error) => {
      const first = isApiError(error) ? error.errors[0] : undefined;
      toast.error(first ? `${first.code} - ${first.description}` : 'Não foi possível estornar');
    },
  });
  return (
    <>
      <Button
        variant="secondary"
        disabled={processing || availableCents <= 0}
        loading={attempts.isPending}
        onClick={() => setOpen(true)}
      >
        {processing ? POS_PROCESSING : 'Estornar cobrança'}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        tone="danger"
        title="Estornar venda física"
        message={`Deseja estornar ${formatBRL(availableCents)} desta venda física? O estorno é feito pela maquininha e leva alguns minutos.`}
        onConfirm={() => mutation.mutateAsync()}
      />
    </>
  );
}
