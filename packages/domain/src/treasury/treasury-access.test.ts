import { describe, expect, it } from 'vitest';
import { treasuryActions, treasuryTiles } from './treasury-access';

const ALL_FEATURES = ['view_seller_accounts_payable', 'view_seller_finance'];

describe('treasuryActions (§6)', () => {
  it('gives a banking admin every button and link', () => {
    expect(treasuryActions({ roles: ['BANKING_ADMIN'], features: ALL_FEATURES })).toEqual({
      invest: true,
      redeem: true,
      withdraw: true,
      exportStatement: true,
      payBills: true,
      moreDetails: false,
    });
  });

  it('lets B_SELLER_ADMIN and BANKING_INVESTMENT invest and redeem, but not withdraw', () => {
    for (const role of ['B_SELLER_ADMIN', 'BANKING_INVESTMENT']) {
      const actions = treasuryActions({ roles: [role], features: ALL_FEATURES });
      expect([actions.invest, actions.redeem, actions.withdraw]).toEqual([true, true, false]);
    }
  });

  it('lets BANKING_WALLET withdraw only', () => {
    const actions = treasuryActions({ roles: ['BANKING_WALLET'], features: ALL_FEATURES });
    expect(actions).toMatchObject({ invest: false, redeem: false, withdraw: true, exportStatement: false });
  });

  it("offers 'Extrair extrato' to BANKING_ADMIN or BANKING_REPORT only", () => {
    expect(treasuryActions({ roles: ['BANKING_REPORT'], features: [] }).exportStatement).toBe(true);
    expect(treasuryActions({ roles: ['B_SELLER_ADMIN'], features: [] }).exportStatement).toBe(false);
    expect(treasuryActions({ roles: ['BANKING_VISUALIZATION'], features: [] }).exportStatement).toBe(false);
  });

  it("shows 'Pagar contas' only with view_seller_accounts_payable, a payment role and /pagamentos open", () => {
    const operator = { roles: ['BANKING_VISUALIZATION', 'BANKING_PAYMENT_REQUEST'], features: ALL_FEATURES };
    expect(treasuryActions(operator).payBills).toBe(true);
    expect(treasuryActions({ ...operator, features: [] }).payBills).toBe(false);
    expect(treasuryActions({ roles: ['BANKING_VISUALIZATION'], features: ALL_FEATURES }).payBills).toBe(
      false,
    );
    // §6 names BANKING_PAYMENT, but the route table does not open /pagamentos to it: no dead-end link.
    expect(treasuryActions({ roles: ['BANKING_PAYMENT'], features: ALL_FEATURES }).payBills).toBe(false);
    // A build of the app without /pagamentos links nowhere.
    expect(treasuryActions(operator, (path) => path !== '/pagamentos').payBills).toBe(false);
  });

  it("shows 'Mais Detalhes' to whoever may open /financeiro", () => {
    const staff = { roles: ['SELLER_BACKOFFICE'], features: ALL_FEATURES };
    expect(treasuryActions(staff).moreDetails).toBe(true);
    expect(treasuryActions({ ...staff, features: ['view_seller_accounts_payable'] }).moreDetails).toBe(false);
    expect(treasuryActions(staff, () => false).moreDetails).toBe(false);
  });

  it('gives SELLER_MASTER and the viewers the page without any action', () => {
    for (const role of ['SELLER_MASTER', 'BANKING_VISUALIZATION']) {
      const actions = treasuryActions({ roles: [role], features: ALL_FEATURES });
      expect(Object.values(actions).some(Boolean)).toBe(false);
    }
  });
});

describe('treasuryTiles', () => {
  it('shows the four balances, the acquiring one unless the seller hides it', () => {
    expect(treasuryTiles({ hideAcquiringAccount: false })).toEqual([
      'TOTAL',
      'INVESTMENT',
      'CHECKING',
      'ACQUIRING',
    ]);
    expect(treasuryTiles({ hideAcquiringAccount: true })).toEqual(['TOTAL', 'INVESTMENT', 'CHECKING']);
  });
});
