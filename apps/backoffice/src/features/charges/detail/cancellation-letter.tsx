import { CANCELLATION_LETTER_OPEN_DELAY_MS } from '@balcao/domain/charges';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useServices } from '../../../app/services';
import { Button, useToast } from '../../../ui';
import type { Charge } from '../api';
import * as styles from './actions.css';
import { createCancellationLetter } from './actions-api';

export const LETTER_FAILED = 'Erro ao gerar a carta de cancelamento.';

/**
 * §4: a REFUND charge offers its cancellation letter; the answer's url opens in a new tab 100 ms
 * later. Should the browser block that tab, a link to the letter stays on the page.
 */
export function CancellationLetterAction({ charge }: { charge: Charge }) {
  const { clients } = useServices();
  const toast = useToast();
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const mutation = useMutation({
    mutationFn: () => createCancellationLetter(clients, charge.uuid),
    onSuccess: (url) => {
      timer.current = setTimeout(() => {
        const tab = window.open(url, '_blank');
        if (tab) tab.opener = null;
        else setBlockedUrl(url);
      }, CANCELLATION_LETTER_OPEN_DELAY_MS);
    },
    onError: () => toast.error(LETTER_FAILED),
  });
  return (
    <>
      <Button variant="secondary" loading={mutation.isPending} onClick={() => mutation.mutate()}>
        Carta de cancelamento
      </Button>
      {blockedUrl ? (
        <a className={styles.linkButton} href={blockedUrl} target="_blank" rel="noreferrer">
          Abrir a carta de cancelamento
        </a>
      ) : null}
    </>
  );
}
