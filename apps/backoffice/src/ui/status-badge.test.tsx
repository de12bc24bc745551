import { STATUSES, statusLabel } from '@balcao/domain/common';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, StatusBadge } from './status-badge';

describe('StatusBadge', () => {
  it('shows the label of the §3.4 vocabulary, in any letter case', () => {
    render(
      <>
        <StatusBadge status="paid" />
        <StatusBadge status="PENDING_APPROVAL" />
        <StatusBadge status="cancelled" />
      </>,
    );
    expect(screen.getByText('Pago')).toBeTruthy();
    expect(screen.getByText('Agendado')).toBeTruthy();
    expect(screen.getByText('Cancelado')).toBeTruthy();
  });

  it('has a colour for every status, the badge-only ones included', () => {
    const tones = new Map<string, string>();
    for (const status of [...STATUSES, 'withdrawn', 'desistencia', 'chargeback', 'disputed']) {
      const { container, unmount } = render(<StatusBadge status={status} />);
      const badge = container.firstElementChild as HTMLElement;
      expect(badge.textContent).toBe(statusLabel(status as (typeof STATUSES)[number]));
      expect(badge.className).not.toBe('');
      tones.set(status, badge.getAttribute('data-tone') ?? '');
      unmount();
    }
    expect(tones.get('paid')).toBe('success');
    expect(tones.get('failed')).toBe('danger');
    expect(tones.get('chargeback')).toBe('danger');
    expect(tones.get('disputed')).toBe('warning');
    expect(new Set(tones.values()).size).toBeGreaterThanOrEqual(5);
  });

  it('paints different tones with different classes', () => {
    render(
      <>
        <Badge tone="success">a</Badge>
        <Badge tone="danger">b</Badge>
        <Badge tone="muted">c</Badge>
      </>,
    );
    const classes = ['a', 'b', 'c'].map((text) => screen.getByText(text).className);
    expect(new Set(classes).size).toBe(3);
  });

  it("shows 'Processando' for a status outside the vocabulary, or the label given", () => {
    render(
      <>
        <StatusBadge status="created" />
        <StatusBadge status="completed" label="Concluído" />
      </>,
    );
    expect(screen.getByText('Processando').getAttribute('data-tone')).toBe('neutral');
    expect(screen.getByText('Concluído').getAttribute('data-tone')).toBe('success');
  });
});
