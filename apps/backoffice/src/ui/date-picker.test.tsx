import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DatePicker } from './date-picker';

function Harness({ initial = '' as string, clearable = false }) {
  const [value, setValue] = useState(initial);
  return (
    <DatePicker
      label="Data da cobrança"
      value={value}
      onChange={setValue}
      today="2026-12-04"
      min="2026-12-04"
      clearable={clearable}
    />
  );
}

const SOURCE = join(import.meta.dirname, '..');

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [path] : [];
  });
}

describe('DatePicker', () => {
  it('picks a day on the Portuguese calendar and shows it as dd/MM/yyyy', () => {
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Data da cobrança dd/mm/aaaa' });
    fireEvent.click(trigger);
    const panel = screen.getByRole('dialog', { name: 'Selecionar data da cobrança' });
    expect(panel.textContent).toContain('Dezembro de 2026');
    expect(screen.getAllByRole('button', { name: /de \d{4}$/ })).toHaveLength(42);
    // Before today (the minimum) cannot be chosen.
    const before = screen.getByRole('button', { name: /^quinta-feira, 3 de dezembro/ });
    expect(before.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /^quinta-feira, 10 de dezembro de 2026/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Data da cobrança 10/12/2026' })).toBeTruthy();
  });

  it('clears an optional date', () => {
    render(<Harness initial="2026-12-10" clearable />);
    fireEvent.click(screen.getByRole('button', { name: 'Data da cobrança 10/12/2026' }));
    fireEvent.click(screen.getByRole('button', { name: 'Limpar data' }));
    expect(screen.getByRole('button', { name: 'Data da cobrança dd/mm/aaaa' })).toBeTruthy();
  });

  it('is the only date input: no screen uses the browser’s own', () => {
    const native = sources(SOURCE)
      .filter((file) => /type=["']date["']/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SOURCE, file));
    expect(native).toEqual([]);
  });
});
