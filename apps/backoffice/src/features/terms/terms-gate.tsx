import { canAcceptTerms } from '@balcao/domain/access';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiErrorLines } from '../../app/api-errors';
import { useServices } from '../../app/services';
import { Button, Modal, useToast } from '../../ui';
import { acceptCurrentTerms, termsQueries } from './api';
import * as styles from './terms.css';

const block = (event: Event) => event.preventDefault();

/**
 * The terms gate (§2.5, §4.3): while the merchant has not accepted the current terms, a modal
 * that cannot be dismissed covers the app. A SELLER_ADMIN accepts; everybody else can only leave.
 */
export function TermsGate({ roles, onSignOut }: { roles: readonly string[]; onSignOut(): void }) {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const terms = useQuery(termsQueries.current(clients));
  const accept = useMutation({
    mutationFn: () => acceptCurrentTerms(clients),
    onSuccess: (accepted) => queryClient.setQueryData(termsQueries.current(clients).queryKey, accepted),
    onError: (error) => {
      for (const line of apiErrorLines(error)) toast.error(line);
    },
  });
  if (!terms.data || terms.data.accepted) return null;
  const isAdmin = canAcceptTerms(roles);

  return (
    <Modal.Root open>
      <Modal.Content
        title="Atualizamos nossos termos de uso"
        showClose={false}
        onEscapeKeyDown={block}
        onPointerDownOutside={block}
        onInteractOutside={block}
        footer={
          <>
            <Button variant="secondary" onClick={onSignOut}>
              Sair
            </Button>
            {isAdmin ? (
              <Button variant="primary" loading={accept.isPending} onClick={() => accept.mutate()}>
                Li e aceito os termos
              </Button>
            ) : null}
          </>
        }
      >
        <p className={styles.text}>
          Para continuar usando o Balcão, é preciso aceitar a versão {terms.data.version} dos{' '}
          <a href={terms.data.url} target="_blank" rel="noreferrer">
            {terms.data.title}
          </a>
          .
        </p>
        {isAdmin ? null : (
          <p className={styles.text}>
            Somente um administrador da sua empresa pode aceitar os novos termos. Peça a ele que entre no
            Balcão e aceite; depois disso, você poderá entrar normalmente.
          </p>
        )}
      </Modal.Content>
    </Modal.Root>
  );
}
