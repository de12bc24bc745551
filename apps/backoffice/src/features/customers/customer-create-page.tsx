import { useNavigate } from '@tanstack/react-router';
import { CustomerCreateForm } from './customer-create-form';
import * as styles from './customers.css';

/** /clientes/adicionar-cliente: the two-step form; saving opens the new customer. */
export function CustomerCreatePage() {
  const navigate = useNavigate();
  return (
    <section className={styles.page} aria-labelledby="customer-create-title">
      <h1 id="customer-create-title" className={styles.title}>
        Adicionar cliente
      </h1>
      <div className={styles.card}>
        <CustomerCreateForm
          onCreated={(customer) => void navigate({ to: '/clientes/$id', params: { id: customer.id } })}
          onCancel={() => void navigate({ to: '/clientes' })}
        />
      </div>
    </section>
  );
}
