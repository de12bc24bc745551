import { Button, Modal } from '../../ui';
import * as styles from './auth.css';

/** Help for a user who lost the authenticator (§2.3). */
export function LostAccessDialog() {
  return (
    <Modal.Root>
      <Modal.Trigger asChild>
        <button type="button" className={styles.linkButton}>
          Perdi o acesso ao meu autenticador
        </button>
      </Modal.Trigger>
      <Modal.Content
        title="Perdeu o acesso?"
        footer={
          <Modal.Close asChild>
            <Button variant="primary">Pronto</Button>
          </Modal.Close>
        }
      >
        <p>
          Sem o aplicativo autenticador não é possível concluir a entrada. Peça a um administrador da sua
          empresa para redefinir a verificação em duas etapas do seu usuário, ou fale com o suporte pelo
          e-mail suporte@balcao.dev informando o e-mail de acesso e o CNPJ da empresa.
        </p>
        <p>Depois da redefinição, você poderá cadastrar o novo aparelho na próxima entrada.</p>
      </Modal.Content>
    </Modal.Root>
  );
}
