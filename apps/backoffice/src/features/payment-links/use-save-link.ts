import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorLines } from '../../app/api-errors';
import { useServices } from '../../app/services';
import { useToast } from '../../ui';
import {
  createPaymentLink,
  type PaymentLink,
  type PaymentLinkRequest,
  paymentLinkQueries,
  updatePaymentLink,
} from './api';

export const LINK_UPDATED = 'Link de pagamento atualizado com sucesso!';

/**
 * Saving a link form, the same for every kind: a new link is created and shown in the success dialog
 * (`created`, with its copy action), an edited one is updated and the user goes back (`onDone`); the
 * lists are read again either way, and each server error is a §8 toast.
 */
export function useSaveLink(options: {
  link: PaymentLink | undefined;
  request: () => PaymentLinkRequest;
  createdMessage: string;
  onDone: () => void;
}) {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [created, setCreated] = useState<PaymentLink | null>(null);
  const { link } = options;
  const save = useMutation({
    mutationFn: () =>
      link
        ? updatePaymentLink(clients, link.uuid, options.request())
        : createPaymentLink(clients, options.request()),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: paymentLinkQueries.all() });
      if (link) {
        toast.success(LINK_UPDATED);
        options.onDone();
      } else {
        toast.success(options.createdMessage);
        setCreated(saved);
      }
    },
    onError: (error) => {
      for (const line of apiErrorLines(error)) toast.error(line);
    },
  });
  return { save, created };
}
