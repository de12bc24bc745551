import type { Access } from '@balcao/domain/navigation';
import type { ReactNode } from 'react';
import type { CustomerSlot } from '../../app/customer-slot';
import { LinkEditor } from './link-editor';
import { linkPaths } from './paths';

/**
 * What the two creation routes that also edit with `?id=` (§2: /seja-pago/criar/cobranca-pontual and
 * /seja-pago/link-rapido) render: with an id, the editor, where the link's own type picks the form; without
 * one, the route's empty form, given the same links to elsewhere.
 */
export function LinkFormRoute(props: {
  id: string | undefined;
  access: Access;
  appPaths: ReadonlySet<string>;
  onDone: () => void;
  /** The customers feature's picker the route lends the link forms. */
  customerPicker: CustomerSlot;
  newForm: (paths: ReturnType<typeof linkPaths>) => ReactNode;
}) {
  const paths = linkPaths(props.access, props.appPaths);
  if (!props.id) return props.newForm(paths);
  return (
    <LinkEditor
      id={props.id}
      recurringPath={paths.recurringPath}
      canPickCustomer={paths.canPickCustomer}
      customerPicker={props.customerPicker}
      rights={paths.rights}
      onDone={props.onDone}
    />
  );
}
