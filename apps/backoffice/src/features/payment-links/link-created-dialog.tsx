import { Button, Modal, TextField, useToast } from '../../ui';
import type { PaymentLink } from './api';
import * as styles from './links.css';
import { URL_COPIED } from './row-actions';

/** §4: after the submit a dialog shows the link with a copy action; confirming goes to /seja-pago. */
export function LinkCreatedDialog({
  title,
  link,
  onDone,
}: {
  title: string;
  link: PaymentLink | null;
  onDone: () => void;
}) {
  const toast = useToast();
  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(URL_COPIED);
    } catch {
      toast.error('Não foi possível copiar para a área de transferência.');
    }
  }
  return (
    <Modal.Root open={link !== null} onOpenChange={(open) => !open && onDone()}>
      {link ? (
        <Modal.Content
          title={title}
          description="Envie este link ao seu cliente para ele pagar."
          footer={
            <>
              <Button variant="secondary" onClick={() => copy(link.url)}>
                Copiar link
              </Button>
              <Button onClick={onDone}>Pronto</Button>
            </>
          }
        >
          <TextField label="Link de pagamento" value={link.url} readOnly className={styles.urlBox} />
        </Modal.Content>
      ) : null}
    </Modal.Root>
  );
}
