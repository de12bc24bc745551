import type { core } from '@balcao/client';
import { companyByCnpj, postalCode } from '../../areas/lookups/lookups';
import type { Handlers } from '../types';

type Ops = core.operations;
type Company = core.components['schemas']['Company'];

export const lookupsHandlers: Pick<Handlers<Ops>, 'getCompanyByCnpj' | 'getPostalCode'> = {
  getCompanyByCnpj: async ({ params }, { db }) => (await companyByCnpj(db, params.document)) as Company,
  getPostalCode: ({ params }, { db }) => postalCode(db, params.cep),
};
