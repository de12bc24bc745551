import { describe, expect, it } from 'vitest';
import { STATUSES, statusLabel, statusTone, toStatus } from './status';

describe('status vocabulary', () => {
  it.each([
    ['requested', 'Solicitado'],
    ['pending', 'Pendente'],
    ['pending_approval', 'Agendado'],
    ['scheduled', 'Agendado'],
    ['approved', 'Aprovado'],
    ['rejected', 'Rejeitado'],
    ['processing', 'Processando'],
    ['paid', 'Pago'],
    ['completed', 'Pago'],
    ['returned', 'Devolvido'],
    ['cancelled', 'Cancelado'],
    ['failed', 'Falhou'],
    ['expired', 'Expirado'],
    ['refunded', 'Reembolsado'],
    ['withdrawn', 'Sacado'],
    ['desistencia', 'Desistência'],
    ['chargeback', 'Chargeback'],
    ['disputed', 'Em disputa'],
  ] as const)('labels %s as %s', (status, label) => {
    expect(statusLabel(status)).toBe(label);
  });

  it('covers every status with a label and a tone', () => {
    expect(STATUSES).toHaveLength(18);
    for (const status of STATUSES) {
      expect(statusLabel(status)).not.toBe('');
      expect(['neutral', 'info', 'warning', 'success', 'danger', 'muted']).toContain(statusTone(status));
    }
  });

  it('gives statuses with one label one tone', () => {
    expect(statusTone('pending_approval')).toBe(statusTone('scheduled'));
    expect(statusTone('paid')).toBe(statusTone('completed'));
  });

  it('colours outcomes by what happened to the money', () => {
    expect(statusTone('paid')).toBe('success');
    expect(statusTone('withdrawn')).toBe('success');
    expect(statusTone('chargeback')).toBe('danger');
    expect(statusTone('failed')).toBe('danger');
    expect(statusTone('disputed')).toBe('warning');
    expect(statusTone('pending')).toBe('warning');
    expect(statusTone('processing')).toBe('info');
    expect(statusTone('cancelled')).toBe('muted');
    expect(statusTone('requested')).toBe('neutral');
  });

  it('reads statuses from the wire in any case', () => {
    expect(toStatus('PAID')).toBe('paid');
    expect(toStatus(' Pending_Approval ')).toBe('pending_approval');
    expect(toStatus('unknown')).toBeNull();
  });
});
