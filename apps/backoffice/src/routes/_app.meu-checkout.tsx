import { createFileRoute, redirect } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';

/** 'Meu Checkout' (§2.2) is the area of two tabs; its menu item opens the first, 'Informações Gerais'. */
export const Route = createFileRoute('/_app/meu-checkout')({
  beforeLoad: (args) => {
    guardRoute('/meu-checkout')(args);
    throw redirect({ to: '/checkout-info', replace: true });
  },
});
