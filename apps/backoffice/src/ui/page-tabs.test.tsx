import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type PageTab, PageTabs } from './page-tabs';

const TABS: PageTab[] = [
  { key: 'chaves-api', label: 'Chaves API', Panel: () => <p>painel de chaves</p> },
  { key: 'webhooks', label: 'Webhooks', Panel: () => <p>painel de webhooks</p> },
];

function Harness({ initial }: { initial?: string }) {
  const [current, setCurrent] = useState(initial);
  return <PageTabs label="Integração" tabs={TABS} current={current} onChange={setCurrent} />;
}

describe('PageTabs', () => {
  it('opens the first tab for an unknown key, and only the chosen panel is mounted', () => {
    render(<Harness initial="nada" />);
    expect(screen.getByRole('tab', { name: 'Chaves API' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('painel de chaves');
    expect(screen.queryByText('painel de webhooks')).toBeNull();
  });

  it('switches by click and by the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'Webhooks' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('painel de webhooks');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Chaves API' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Chaves API' }));
  });
});
