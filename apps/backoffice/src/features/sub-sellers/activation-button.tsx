import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { apiErrorLines } from '../../app/api-errors';
import { useServices } from '../../app/services';
import { Button, ConfirmDialog, useToast } from '../../ui';
import { type SubSeller, setSubSellerActive, subSellerQueries } from './api';
import { activationDone, activationNote, activationQuestion } from './messages';

/** 'Ativar' / 'Desativar' with a confirmation; then back to the list (§4). */
export function ActivationButton({ subSeller }: { subSeller: SubSeller }) {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const activate = !subSeller.isActive;

  async function confirm() {
    try {
      await setSubSellerActive(clients, subSeller.id, activate);
    } catch (error) {
      for (const line of apiErrorLines(error)) toast.error(line);
      throw error;
    }
    toast.success(activationDone(activate));
    await queryClient.invalidateQueries({ queryKey: subSellerQueries.all() });
    void navigate({ to: '/sub-vendedores' });
  }

  return (
    <>
      <Button variant={activate ? 'primary' : 'secondary'} onClick={() => setOpen(true)}>
        {activate ? 'Ativar' : 'Desativar'}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        kind="question"
        tone={activate ? 'default' : 'danger'}
        title={activationQuestion(activate)}
        message={activationNote(activate)}
        onConfirm={confirm}
      />
    </>
  );
}
