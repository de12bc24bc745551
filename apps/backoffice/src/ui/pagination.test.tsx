import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, pageWindow } from './pagination';

const pageButtons = () =>
  screen.getAllByRole('button', { name: /^Página \d+$/ }).map((b) => Number(b.textContent));

describe('pageWindow', () => {
  it('shows every page when there are at most five', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('centres the current page and slides against either end', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 20)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('never shows more than five and always includes the current page', () => {
    for (let total = 0; total <= 30; total++) {
      for (let page = 1; page <= total; page++) {
        const window = pageWindow(page, total);
        expect(window.length).toBe(Math.min(5, total));
        expect(window).toContain(page);
        expect(window.every((n, i) => i === 0 || n === (window[i - 1] ?? 0) + 1)).toBe(true);
        expect(window[0]).toBeGreaterThanOrEqual(1);
        expect(window[window.length - 1]).toBeLessThanOrEqual(total);
      }
    }
  });

  it('clamps pages out of range and handles no pages', () => {
    expect(pageWindow(0, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(99, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('Pagination', () => {
  it('shows at most five page buttons, marking the current one', () => {
    render(<Pagination page={7} totalPages={12} onPageChange={vi.fn()} />);
    expect(pageButtons()).toEqual([5, 6, 7, 8, 9]);
    expect(screen.getByRole('button', { name: 'Página 7' }).getAttribute('aria-current')).toBe('page');
  });

  it('asks for the page clicked, the previous and the next', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={7} totalPages={12} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Página 9' }));
    await userEvent.click(screen.getByRole('button', { name: 'Página anterior' }));
    await userEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    await userEvent.click(screen.getByRole('button', { name: 'Página 7' }));
    expect(onPageChange.mock.calls).toEqual([[9], [6], [8]]);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(<Pagination page={1} totalPages={3} onPageChange={vi.fn()} />);
    expect((screen.getByRole('button', { name: 'Página anterior' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'Próxima página' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    rerender(<Pagination page={3} totalPages={3} onPageChange={vi.fn()} />);
    expect((screen.getByRole('button', { name: 'Próxima página' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('counts the items shown and hides itself when they fit on one page', () => {
    const { rerender } = render(
      <Pagination
        page={2}
        totalPages={3}
        totalItems={12}
        pageSize={5}
        itemLabel="pagamentos"
        onPageChange={vi.fn()}
      />,
    );
    expect(screen.getByText('Mostrando 6 a 10 de 12 pagamentos')).toBeTruthy();
    rerender(
      <Pagination
        page={1}
        totalPages={1}
        totalItems={5}
        pageSize={5}
        itemLabel="pagamentos"
        onPageChange={vi.fn()}
      />,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    rerender(
      <Pagination
        page={3}
        totalPages={200}
        totalItems={2000}
        pageSize={10}
        itemLabel="cobranças"
        onPageChange={vi.fn()}
      />,
    );
    expect(screen.getByText('Mostrando 21 a 30 de 2.000 cobranças')).toBeTruthy();
  });

  it('says a page past the end does not exist and offers the last one', async () => {
    const onPageChange = vi.fn();
    render(
      <Pagination
        page={999}
        totalPages={200}
        totalItems={2000}
        pageSize={10}
        itemLabel="cobranças"
        onPageChange={onPageChange}
      />,
    );
    expect(screen.queryByText(/Mostrando/)).toBeNull();
    // Counts carry the thousands dot (issue 26).
    expect(screen.getByText('A página 999 não existe: são 2.000 cobranças em 200 páginas.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ir para a última página' }));
    expect(onPageChange).toHaveBeenCalledWith(200);
  });
});
