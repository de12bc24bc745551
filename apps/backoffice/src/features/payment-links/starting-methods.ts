import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useServices } from '../../app/services';
import { useToast } from '../../ui';
import { paymentLinkQueries } from './api';
import type { StartingMethods } from './link-form-state';

/** §8 Links: the message when the seller's payment methods cannot be read. */
export const METHODS_LOAD_FAILED = 'Falha ao carregar as informações dos métodos de pagamento.';

/**
 * The methods a new link starts with, from the seller's defaults (/metodos-pagamentos); undefined while
 * they load, when `enabled` is false (an edit), or when they failed, which the toast says (the form then
 * starts with none ticked, as before there were defaults).
 */
export function useStartingMethods(enabled: boolean): StartingMethods | undefined {
  const { clients } = useServices();
  const toast = useToast();
  const query = useQuery({ ...paymentLinkQueries.startingMethods(clients), enabled });
  useEffect(() => {
    if (query.isError) toast.error(METHODS_LOAD_FAILED);
  }, [query.isError, toast]);
  if (!query.data) return undefined;
  return {
    creditCard: query.data.defaultEnableCreditCard,
    bankSlip: query.data.defaultEnableBankSlip,
    pix: query.data.defaultEnablePixPayment,
  };
}
