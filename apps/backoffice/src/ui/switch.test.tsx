import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './switch';

function Setting({ busy = false, onAsk }: { busy?: boolean; onAsk?: (on: boolean) => void }) {
  const [on, setOn] = useState(false);
  return (
    <label>
      <Switch
        checked={on}
        busy={busy}
        onCheckedChange={(next) => {
          onAsk?.(next);
          setOn(next);
        }}
      />
      Lembretes por e-mail
    </label>
  );
}

describe('Switch', () => {
  it('is a checkbox with role switch named by its label, saying on and off', () => {
    const ask = vi.fn();
    render(<Setting onAsk={ask} />);
    const toggle = screen.getByRole('switch', { name: 'Lembretes por e-mail' }) as HTMLInputElement;
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(ask).toHaveBeenCalledWith(true);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });

  it('is held and announced busy while a change is on its way', () => {
    render(<Setting busy />);
    const toggle = screen.getByRole('switch') as HTMLInputElement;
    expect(toggle.disabled).toBe(true);
    expect(toggle.getAttribute('aria-busy')).toBe('true');
  });

  it("is the app's only switch: no feature draws one of its own", () => {
    const featuresDir = join(import.meta.dirname, '..', 'features');
    const own = (readdirSync(featuresDir, { recursive: true }) as string[]).filter(
      (path) =>
        path.endsWith('.tsx') &&
        !path.endsWith('.test.tsx') &&
        readFileSync(join(featuresDir, path), 'utf8').includes('role="switch"'),
    );
    expect(own).toEqual([]);
  });
});
