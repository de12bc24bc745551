import {
  ACTIVATION_LAST_STEP,
  ACTIVATION_MESSAGES,
  ACTIVATION_STEPS,
  type ActivationForm,
  type ActivationPartnerForm,
  activationProblems,
  activationStepProblems,
  BANK_ACCOUNT_STATUS_LABELS,
  type BankAccountStatus,
  companyStepsLocked,
  emptyPartner,
  finishDisabled,
  nextValidates,
  partnerStepLocked,
} from '@balcao/domain/bank-account';
import type { StatusTone } from '@balcao/domain/common';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiErrorLines } from '../../app/api-errors';
import { useGatewayToday } from '../../app/gateway-time';
import { useServices } from '../../app/services';
import { Badge, Button, useLeaveGuard, useToast } from '../../ui';
import * as styles from './activation.css';
import { type Activation, type ActivationStart, activationQueries, useSubmitActivation } from './api';
import { AdditionalStep, CompanyStep } from './company-steps';
import { PartnersStep } from './partners-step';

const STATUS_TONES: Record<BankAccountStatus, StatusTone> = {
  INACTIVE: 'neutral',
  PENDING: 'warning',
  FAILED: 'danger',
  ACTIVE: 'success',
};

/** The status badge; FAILED explains itself in a tooltip (hover or focus) that screen readers also read. */
function StatusBadge({ status, reason }: { status: BankAccountStatus; reason: string | null }) {
  const label = `Status: ${BANK_ACCOUNT_STATUS_LABELS[status]}`;
  if (status !== 'FAILED' || !reason) return <Badge tone={STATUS_TONES[status]}>{label}</Badge>;
  return (
    <span className={styles.tooltipAnchor}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focus shows the reason to keyboard users */}
      <span tabIndex={0} aria-describedby="activation-failed-reason">
        <Badge tone={STATUS_TONES[status]}>{label}</Badge>
      </span>
      <span id="activation-failed-reason" role="tooltip" className={styles.tooltip}>
        {reason}
      </span>
    </span>
  );
}

function StepIndicator({ step }: { step: number }) {
  return (
    <ol className={styles.steps} aria-label="Etapas">
      {ACTIVATION_STEPS.map((name, index) => (
        <li key={name} className={styles.stepItem} aria-current={index + 1 === step ? 'step' : undefined}>
          <span className={styles.stepNumber}>{index + 1}</span>
          {name}
        </li>
      ))}
    </ol>
  );
}

const firstStepOf = (path: string) =>
  path.startsWith('company.') ? 1 : path.startsWith('additional.') ? 2 : 3;

/**
 * /ativar-pj (002 §2.2, §4.2): three steps validated one by one with the domain's rules, the fields
 * each status locks, and Finalizar sending the whole form. A plain state object rather than a form
 * library: the partners' slots are added, removed and change kind with their document.
 */
export function ActivationPage({ activation, start }: { activation: Activation; start: ActivationStart }) {
  const { auth } = useServices();
  const today = useGatewayToday();
  const toast = useToast();
  const submit = useSubmitActivation();
  const [form, setForm] = useState<ActivationForm>(start.form);
  const [keys, setKeys] = useState<number[]>(() => start.form.partners.map((_, index) => index));
  const [step, setStep] = useState(1);
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** The form as last sent (or as it came): what differs from it is lost by leaving. */
  const [sent, setSent] = useState(start.form);
  const leave = useLeaveGuard(form !== sent);
  const status = activation.status;

  // The gateway's word is the stored status: the menu item follows it without waiting for a refresh.
  useEffect(() => auth.setBankingStatus(status), [auth, status]);

  const clearErrors = (prefix: string) =>
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([path]) => !path.startsWith(prefix))),
    );

  function show(problems: { path: string; message: string }[]) {
    setErrors(Object.fromEntries(problems.map((p) => [p.path, p.message])));
  }

  function next() {
    if (nextValidates(status)) {
      const problems = activationStepProblems(form, step, today);
      show(problems);
      if (problems.length > 0) return;
    }
    setStep((current) => Math.min(current + 1, ACTIVATION_LAST_STEP));
  }

  function finish() {
    const problems = activationProblems(form, today);
    show(problems);
    const [first] = problems;
    if (first) {
      setStep(firstStepOf(first.path));
      return;
    }
    submit.mutate(form, {
      onSuccess: () => {
        setSent(form);
        toast.success(ACTIVATION_MESSAGES.submitted);
        setStep(1);
      },
      onError: (error) => {
        for (const line of apiErrorLines(error)) toast.error(line);
      },
    });
  }

  const setPartner = (index: number, partner: ActivationPartnerForm) => {
    clearErrors(`partners.${index}.`);
    setForm((current) => ({
      ...current,
      partners: current.partners.map((p, i) => (i === index ? partner : p)),
    }));
  };
  const addPartner = () => {
    setForm((current) => ({ ...current, partners: [...current.partners, emptyPartner()] }));
    setKeys((current) => [...current, Math.max(...current) + 1]);
  };
  const removePartner = (index: number) => {
    setErrors({});
    setForm((current) => ({ ...current, partners: current.partners.filter((_, i) => i !== index) }));
    setKeys((current) => current.filter((_, i) => i !== index));
  };

  return (
    <section className={styles.page}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>Ativar Conta PJ</h1>
        <StatusBadge status={status} reason={activation.kycAnalysisResult} />
      </div>
      <StepIndicator step={step} />
      {step === 1 ? (
        <CompanyStep
          value={form.company}
          onChange={(changes) => {
            clearErrors('company.');
            setForm((current) => ({ ...current, company: { ...current.company, ...changes } }));
          }}
          errors={errors}
          locked={companyStepsLocked(status)}
          lookupFailed={start.lookupFailed ? ACTIVATION_MESSAGES.companyLookupFailed : null}
        />
      ) : null}
      {step === 2 ? (
        <AdditionalStep
          value={form.additional}
          onChange={(changes) => {
            clearErrors('additional.');
            setForm((current) => ({ ...current, additional: { ...current.additional, ...changes } }));
          }}
          errors={errors}
          locked={companyStepsLocked(status)}
        />
      ) : null}
      {step === 3 ? (
        <PartnersStep
          partners={form.partners}
          keys={keys}
          onChange={setPartner}
          onAdd={addPartner}
          onRemove={removePartner}
          errors={errors}
          locked={partnerStepLocked(status)}
        />
      ) : null}
      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={() => setStep(step - 1)} disabled={step === 1}>
          Voltar
        </Button>
        {step < ACTIVATION_LAST_STEP ? (
          <Button type="button" onClick={next}>
            Próximo
          </Button>
        ) : (
          <Button
            type="button"
            onClick={finish}
            loading={submit.isPending}
            disabled={finishDisabled(status, step, submit.isPending)}
          >
            Finalizar
          </Button>
        )}
      </div>
      {leave.dialog}
    </section>
  );
}

/** The page with the activation as the cache holds it (Finalizar writes the PENDING answer there). */
export function ActivationScreen({ start }: { start: ActivationStart }) {
  const { clients } = useServices();
  const { data } = useSuspenseQuery(activationQueries.activation(clients));
  return <ActivationPage activation={data} start={start} />;
}
