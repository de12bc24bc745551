import { type ChargeView, checkoutLinkUrl, offersCheckoutLink } from '@balcao/domain/charges';
import { useQuery } from '@tanstack/react-query';
import { runtimeConfigQuery } from '../../../app/config';
import { buttonStyle } from '../../../ui';
import type { Charge } from '../api';

/**
 * §2 and §4: a boleto or Pix charge waiting for payment opens its public checkout in a new tab, at the
 * checkout host of /config.json, under the seller's subdomain when it has one.
 */
export function CheckoutLink({ charge, view = 'full' }: { charge: Charge; view?: ChargeView }) {
  const config = useQuery(runtimeConfigQuery());
  if (!offersCheckoutLink(charge, view) || charge.paymentMethod === 'CREDIT_CARD' || !config.data)
    return null;
  const href = checkoutLinkUrl(
    config.data.checkoutUrl,
    charge.checkoutSubdomain,
    charge.paymentMethod,
    charge.uuid,
  );
  return (
    <a className={buttonStyle({ variant: 'secondary' })} href={href} target="_blank" rel="noreferrer">
      Abrir link de pagamento
    </a>
  );
}
