import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type Column, Table } from './table';

type Charge = { id: string; customer: string; status: string };

const columns: Column<Charge>[] = [
  { key: 'customer', header: 'Cliente', cell: (row) => row.customer },
  { key: 'status', header: 'Status', cell: (row) => row.status, align: 'right' },
];

const rows: Charge[] = [
  { id: 'a', customer: 'Ana', status: 'Pago' },
  { id: 'b', customer: 'Bruno', status: 'Pendente' },
];

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');

describe('Table', () => {
  it('shows its headers and one row per item', () => {
    render(
      <Table
        caption="Cobranças"
        columns={columns}
        rows={rows}
        getRowKey={(r) => r.id}
        emptyText="Sem dados"
      />,
    );
    expect(screen.getByRole('table', { name: 'Cobranças' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Cliente', 'Status']);
    expect(bodyRows().map((r) => r.textContent)).toEqual(['AnaPago', 'BrunoPendente']);
  });

  it('shows Carregando instead of rows while loading', () => {
    render(
      <Table
        caption="Cobranças"
        columns={columns}
        rows={rows}
        loading
        getRowKey={(r) => r.id}
        emptyText="Sem dados"
      />,
    );
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('Carregando');
    expect(screen.queryByText('Ana')).toBeNull();
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
  });

  it('shows the empty text when there are no rows, across all columns', () => {
    render(
      <Table
        caption="Cobranças"
        columns={columns}
        rows={[]}
        getRowKey={(r) => r.id}
        emptyText="Sem dados de cobranças"
      />,
    );
    const cell = screen.getByRole('cell', { name: 'Sem dados de cobranças' });
    expect(cell.getAttribute('colspan')).toBe('2');
    expect(screen.queryByText('Carregando')).toBeNull();
  });

  it('treats rows not yet loaded as empty, and reports a clicked row', async () => {
    const onRowClick = vi.fn();
    const { rerender } = render(
      <Table
        caption="Cobranças"
        columns={columns}
        rows={undefined}
        getRowKey={(r) => r.id}
        emptyText="Sem dados"
      />,
    );
    expect(screen.getByText('Sem dados')).toBeTruthy();
    rerender(
      <Table
        caption="Cobranças"
        columns={columns}
        rows={rows}
        getRowKey={(r) => r.id}
        emptyText="Sem dados"
        onRowClick={onRowClick}
      />,
    );
    await userEvent.click(screen.getByText('Bruno'));
    expect(onRowClick).toHaveBeenCalledWith(rows[1]);
  });
});
