import { DEMO_PASSWORD } from '@balcao/sandbox';
import type { RunningSandbox } from './sandbox';

/**
 * What a walk through every page needs of a merchant: a row in each list whose detail page it opens. The
 * seed gives the demo merchant plenty; the smaller ones ('Outra Loja', 'Loja Nova', 'Ateliê Parceiro') get
 * here, through the API as their admin, one record in each list that is empty.
 */
export async function ensureDetailRecords(sandbox: RunningSandbox, adminEmail: string) {
  const api = await apiAs(sandbox, adminEmail);
  const empty = async (path: string) => (await api.get<{ totalElements: number }>(path)).totalElements === 0;
  const [noSubscription, noCustomer, noCharge, noSubSeller, noOneOffLink] = await Promise.all([
    empty('/payment/subscriptions?page=0&size=1'),
    empty('/payment/seller-clients?page=0&size=1'),
    empty('/payment/charges?page=0&size=1'),
    empty('/payment/sellers/subseller?page=0&size=1'),
    empty('/payment/payment-links?kind=orders&page=0&size=1'),
  ]);
  // One buyer subscribing by Pix (a boleto needs the seller's address, which the small ones lack) is a customer, a subscription, its link and a charge still to be paid
  // (a scheduled one, on the customer's 'Agendados').
  if (noSubscription || noCustomer || noCharge) await subscribeByPix(sandbox, api);
  if (noSubSeller) await api.post('/payment/sellers/subseller', SUB_SELLER);
  // /seja-pago opens on the one-off links.
  if (noOneOffLink)
    await api.post('/payment/payment-links', {
      type: 'ORDER',
      paymentOrder: { title: 'Pedido avulso', value: 120 },
      allowedPaymentMethods: { pixMethod: { discount: null } },
    });
}

async function apiAs(sandbox: RunningSandbox, email: string) {
  const signedIn = await fetch(`${sandbox.url}/core/public/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ credentials: { email, password: DEMO_PASSWORD } }),
  });
  if (!signedIn.ok) throw new Error(`sign-in de ${email} respondeu ${signedIn.status}`);
  const { token } = (await signedIn.json()) as { token: string };
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${sandbox.url}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok)
      throw new Error(`${method} ${path} respondeu ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  return {
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, body: unknown) => call<T>('POST', path, body),
  };
}

type Api = Awaited<ReturnType<typeof apiAs>>;

async function subscribeByPix(sandbox: RunningSandbox, api: Api) {
  const plans = await api.get<{ content: { id: number }[] }>('/payment/plans?page=0&size=1');
  const planId =
    plans.content[0]?.id ??
    (
      await api.post<{ id: number }>('/payment/plans', {
        title: 'Plano Mensal',
        basicValues: [
          { type: 'MONTHLY', value: 49.9, valuePerMonth: 49.9 },
          { type: 'SEMESTER', value: 299.4, valuePerMonth: 49.9 },
          { type: 'YEARLY', value: 598.8, valuePerMonth: 49.9 },
        ],
        enableBankSlip: true,
        enableCreditCard: false,
        enablePixPayment: true,
      })
    ).id;
  // The buyer is made a customer first, with an address: a new buyer takes the seller's, which the small
  // merchants lack.
  await api.post('/payment/seller-clients', CUSTOMER);
  const link = await api.post<{ uuid: string }>('/payment/payment-links', {
    type: 'SUBSCRIPTION',
    paymentOrder: { title: 'Assinatura mensal', value: 49.9 },
    paymentSubscription: { idPlan: planId, valuePerMonth: 49.9, type: 'MONTHLY' },
    allowedPaymentMethods: { pixMethod: { discount: null } },
  });
  // The buyer's form on the link's public page, as the browser posts it.
  const bought = await fetch(`${sandbox.url}/payment-link/${link.uuid}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      token: crypto.randomUUID(),
      name: CUSTOMER.name,
      document: CUSTOMER.document.documentNumber,
      email: CUSTOMER.email,
      phone: '(11) 91234-5678',
      method: 'PIX',
    }),
  });
  if (bought.status !== 303) {
    const page = (await bought.text()).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    throw new Error(`assinar por Pix respondeu ${bought.status}: ${page.slice(0, 600)}`);
  }
}

const CUSTOMER = {
  name: 'Beatriz Compradora',
  fantasyName: null,
  document: { documentNumber: '529.982.247-25', documentNation: 'BR' },
  email: 'beatriz@exemplo.com.br',
  alternativeEmail: null,
  countryCode: '+55',
  phone: '(11) 91234-5678',
  useSellerAddress: false,
  address: {
    zipCode: '90010000',
    street: 'Rua dos Andradas',
    number: '1234',
    complement: '',
    district: 'Centro Histórico',
    city: 'Porto Alegre',
    state: 'RS',
    country: 'BR',
  },
};

const SUB_SELLER = {
  document: '248.438.034-80',
  name: 'Joana Prado',
  paymentType: 'PERCENTAGE',
  paymentValue: 12.5,
  description: null,
  openingDate: null,
  owner: { ownerName: null, ownerDocument: null, birthdate: '1992-06-15' },
  address: {
    zipCode: '01310100',
    street: 'Avenida Paulista',
    number: '1000',
    complement: '',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    country: 'BR',
  },
  account: {
    account: {
      bank: '341',
      issuer: '1234',
      issuerDigit: '0',
      number: '123456',
      bankDigit: 'X',
      accountType: 'CHECKING_ACCOUNT',
    },
    pixKeyType: 'PHONE',
    pixKey: '(11) 98765-4321',
  },
  contact: { email: 'joana@exemplo.com.br', phone: '(11) 98765-4321', alternativeEmail: null },
};
