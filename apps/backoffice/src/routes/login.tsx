import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import * as v from 'valibot';
import { homePath } from '../app/landing';
import { safeRedirect } from '../app/safe-redirect';
import { SignInPage } from '../features/auth/sign-in-page';

export const Route = createFileRoute('/login')({
  validateSearch: v.object({ redirect: v.optional(v.string()) }),
  beforeLoad: ({ context }) => {
    if (context.auth.session?.token) throw redirect({ href: homePath(context.auth, context.appPaths) });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect: asked } = Route.useSearch();
  const { auth, appPaths } = Route.useRouteContext();
  const router = useRouter();
  return (
    <SignInPage
      onSignedIn={() => {
        // The page asked for before signing in, else the landing route of §2.1 (one this build has).
        router.history.replace(safeRedirect(asked) ?? homePath(auth, appPaths));
      }}
    />
  );
}
