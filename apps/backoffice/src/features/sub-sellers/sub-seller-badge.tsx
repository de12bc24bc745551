import { type SplitStatus, subSellerBadge } from '@balcao/domain/sub-sellers';
import { useId } from 'react';
import { Badge } from '../../ui';
import * as styles from './sub-sellers.css';

/**
 * The sub-seller's status (§4): 'Ativo', 'Cadastro inativo' with the spec's tooltip, 'Em processamento' or
 * 'Desativado'. A badge with a tooltip is a button, so a keyboard can reach the explanation.
 */
export function SubSellerBadge({ isActive, splitStatus }: { isActive: boolean; splitStatus: SplitStatus }) {
  const id = useId();
  const badge = subSellerBadge(isActive, splitStatus);
  if (!badge.tooltip) return <Badge tone={badge.tone}>{badge.label}</Badge>;
  return (
    <span className={styles.tooltipWrapper}>
      <button type="button" className={styles.tooltipAnchor} aria-describedby={id}>
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </button>
      <span role="tooltip" id={id} className={styles.tooltip}>
        {badge.tooltip}
      </span>
    </span>
  );
}
