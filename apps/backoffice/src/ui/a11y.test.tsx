import { render } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { Drawer } from './drawer';
import { Gallery } from './gallery.fixture';
import { StepModal } from './step-modal';
import { ToastProvider } from './toast';

// jsdom cannot compute colours, so contrast is left to the browser journeys and tokens.test.ts.
async function seriousViolations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

describe('accessibility of the kit (axe-core)', () => {
  it('has no serious or critical violations on the inline components', async () => {
    render(
      <ToastProvider>
        <Gallery />
      </ToastProvider>,
    );
    expect(await seriousViolations()).toEqual([]);
    // axe over the whole gallery is the heaviest single test: 28 to 53 s on the shared 2-core machine
    // (faketime runs at 2027-04-21 and 2028-12-31), past the project's 20 s.
  }, 90_000);

  it('has none in the dialogs and the drawer', async () => {
    const { unmount } = render(
      <ConfirmDialog open onOpenChange={() => {}} title="Excluir" message="Tem certeza?" kind="question" />,
    );
    expect(await seriousViolations()).toEqual([]);
    unmount();
    const second = render(
      <StepModal
        open
        onOpenChange={() => {}}
        title="Adicionar cliente"
        steps={[{ title: 'Identificação', content: <p>Passo</p> }]}
        onFinish={() => {}}
      />,
    );
    expect(await seriousViolations()).toEqual([]);
    second.unmount();
    render(
      <Drawer.Root open>
        <Drawer.Content title="Notificações">
          <p>Sem notificações</p>
        </Drawer.Content>
      </Drawer.Root>,
    );
    expect(await seriousViolations()).toEqual([]);
  });
});
