import type { PaymentLink } from './api';
import type { LinkFormBag } from './link-form';

/**
 * The optional customer of a one-off or subscription link (§2.8): the picker the route lends, which
 * can be emptied again (a link for any customer) and adds a customer in a dialog over the form, so
 * what was typed stays. An edited link names its customer, shown without asking.
 */
export function LinkCustomerField<F extends { customerId: string }>({ bag }: { bag: LinkFormBag<F> }) {
  const picker = bag.customerPicker;
  if (!picker) return null;
  const known = knownCustomer(bag.link);
  const { form } = bag;
  return (
    <form.AppField name="customerId">
      {(field) => (
        <field.SlotField<string>
          render={(props) =>
            picker({
              ...props,
              label: 'Cliente (opcional)',
              placeholder: 'Link para qualquer cliente',
              clearable: true,
              known,
            })
          }
        />
      )}
    </form.AppField>
  );
}

function knownCustomer(link: PaymentLink | undefined) {
  return link?.uuidSellerClient && link.sellerClient
    ? { id: link.uuidSellerClient, name: link.sellerClient }
    : null;
}
