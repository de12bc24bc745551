import { HttpResponse, http } from 'msw';
import { GATEWAY } from '../../test/render-with-app';

/** The seller's link settings (GET /payment-links/settings) every link form reads: the demo seller's. */
export const linkSettingsHandler = () =>
  http.get(`${GATEWAY}/payment/payment-links/settings`, () =>
    HttpResponse.json({
      cardInstallmentsDefault: 10,
      maxCardInstallments: 12,
      bankSlipMaxInstallments: 21,
      pixMaxInstallments: 12,
    }),
  );
