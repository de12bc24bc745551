import type { SubSellerFormInput } from '@balcao/domain/sub-sellers';
import { useSelector } from '@tanstack/react-form';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useGatewayToday } from '../../app/gateway-time';
import { useServices } from '../../app/services';
import { Button, ConfirmDialog } from '../../ui';
import { FieldsSpeak, submitHandler } from '../../ui/form';
import { AddressFields } from './address-fields';
import { type SubSeller, SubSellerSaveError, saveSubSeller, subSellerQueries } from './api';
import { BankFields } from './bank-fields';
import { formFromSubSeller } from './form-mapping';
import { GeneralFields } from './general-fields';
import { type FailureDialog, failureDialogFor, SAVED, SAVED_NOTE, UPDATE_FAILURE } from './messages';
import { SplitFields } from './split-fields';
import { useSubSellerForm } from './sub-seller-form';
import * as styles from './sub-sellers.css';

type Outcome = { kind: 'saved' } | { kind: 'failure'; dialog: FailureDialog };

/**
 * The detail page's edit mode: the creation form with the document read-only. 'Concluir' runs the
 * four updates and the registration when needed; 'Cancelar' leaves without saving.
 */
export function SubSellerEditForm({ subSeller, onDone }: { subSeller: SubSeller; onDone: () => void }) {
  const { clients } = useServices();
  const today = useGatewayToday();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useSubSellerForm(clients, formFromSubSeller(subSeller), {
    today,
    documentChecked: true,
    onSubmit: save,
  });
  const saving = useSelector(form.api.store, (state) => state.isSubmitting);

  async function save(values: SubSellerFormInput) {
    try {
      await saveSubSeller(clients, subSeller.id, values);
      setOutcome({ kind: 'saved' });
    } catch (error) {
      const dialog = error instanceof SubSellerSaveError ? failureDialogFor(error.url) : UPDATE_FAILURE;
      setOutcome({ kind: 'failure', dialog });
    } finally {
      await queryClient.invalidateQueries({ queryKey: subSellerQueries.all() });
    }
  }

  function closeOutcome() {
    // §8: after a failure, Ok goes to the list; after a success the page shows the saved data.
    const failed = outcome?.kind === 'failure';
    setOutcome(null);
    if (failed) void navigate({ to: '/sub-vendedores' });
    else onDone();
  }

  return (
    // §5: a field says its message once it is left (and every one after the first send).
    <FieldsSpeak when="left">
      <form
        noValidate
        className={styles.page}
        aria-label="Editar sub-vendedor"
        onSubmit={submitHandler(form.api)}
      >
        <GeneralFields form={form} edit />
        <AddressFields form={form} />
        <SplitFields form={form} confirmTypeChange />
        <BankFields form={form} />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onDone} disabled={saving}>
            Cancelar
          </Button>
          <form.api.AppForm>
            <form.api.SubmitButton variant="primary" loading={outcome !== null}>
              Concluir
            </form.api.SubmitButton>
          </form.api.AppForm>
        </div>
        <ConfirmDialog
          open={outcome !== null}
          onOpenChange={(open) => {
            if (!open) closeOutcome();
          }}
          kind="alert"
          confirmLabel="Ok"
          title={outcome?.kind === 'failure' ? outcome.dialog.title : SAVED}
          message={outcome?.kind === 'failure' ? outcome.dialog.message : SAVED_NOTE}
        />
      </form>
    </FieldsSpeak>
  );
}
