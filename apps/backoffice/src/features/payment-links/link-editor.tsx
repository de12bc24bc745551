import { DELETED_LINK_MESSAGE } from '@balcao/domain/payment-links';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { CustomerSlot } from '../../app/customer-slot';
import { useServices } from '../../app/services';
import { paymentLinkQueries } from './api';
import { FastLinkPage } from './fast-link-page';
import type { LinkRights } from './link-form-state';
import * as styles from './links.css';
import { OrderLinkPage } from './order-link-page';
import { SubscriptionLinkPage } from './subscription-link-page';

export interface LinkEditorProps {
  id: string;
  recurringPath: string | null;
  canPickCustomer: boolean;
  /** The customers feature's picker, lent by the route. */
  customerPicker?: CustomerSlot;
  rights?: LinkRights;
  onDone: () => void;
}

/** §2 edit routes: the page loads the link and picks the form by its type. */
export function LinkEditor({
  id,
  recurringPath,
  canPickCustomer,
  customerPicker,
  rights,
  onDone,
}: LinkEditorProps) {
  const { clients } = useServices();
  const { data: link } = useSuspenseQuery(paymentLinkQueries.detail(clients, id));
  if (!link.active)
    return (
      <section className={styles.page} aria-labelledby="link-closed-title">
        <h1 id="link-closed-title" className={styles.title}>
          Editar link de pagamento
        </h1>
        <p>{DELETED_LINK_MESSAGE}</p>
        <Link to="/seja-pago">Voltar para os links de pagamento</Link>
      </section>
    );
  if (link.type === 'FAST_ORDER') return <FastLinkPage key={link.uuid} link={link} onDone={onDone} />;
  if (link.type === 'ORDER')
    return (
      <OrderLinkPage
        key={link.uuid}
        link={link}
        recurringPath={recurringPath}
        canPickCustomer={canPickCustomer}
        customerPicker={customerPicker}
        rights={rights}
        onDone={onDone}
      />
    );
  return (
    <SubscriptionLinkPage
      key={link.uuid}
      link={link}
      canPickCustomer={canPickCustomer}
      customerPicker={customerPicker}
      rights={rights}
      onDone={onDone}
    />
  );
}
