import { LINK_SPLIT_MAX_SUB_SELLERS } from '@balcao/domain/payment-links';
import { fireEvent, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { startMswServer } from '../../test/msw';
import { demoSession, GATEWAY, renderWithApp } from '../../test/render-with-app';
import { useAppForm } from '../../ui/form';
import { emptySplitLine } from './split-form-state';
import { SplitSection } from './split-section';

const server = startMswServer();

/** The split section alone, on and already one line short of the cap (typing 49 lines in would be slow). */
function Harness() {
  const form = useAppForm({
    defaultValues: {
      splitOn: true,
      split: Array.from({ length: LINK_SPLIT_MAX_SUB_SELLERS - 1 }, emptySplitLine),
    },
  });
  return (
    <SplitSection
      form={form}
      fields={{ splitOn: 'splitOn', split: 'split' }}
      onToggle={() => {}}
      preview={{ data: undefined } as Parameters<typeof SplitSection>[0]['preview']}
    />
  );
}

describe("a link form's split section (field group)", () => {
  it("offers no line past the split's cap of 50 sub-sellers", async () => {
    server.use(
      http.get(`${GATEWAY}/payment/payment-links/subseller`, () =>
        HttpResponse.json({ content: [], totalElements: 0, totalPages: 0, number: 0, size: 100 }),
      ),
    );
    renderWithApp(<Harness />, { session: demoSession() });
    const add = (await screen.findByRole('button', { name: 'Adicionar sub-vendedor' })) as HTMLButtonElement;
    expect(add.disabled).toBe(false);
    fireEvent.click(add);
    expect(screen.getByLabelText('Sub-vendedor 50')).toBeTruthy();
    expect(add.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remover sub-vendedor 50' }));
    expect(add.disabled).toBe(false);
  });
});
