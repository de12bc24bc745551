import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { notificationSettingsQueries } from '../features/notification-settings/api';
import { NotificationSettingsPage } from '../features/notification-settings/notification-settings-page';

export const Route = createFileRoute('/_app/notificacoes')({
  beforeLoad: guardRoute('/notificacoes'),
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(notificationSettingsQueries.settings(context.clients)),
  component: NotificationSettingsPage,
});
