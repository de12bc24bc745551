import { GATEWAY } from '../../test/render-with-app';
import type { SubSeller, SubSellerSummary } from './api';

/** Test data of the sub-seller screens, in the contract's shapes. */
export const SUB_SELLERS_URL = `${GATEWAY}/payment/sellers/subseller`;
export const COMPANY_URL = `${GATEWAY}/core/public/companies/:document`;
export const CEP_URL = `${GATEWAY}/core/public/postal-codes/:cep/json`;

export function aSubSeller(overrides: Partial<SubSeller> = {}): SubSeller {
  return {
    id: 7,
    name: 'Mariana Costa Ribeiro',
    documentType: 'CPF',
    document: '52998224725',
    isActive: true,
    splitStatus: 'ACTIVE',
    paymentType: 'PERCENTAGE',
    paymentValue: 10.5,
    description: null,
    openingDate: null,
    address: {
      zipCode: '01310-100',
      street: 'Avenida Paulista',
      number: '1578',
      complement: null,
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
        number: '567890',
        bankDigit: '1',
        accountType: 'CHECKING_ACCOUNT',
      },
      pixKeyType: 'PHONE',
      pixKey: '+5511987654321',
    },
    contact: {
      name: 'Mariana Costa Ribeiro',
      email: 'mariana@exemplo.com.br',
      phone: '11987654321',
      alternativeEmail: null,
    },
    owner: { ownerName: null, ownerDocument: null, birthdate: '1988-04-12' },
    createdAt: '2026-11-20T14:30:00Z',
    updatedAt: '2026-11-20T14:30:00Z',
    ...overrides,
  };
}

export function aSummary(overrides: Partial<SubSellerSummary> = {}): SubSellerSummary {
  const { id, name, documentType, document, isActive, splitStatus, paymentType, paymentValue } = aSubSeller();
  return { id, name, documentType, document, isActive, splitStatus, paymentType, paymentValue, ...overrides };
}

export function aPage(content: SubSellerSummary[], { page = 0, totalElements = content.length } = {}) {
  return { content, totalElements, totalPages: Math.ceil(totalElements / 20), number: page, size: 20 };
}

export const COMPANY = {
  cnpj: '34190875000115',
  companyName: 'Oficina Sul Serviços Automotivos Ltda',
  fantasyName: 'Oficina Sul',
  email: 'contato@oficinasul.com.br',
  phone: '5132217788',
  status: 'ATIVA' as const,
  address: {
    zipCode: '90010-000',
    street: 'Rua dos Andradas',
    number: '1234',
    complement: null,
    district: 'Centro Histórico',
    city: 'Porto Alegre',
    state: 'RS',
  },
};
