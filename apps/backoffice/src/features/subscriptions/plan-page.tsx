import { emptyPlanForm, type PlanFormInput } from '@balcao/domain/subscriptions';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { apiErrorLines } from '../../app/api-errors';
import { useServices } from '../../app/services';
import { Button, useToast } from '../../ui';
import { createPlan, type Plan, planForm, planQueries, planRequest, updatePlan } from './api';
import { PlanForm } from './plan-form';
import * as styles from './subscriptions.css';

/** §8 Plans. */
export const PLAN_MESSAGES = {
  created: 'Plano cadastrado com sucesso!',
  updated: 'Plano atualizado com sucesso!',
  updateFailed: 'Plano não pode ser atualizado!',
  loadFailed: 'Não foi possível carregar os dados básicos.',
} as const;

/** /meus-planos/{id}: 0 is 'Novo Plano', any other id 'Editar Plano'; Finalizar saves and goes to the list. */
export function PlanPage({ id, plan }: { id: number; plan: Plan | null }) {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const router = useRouter();
  const toast = useToast();
  const initial: PlanFormInput = plan ? planForm(plan) : emptyPlanForm();

  async function save(value: PlanFormInput) {
    try {
      if (id === 0) await createPlan(clients, planRequest(value));
      else await updatePlan(clients, id, planRequest(value));
    } catch (error) {
      if (id !== 0) toast.error(PLAN_MESSAGES.updateFailed);
      for (const line of apiErrorLines(error)) toast.error(line);
      return;
    }
    toast.success(id === 0 ? PLAN_MESSAGES.created : PLAN_MESSAGES.updated);
    await queryClient.invalidateQueries({ queryKey: planQueries.all() });
    void navigate({ to: '/meus-planos' });
  }

  return (
    <section className={styles.page} aria-labelledby="plan-title">
      <h1 id="plan-title" className={styles.title}>
        {id === 0 ? 'Novo Plano' : 'Editar Plano'}
      </h1>
      <div className={styles.card}>
        <PlanForm
          formId="plan-form"
          initial={initial}
          onSubmit={save}
          submitLabel="Finalizar"
          cancel={
            <Button variant="secondary" onClick={() => router.history.back()}>
              Cancelar
            </Button>
          }
        />
      </div>
    </section>
  );
}

/** The route's page: a new plan for 0, else the plan the loader read. */
export function PlanRoutePage({ id }: { id: number }) {
  return id === 0 ? <PlanPage id={0} plan={null} /> : <ExistingPlanPage id={id} />;
}

function ExistingPlanPage({ id }: { id: number }) {
  const { clients } = useServices();
  const { data } = useSuspenseQuery(planQueries.detail(clients, id));
  return <PlanPage id={id} plan={data} />;
}
