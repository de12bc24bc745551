import { PAYMENT_SETTINGS_AUTOSAVE_MS } from '@balcao/domain/charges';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../../app/services';
import { useToast } from '../../ui';
import { type DefaultTax, paymentSettingsQueries, settingsErrorLines, updateDefaultTax } from './api';
import { draftOf, type LateTaxDraft, type LateTaxErrors, requestOf, sameTax } from './late-tax-draft';

export const TAX_SAVED = 'Configuração de juros e multa default atualizadas.';
export const TAX_SAVE_FAILED = 'Não foi possível salvar a configuração de juros e multa.';

/** 'pending': changed, waiting for the pause; 'invalid': a field's message blocks the save. */
export type AutosaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'invalid' | 'error';

/**
 * §5: the fine and interest are saved about 1 s after the last change, and only when they differ from
 * what is saved: one request per pause, never two at once (a change made while one is on its way is
 * sent after it). A failure keeps what the user typed and says so; leaving the page sends what waits.
 */
export function useLateTaxAutosave(saved: DefaultTax) {
  const { clients } = useServices();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<LateTaxDraft>(() => draftOf(saved.bankSlipTax));
  const [state, setState] = useState<AutosaveState>('idle');
  const [errors, setErrors] = useState<LateTaxErrors>({});
  const latest = useRef(draft);
  const lastSaved = useRef(saved.bankSlipTax);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<Promise<void> | null>(null);

  const save = useCallback(async () => {
    timer.current = undefined;
    while (inFlight.current) await inFlight.current;
    const request = requestOf(latest.current, lastSaved.current);
    if (!request.ok) {
      setErrors(request.errors);
      setState('invalid');
      return;
    }
    setErrors({});
    if (sameTax(request.tax, lastSaved.current)) {
      setState((now) => (now === 'pending' || now === 'invalid' ? 'idle' : now));
      return;
    }
    setState('saving');
    const run = updateDefaultTax(clients, request.tax).then(
      (response) => {
        lastSaved.current = response.bankSlipTax;
        queryClient.setQueryData(paymentSettingsQueries.tax(clients).queryKey, response);
        // A change typed while this request was away waits for its own pause.
        setState(timer.current ? 'pending' : 'saved');
        toast.success(TAX_SAVED);
      },
      (error: unknown) => {
        setState('error');
        for (const line of settingsErrorLines(error, TAX_SAVE_FAILED)) toast.error(line);
      },
    );
    inFlight.current = run.finally(() => {
      inFlight.current = null;
    });
    await run;
  }, [clients, queryClient, toast]);

  const change = useCallback(
    (next: Partial<LateTaxDraft>) => {
      latest.current = { ...latest.current, ...next };
      setDraft(latest.current);
      setState('pending');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), PAYMENT_SETTINGS_AUTOSAVE_MS);
    },
    [save],
  );

  const retry = useCallback(() => {
    clearTimeout(timer.current);
    void save();
  }, [save]);

  // Leaving the page before the pause ends still saves what was typed.
  useEffect(
    () => () => {
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      void save();
    },
    [save],
  );

  return { draft, state, errors, change, retry };
}
