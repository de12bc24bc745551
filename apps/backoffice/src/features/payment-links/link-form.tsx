import { useStore } from '@tanstack/react-form';
import { type ComponentType, type ReactNode, useRef, useState } from 'react';
import type { CustomerSlot } from '../../app/customer-slot';
import { fieldErrors } from '../../app/form-errors';
import { useGatewayNow } from '../../app/gateway-time';
import { Button, ConfirmDialog, useLeaveGuard } from '../../ui';
import { firstError, submitHandler, useAppForm } from '../../ui/form';
import type { PaymentLink, PaymentLinkRequest } from './api';
import { LinkCreatedDialog } from './link-created-dialog';
import type { LinkRights, StartingMethods } from './link-form-state';
import * as styles from './links.css';
import type { SplitLine } from './split-form-state';
import { useSplitPreview } from './split-section';
import { useSaveLink } from './use-save-link';

export const CANCEL_EDIT = 'Todas as alterações serão perdidas';

const NO_RIGHTS: LinkRights = { split: false, metadata: false };

/** The app form of one kind's values, with the kit's fields (`bag.form.AppField`). */
function useLinkAppForm<F>(options: {
  defaultValues: F;
  errors: (form: F) => Record<string, string>;
  onSubmit: () => void;
}) {
  return useAppForm({
    defaultValues: options.defaultValues,
    // Each message lands on its field (or on a path such as 'split.0.value'); a send with one is refused.
    validators: { onChange: ({ value }) => fieldErrors(options.errors(value)) },
    onSubmit: options.onSubmit,
  });
}
export type LinkAppForm<F> = ReturnType<typeof useLinkAppForm<F>>;

/** What a kind's fields and preview get from the one link form. */
export interface LinkFormBag<F> {
  form: LinkAppForm<F>;
  values: F;
  /**
   * What a kit field's change brings to other fields (a plan its price, a method's untick its
   * discount), from a field's listener; `field` speaks for it and the form is dirty.
   */
  change: (field: string, next: (previous: F) => F) => void;
  /**
   * A message with no kit field of its own (the missing method under the list), once `field` was
   * changed or a send was tried.
   */
  shows: (field: string) => string | undefined;
  now: Date;
  link: PaymentLink | undefined;
  rights: LinkRights;
  /** The customer picker the route lends (§2.8), when the user may read customers. */
  customerPicker: CustomerSlot | null;
  recurringPath: string | null;
}

/** One kind of link (§2: Link Rápido, cobrança pontual, assinatura customizada) for the one link form. */
export interface LinkKind<F> {
  /** The heading's id: it names the page and the form. */
  headingId: string;
  heading: { create: string; edit: string };
  createLabel: string;
  createdMessage: string;
  /** The selector among the kinds, on a new link only. */
  selector?: (recurringPath: string | null) => ReactNode;
  initial: (link: PaymentLink | undefined, startingMethods: StartingMethods | undefined) => F;
  errors: (form: F, now: Date, link: PaymentLink | undefined) => Record<string, string>;
  /** §5: what keeps the submit disabled, in the words of the hint beside it. */
  missing: (form: F) => string[];
  request: (form: F, rights: LinkRights, link: PaymentLink | undefined) => PaymentLinkRequest;
  /** The card split the kind offers (§4), or none. */
  split?: (bag: LinkFormBag<F>) => {
    on: boolean;
    lines: readonly SplitLine[];
    priceCents: number | null;
    installments: number;
  };
  Fields: ComponentType<{ bag: LinkFormBag<F>; splitPreview: ReturnType<typeof useSplitPreview> }>;
  Preview: ComponentType<{ bag: LinkFormBag<F> }>;
}

export interface LinkFormProps {
  /** The link being edited, or none for a new one. */
  link?: PaymentLink;
  /** The recurring form's path when this build has it (the Recorrente option of the selector). */
  recurringPath?: string | null;
  /** Whether the user may read customers, for the optional customer picker. */
  canPickCustomer?: boolean;
  /** The customers feature's picker, lent by the route (a feature never imports another). */
  customerPicker?: CustomerSlot;
  /** §6: the split (feature and SELLER_ADMIN) and the metadata (its feature) show only with their rights. */
  rights?: LinkRights;
  onDone: () => void;
  now?: () => Date;
  /** A new link's methods ticked at the start (the seller's defaults); none when not given. */
  startingMethods?: StartingMethods;
}

/**
 * The one link form (§2, §4, §5) for the three kinds: the kind's fields beside its live preview, Cancelar
 * that asks before discarding, the submit that says what is missing, the leave guard of a half-filled
 * form, and the saved link's dialog. A split above what is available hides the submit (§4).
 */
