import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { SubSellerCreatePage } from '../features/sub-sellers/sub-seller-create-page';

export const Route = createFileRoute('/_app/sub-vendedores/novo')({
  beforeLoad: guardRoute('/sub-vendedores/novo'),
  component: SubSellerCreatePage,
});
