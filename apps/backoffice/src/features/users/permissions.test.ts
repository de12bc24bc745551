import { describe, expect, it } from 'vitest';
import { acquiringPermissions, bankingPermissions, profileLabel } from './permissions';

describe('profile permissions', () => {
  it('lists what a SALE opens from the route table, and nothing of users or settings', () => {
    const sale = acquiringPermissions('SALE');
    expect(sale?.label).toBe('Vendedor');
    expect(sale?.description).toBe('Links, cobranças e clientes; nada além disso.');
    expect(sale?.pages).toEqual(expect.arrayContaining(['Links de pagamento', 'Cobranças', 'Clientes']));
    expect(sale?.pages).not.toContain('Usuários');
    expect(sale?.pages).not.toContain('Início');
    expect(sale?.roles).toEqual(['SELLER_PAYMENT_LINK', 'SELLER_CHARGES', 'SELLER_CLIENTS']);
  });

  it('gives the admin the users page and the banking admin the treasury', () => {
    expect(acquiringPermissions('ADMIN')?.pages).toContain('Usuários');
    expect(acquiringPermissions('SUPERVISOR')?.pages).not.toContain('Ativar Conta PJ');
    expect(bankingPermissions('ADMIN')?.pages).toContain('Tesouraria');
    expect(bankingPermissions('OPERADOR')?.pages).not.toContain('Dados da Conta');
  });

  it('knows nothing of an empty or unknown profile, and labels the table cells', () => {
    expect(acquiringPermissions('')).toBeNull();
    expect(bankingPermissions('MANAGER')).toBeNull();
    expect(profileLabel('acquiring', 'MANAGER')).toBe('Gerente');
    expect(profileLabel('banking', 'FINANCEIRO')).toBe('Financeiro');
    expect(profileLabel('banking', null)).toBe('—');
  });
});
