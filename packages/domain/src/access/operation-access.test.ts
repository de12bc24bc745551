import { describe, expect, it } from 'vitest';
import { INVOICE_ROLES } from '../charges/invoices';
import { BALANCE_ROLES } from '../dashboard/dashboard';
import { routeByPath } from '../navigation/routes';
import { SUB_SELLER_COLUMN_ROLES, SUB_SELLER_ROLES } from '../sub-sellers/sub-sellers';
import { mayCall, OPERATION_ACCESS, type OperationAccess, type OperationId } from './operation-access';
import { ACQUIRING_PROFILE_TABLE, BANKING_PROFILE_TABLE } from './profiles';
import { NOTIFICATION_BELL_ROLES, type Role } from './roles';

const rolesOf = (id: OperationId): readonly (readonly Role[])[] => {
  const access: OperationAccess = OPERATION_ACCESS[id];
  if (access.kind !== 'roles') throw new Error(`${id} is not role-gated`);
  return access.roles;
};
const sorted = (roles: readonly string[]) => [...roles].sort();

describe('OPERATION_ACCESS', () => {
  it('names only roles some profile grants, or the provider staff’s own', () => {
    const granted = new Set<string>([
      ...Object.values(ACQUIRING_PROFILE_TABLE).flatMap((p) => p.roles),
      ...Object.values(BANKING_PROFILE_TABLE).flatMap((p) => p.roles),
      'SELLER_MASTER',
      'SELLER_BACKOFFICE',
    ]);
    for (const [id, access] of Object.entries(OPERATION_ACCESS) as [OperationId, OperationAccess][]) {
      if (access.kind !== 'roles') continue;
      for (const role of access.roles.flat()) expect(granted.has(role), `${id}: ${role}`).toBe(true);
    }
  });

  it('agrees with the route table where a page and its calls share §6’s rule', () => {
    const pages: [string, OperationId[]][] = [
      ['/cobrancas', ['listCharges', 'getCharge', 'refundCharge', 'requestPosRefund', 'deleteCharge']],
      ['/', ['listDashboardCharges', 'getSellerDashboard']],
      ['/clientes', ['listCustomers', 'createCustomer', 'updateCustomerAddress']],
      ['/usuarios', ['listUsers', 'createUser', 'deleteUser']],
      ['/recorrencias', ['listSubscriptions', 'getSubscription']],
      ['/seja-pago', ['createPaymentLink', 'getPaymentLink', 'deletePaymentLink']],
      ['/sub-vendedores', ['createSubSeller', 'registerSubSellerSplit']],
      ['/notificacoes', ['getNotificationSettings', 'setNotificationActive', 'setEveryNotificationActive']],
      ['/integracao', ['listApiKeys', 'createApiKey', 'updateApiKey', 'deleteApiKey', 'setApiKeyActive']],
      [
        '/metodos-pagamentos',
        ['getDefaultPaymentMethods', 'updateDefaultPaymentMethods', 'updateDefaultTax'],
      ],
      [
        '/pagamentos',
        [
          'listPayments',
          'getPayment',
          'checkPayment',
          'createPayment',
          'listPaymentFavorites',
          'getPaymentReceipt',
        ],
      ],
    ];
    for (const [path, ids] of pages) {
      const route = routeByPath(path as Parameters<typeof routeByPath>[0]);
      for (const id of ids) expect(sorted(rolesOf(id)[0]!), `${id} ~ ${path}`).toEqual(sorted(route.roles));
    }
  });

  it('agrees with the domain’s feature role lists', () => {
    expect(sorted(rolesOf('listNotifications')[0]!)).toEqual(sorted(NOTIFICATION_BELL_ROLES));
    expect(sorted(rolesOf('emitChargeInvoice')[0]!)).toEqual(sorted(INVOICE_ROLES));
    expect(sorted(rolesOf('listSubSellers')[0]!)).toEqual(sorted(SUB_SELLER_COLUMN_ROLES));
    expect(sorted(rolesOf('updateSubSeller')[0]!)).toEqual(sorted(SUB_SELLER_ROLES));
    expect(sorted(rolesOf('getSellerBalance')[0]!)).toEqual(sorted(BALANCE_ROLES));
    expect(sorted(rolesOf('sendChargeReport')[0]!)).toEqual(sorted(routeByPath('/cobrancas').roles));
  });

  it('lets every session manage its own two-factor, as /seguranca opens for every role', () => {
    for (const id of ['getTwoFactorStatus', 'generateTwoFactorSecret', 'setTwoFactorEnabled'] as const) {
      expect(OPERATION_ACCESS[id]).toEqual({ kind: 'session' });
    }
  });

  it('needs one role of every group', () => {
    const both: OperationAccess = { kind: 'roles', roles: [['SELLER_CHARGES'], ['SELLER_REPORTS']] };
    expect(mayCall(both, ['SELLER_CHARGES'])).toBe(false);
    expect(mayCall(both, ['SELLER_REPORTS'])).toBe(false);
    expect(mayCall(both, ['SELLER_CHARGES', 'SELLER_REPORTS'])).toBe(true);
    // The charges CSV is the charges page's own export: its roles, nothing more.
    expect(mayCall(OPERATION_ACCESS.sendChargeReport, ['SELLER_CHARGES'])).toBe(true);
    expect(mayCall(OPERATION_ACCESS.sendChargeReport, ['SELLER_REPORTS'])).toBe(false);
    expect(mayCall(OPERATION_ACCESS.getCurrentTerms, [])).toBe(true);
    expect(mayCall(OPERATION_ACCESS.listUsers, ['SELLER_CHARGES'])).toBe(false);
  });
});
