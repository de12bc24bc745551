import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { paymentLinkQueries } from './api';
import { LinkCustomerField } from './link-customer-field';
import { LinkForm, type LinkFormBag, type LinkFormProps, type LinkKind } from './link-form';
import {
  emptyOrderLinkForm,
  formOfLink,
  methodPriceCents,
  missingForOrderLink,
  type OrderLinkForm,
  orderLinkErrors,
  toOrderRequest,
} from './link-form-state';
import { MetadataFields } from './metadata-fields';
import { OrderLinkMethods } from './order-link-methods';
import { OrderLinkPreview } from './order-link-preview';
import { OrderLinkTimingFields } from './order-link-timing-fields';
import { PAYMENT_ORDER_FIELDS, PaymentOrderFields } from './payment-order-fields';
import { toggleSplit } from './split-form-state';
import { SplitSection, type useSplitPreview } from './split-section';
import { LinkTypeSelector } from './type-selector';

export { CANCEL_EDIT } from './link-form';
export const ORDER_CREATED = 'Cobrança criada com sucesso';

/** The one-off link's fields (§2 'Nova cobrança pontual', §4, §5), in the order the form shows them. */
function OrderLinkFields({
  bag,
  splitPreview,
}: {
  bag: LinkFormBag<OrderLinkForm>;
  splitPreview: ReturnType<typeof useSplitPreview>;
}) {
  const { clients } = useServices();
  const { form, values, change, rights } = bag;
  const settings = useQuery(paymentLinkQueries.settings(clients));
  return (
    <>
      <LinkCustomerField bag={bag} />
      <PaymentOrderFields form={form} fields={PAYMENT_ORDER_FIELDS} />
      <OrderLinkMethods bag={bag} cardMax={settings.data?.maxCardInstallments ?? 12} />
      {rights.split ? (
        <SplitSection
          form={form}
          fields={{ splitOn: 'splitOn', split: 'split' }}
          onToggle={(on) => change('creditCard', (previous) => toggleSplit(previous, on))}
          preview={splitPreview}
        />
      ) : null}
      {values.bankSlip ? (
        <form.AppField name="bankSlipDescription">
          {(field) => <field.TextField label="Descrição do boleto" />}
        </form.AppField>
      ) : null}
      <OrderLinkTimingFields form={form} values={values} now={bag.now} />
      {rights.metadata ? <MetadataFields form={form} /> : null}
    </>
  );
}

/** 'Nova cobrança pontual' (§2, §4, §5): the form beside its live preview. */
export const ORDER_LINK: LinkKind<OrderLinkForm> = {
  headingId: 'order-link-title',
  heading: { create: 'Nova cobrança pontual', edit: 'Editar link de pagamento' },
  createLabel: 'Criar link',
  createdMessage: ORDER_CREATED,
  selector: (recurringPath) => <LinkTypeSelector current="ORDER" recurringPath={recurringPath} />,
  initial: (link, startingMethods) => (link ? formOfLink(link) : emptyOrderLinkForm(startingMethods)),
  errors: (form, now, link) =>
    orderLinkErrors(form, now, link?.expirationDate ?? '', { scheduledDate: link?.scheduledDate ?? '' }),
  missing: missingForOrderLink,
  request: (form, rights) => toOrderRequest(form, rights),
  split: ({ values, rights }) => ({
    on: rights.split && values.splitOn,
    lines: values.split,
    priceCents:
      values.valueCents === null ? null : methodPriceCents(values.valueCents, values.creditCardDiscount),
    installments: values.installments,
  }),
  Fields: OrderLinkFields,
  Preview: ({ bag }) => <OrderLinkPreview form={bag.values} simulation={bag.rights.newPreview === true} />,
};

export type OrderLinkPageProps = LinkFormProps;

/** 'Nova cobrança pontual' and its edit: the one link form of the one-off kind. */
export function OrderLinkPage(props: OrderLinkPageProps) {
  return <LinkForm kind={ORDER_LINK} {...props} />;
}
