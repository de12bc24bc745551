import { isUserEditable, USER_MESSAGES, USER_PAGE_SIZE, USER_STATUS_LABELS } from '@balcao/domain/access';
import type { StatusTone } from '@balcao/domain/common';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useServices } from '../../app/services';
import { Badge, Button, type Column, ConfirmDialog, Pagination, Table, useToast } from '../../ui';
import { AddUserDialog } from './add-user-dialog';
import { type User, useDeleteUser, userErrorLines, userQueries } from './api';
import { EditUserDialog } from './edit-user-dialog';
import { profileLabel } from './permissions';
import * as styles from './users.css';

const STATUS_TONES: Record<User['status'], StatusTone> = {
  CREATED: 'info',
  ACTIVE: 'success',
  BLOCKED: 'danger',
  INACTIVE: 'muted',
};

export interface UsersPageProps {
  /** 1-based, from the URL. */
  page: number;
  onPageChange(page: number): void;
}

/** /usuarios (§2 Users): the seller's users, with the add, edit and delete dialogs. */
export function UsersPage({ page, onPageChange }: UsersPageProps) {
  const { clients, auth } = useServices();
  const toast = useToast();
  // The route's loader has the page before this renders; a failure is the route's error (§8 toast).
  const list = useSuspenseQuery(userQueries.list(clients, page));
  const remove = useDeleteUser();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<User | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const ownEmail = auth.session?.email;
  const totalPages = list.data.totalPages ?? 0;

  // A page past the end (the last user of the last page deleted, an old link) goes to the last one.
  useEffect(() => {
    if (totalPages > 0 && page > totalPages) onPageChange(totalPages);
  }, [page, totalPages, onPageChange]);

  const rows = list.data.content;
  const showBanking = auth.bankingStatus === 'ACTIVE' || Boolean(rows?.some((user) => user.bankingProfile));
  const columns: Column<User>[] = [
    { key: 'email', header: 'E-mail', cell: (user) => user.email },
    {
      key: 'profile',
      header: 'Perfil de adquirência',
      cell: (user) => profileLabel('acquiring', user.profile),
    },
    ...(showBanking
      ? [
          {
            key: 'bankingProfile',
            header: 'Perfil de banking',
            cell: (user: User) => profileLabel('banking', user.bankingProfile),
          },
        ]
      : []),
    {
      key: 'status',
      header: 'Status',
      cell: (user) => <Badge tone={STATUS_TONES[user.status]}>{USER_STATUS_LABELS[user.status]}</Badge>,
    },
    {
      key: 'actions',
      header: 'Ações',
      align: 'right',
      cell: (user) => (
        <span className={styles.actions}>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Editar ${user.email}`}
            title={isUserEditable(user.status) ? undefined : USER_MESSAGES.notEditable}
            disabled={!isUserEditable(user.status)}
            onClick={() => setEditing(user)}
          >
            Editar
          </Button>
          {user.email === ownEmail ? null : (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Excluir ${user.email}`}
              onClick={() => setDeleting(user)}
            >
              Excluir
            </Button>
          )}
        </span>
      ),
    },
  ];

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(USER_MESSAGES.deleted);
    } catch (error) {
      for (const line of userErrorLines(error, USER_MESSAGES.deleteFailed)) toast.error(line);
      throw error;
    }
  }

  return (
    <section className={styles.page} aria-labelledby="users-title">
      <div className={styles.header}>
        <h1 id="users-title" className={styles.title}>
          Usuários
        </h1>
        <Button variant="primary" onClick={() => setAdding(true)}>
          Adicionar usuário
        </Button>
      </div>
      <Table
        caption="Usuários da conta"
        hideCaption
        columns={columns}
        rows={rows}
        getRowKey={(user) => String(user.id)}
        emptyText={USER_MESSAGES.empty}
      />
      <Pagination
        page={page}
        totalPages={totalPages}
        totalItems={list.data.totalElements}
        pageSize={USER_PAGE_SIZE}
        itemLabel="usuários"
        disabled={list.isFetching}
        onPageChange={onPageChange}
      />
      <AddUserDialog open={adding} onOpenChange={setAdding} />
      {editing ? <EditUserDialog user={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={USER_MESSAGES.deleteQuestion}
        message={deleting?.email}
        tone="danger"
        confirmLabel="Excluir"
        onConfirm={confirmDelete}
      />
    </section>
  );
}