export function LinkForm<F>({
  kind,
  link,
  recurringPath = null,
  canPickCustomer = false,
  customerPicker,
  rights = NO_RIGHTS,
  onDone,
  now: fixedNow,
  startingMethods,
}: LinkFormProps & { kind: LinkKind<F> }) {
  const gatewayNow = useGatewayNow();
  const now = (fixedNow ?? gatewayNow)();
  const nowRef = useRef(now);
  nowRef.current = now;
  const [cancelling, setCancelling] = useState(false);
  const blockedBySplit = useRef(false);
  const form = useLinkAppForm<F>({
    defaultValues: kind.initial(link, startingMethods),
    errors: (values) => kind.errors(values, nowRef.current, link),
    onSubmit: () => {
      if (save.isPending || blockedBySplit.current) return;
      save.mutate();
    },
  });
  const values = useStore(form.store, (state) => state.values);
  const fieldMeta = useStore(form.store, (state) => state.fieldMeta);
  const tried = useStore(form.store, (state) => state.submissionAttempts > 0);
  const dirty = useStore(form.store, (state) => state.isDirty);
  const leave = useLeaveGuard(dirty);
  /** Leaves the form on purpose (saved, or discarding was confirmed): no second question. */
  const leaveForm = () => {
    leave.allow();
    onDone();
  };

  const errors: Record<string, string> = {};
  for (const [path, meta] of Object.entries(fieldMeta) as [string, { errors: unknown[] } | undefined][]) {
    const message = meta ? firstError(meta.errors) : undefined;
    if (message) errors[path] = message;
  }
  const speaks = (field: string) =>
    tried || (fieldMeta as Record<string, { isDirty?: boolean } | undefined>)[field]?.isDirty === true;
  const change = (field: string, next: (previous: F) => F) => {
    const before = form.state.values;
    const after = next(before);
    for (const key of Object.keys(after as object) as (keyof F & string)[])
      if (after[key] !== before[key])
        // biome-ignore lint/suspicious/noExplicitAny: the key is one of F's own, its value F's own.
        form.setFieldValue(key as any, after[key] as any, { dontUpdateMeta: true, dontValidate: true });
    // The field the user acted on speaks, and the form is dirty: the leave guard asks.
    form.setFieldMeta(field as never, (meta) => ({ ...meta, isTouched: true, isDirty: true }));
    void form.validate('change');
  };
  const bag: LinkFormBag<F> = {
    form,
    values,
    change,
    shows: (field) => (speaks(field) ? errors[field] : undefined),
    now,
    link,
    rights,
    customerPicker: canPickCustomer && customerPicker ? customerPicker : null,
    recurringPath,
  };

  const split = kind.split?.(bag);
  const splitPreview = useSplitPreview(split ?? { on: false, lines: [], priceCents: null, installments: 1 });
  // §4: a split above what is available shows its message and hides the submit.
  const splitAbove = split?.on === true && splitPreview.data?.exceedsAvailable === true;
  blockedBySplit.current = splitAbove;

  const { save, created } = useSaveLink({
    link,
    request: () => kind.request(form.state.values, rights, link),
    createdMessage: kind.createdMessage,
    onDone: leaveForm,
  });

  const missing = kind.missing(values);
  const { Fields, Preview } = kind;
  return (
    <section className={styles.page} aria-labelledby={kind.headingId}>
      <h1 id={kind.headingId} className={styles.title}>
        {link ? kind.heading.edit : kind.heading.create}
      </h1>
      {link ? null : kind.selector?.(recurringPath)}
      <div className={styles.formLayout}>
        <form
          className={styles.card}
          onSubmit={submitHandler(form)}
          noValidate
          aria-labelledby={kind.headingId}
        >
          <div className={styles.fields}>
            <Fields bag={bag} splitPreview={splitPreview} />
          </div>
          <div className={styles.actions}>
            <Button
              type="button"
              variant="secondary"
              onClick={() => (dirty ? setCancelling(true) : onDone())}
            >
              Cancelar
            </Button>
            {splitAbove ? null : (
              <form.AppForm>
                <form.SubmitButton
                  missing={missing}
                  action={link ? 'salvar' : 'criar o link'}
                  loading={save.isPending}
                >
                  {link ? 'Salvar alterações' : kind.createLabel}
                </form.SubmitButton>
              </form.AppForm>
            )}
          </div>
        </form>
        <Preview bag={bag} />
      </div>
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        kind="question"
        title="Deseja cancelar?"
        message={CANCEL_EDIT}
        onConfirm={leaveForm}
      />
      {leave.dialog}
      <LinkCreatedDialog title={kind.createdMessage} link={created} onDone={leaveForm} />
    </section>
  );
}
