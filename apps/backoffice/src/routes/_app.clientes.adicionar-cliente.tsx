import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { CustomerCreatePage } from '../features/customers/customer-create-page';

export const Route = createFileRoute('/_app/clientes/adicionar-cliente')({
  beforeLoad: guardRoute('/clientes/adicionar-cliente'),
  component: CustomerCreatePage,
});
