import { formatDocument } from '@balcao/domain/documents';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useServices } from '../../app/services';
import { Button } from '../../ui';
import { ActivationButton } from './activation-button';
import { subSellerQueries } from './api';
import { FAILED_HINT, RETRY_HINT } from './messages';
import { SubSellerBadge } from './sub-seller-badge';
import { SubSellerEditForm } from './sub-seller-edit-form';
import { SubSellerSummary } from './sub-seller-summary';
import * as styles from './sub-sellers.css';

/** /sub-vendedores/{id}: view mode, 'Editar' for edit mode, and 'Ativar' / 'Desativar'. */
export function SubSellerDetailPage({ id }: { id: number }) {
  const { clients } = useServices();
  // Loading, 'not found' and load failures are the route's shared states.
  const { data: subSeller } = useSuspenseQuery(subSellerQueries.detail(clients, id));
  const [editing, setEditing] = useState(false);

  const hint =
    subSeller.splitStatus === 'FAILED'
      ? FAILED_HINT
      : subSeller.splitStatus === 'INACTIVE'
        ? RETRY_HINT
        : null;
  return (
    <section className={styles.page} aria-labelledby="sub-seller-title">
      <div className={styles.header}>
        <div className={styles.headerText}>
          <h1 id="sub-seller-title" className={styles.title}>
            {subSeller.name}
          </h1>
          <p className={styles.muted}>
            {subSeller.documentType} {formatDocument(subSeller.document)}
          </p>
          <div>
            <SubSellerBadge isActive={subSeller.isActive} splitStatus={subSeller.splitStatus} />
          </div>
        </div>
        {editing ? null : (
          <div className={styles.actions}>
            <ActivationButton subSeller={subSeller} />
            <Button variant="primary" onClick={() => setEditing(true)}>
              Editar
            </Button>
          </div>
        )}
      </div>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {editing ? (
        <SubSellerEditForm subSeller={subSeller} onDone={() => setEditing(false)} />
      ) : (
        <SubSellerSummary subSeller={subSeller} />
      )}
    </section>
  );
}
