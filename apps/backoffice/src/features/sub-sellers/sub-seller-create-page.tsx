import { emptySubSellerForm, type SubSellerFormInput } from '@balcao/domain/sub-sellers';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { apiErrorLines } from '../../app/api-errors';
import { useGatewayToday } from '../../app/gateway-time';
import { useServices } from '../../app/services';
import { ConfirmDialog, useToast } from '../../ui';
import { FieldsSpeak, submitHandler } from '../../ui/form';
import { AddressFields } from './address-fields';
import { createSubSeller, registerSubSellerSplit, subSellerQueries } from './api';
import { BankFields } from './bank-fields';
import { toCreateRequest } from './form-mapping';
import { GeneralFields } from './general-fields';
import {
  type FailureDialog,
  REGISTRATION_PROCESSING,
  REGISTRATION_PROCESSING_NOTE,
  SPLIT_FAILURE,
} from './messages';
import { SplitFields } from './split-fields';
import { useSubSellerForm } from './sub-seller-form';
import * as styles from './sub-sellers.css';

type Outcome = { kind: 'processing' } | { kind: 'failure'; dialog: FailureDialog };

/**
 * /sub-vendedores/novo: the document first, checked on blur; the rest of the form once it is
 * valid. Saving creates, then activates (sends the bank account), then says it is processing.
 */
export function SubSellerCreatePage() {
  const { clients } = useServices();
  const today = useGatewayToday();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useSubSellerForm(clients, emptySubSellerForm(), {
    today,
    onSubmit: create,
  });

  async function create(values: SubSellerFormInput) {
    // The rest of the form belongs to the document checked on blur; a changed document is checked again.
    if (!form.revealed) return;
    let created: { id: number } | null = null;
    try {
      created = await createSubSeller(clients, toCreateRequest(values));
      await registerSubSellerSplit(clients, created.id);
      setOutcome({ kind: 'processing' });
    } catch (error) {
      // Created but not sent: the list shows it 'Cadastro inativo', to be sent again from its page.
      if (created) setOutcome({ kind: 'failure', dialog: SPLIT_FAILURE });
      else for (const line of apiErrorLines(error)) toast.error(line);
    } finally {
      if (created) void queryClient.invalidateQueries({ queryKey: subSellerQueries.all() });
    }
  }

  const leave = () => void navigate({ to: '/sub-vendedores' });

  return (
    // §5: a field says its message once it is left (and every one after the first send).
    <FieldsSpeak when="left">
      <form
        noValidate
        className={styles.page}
        aria-labelledby="new-sub-seller-title"
        onSubmit={submitHandler(form.api)}
      >
        <div className={styles.headerText}>
          <h1 id="new-sub-seller-title" className={styles.title}>
            Novo sub-vendedor
          </h1>
          <p className={styles.muted}>Informe o CPF ou CNPJ para começar.</p>
        </div>
        <GeneralFields form={form} edit={false} />
        {form.revealed ? (
          <>
            <AddressFields form={form} />
            <SplitFields form={form} confirmTypeChange={false} />
            <BankFields form={form} />
          </>
        ) : null}
        <div className={styles.actions}>
          <Link to="/sub-vendedores" className={styles.link}>
            Cancelar
          </Link>
          <form.api.AppForm>
            <form.api.SubmitButton variant="primary" loading={outcome !== null} disabled={!form.revealed}>
              Cadastrar
            </form.api.SubmitButton>
          </form.api.AppForm>
        </div>
        <ConfirmDialog
          open={outcome !== null}
          onOpenChange={(open) => {
            if (!open) leave();
          }}
          kind="alert"
          confirmLabel="Ok"
          title={outcome?.kind === 'failure' ? outcome.dialog.title : REGISTRATION_PROCESSING}
          message={outcome?.kind === 'failure' ? outcome.dialog.message : REGISTRATION_PROCESSING_NOTE}
        />
      </form>
    </FieldsSpeak>
  );
}
