// Issue 32 item 7: the tenant's users, searched by name, username or e-mail and filtered by role
// and status, a page at a time from the server, with the last sign-in; each user is edited,
// deactivated or reactivated, or sent a new set-password link.
import { useState } from 'react';
import { Alert, Box, MenuItem, Stack, TablePagination, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ROLES, USER_STATUSES, type TenantUser } from '@portal/rules';
import { useAuth } from '../../shared/session/auth-context';
import { DeactivateUserDialog } from './DeactivateUserDialog';
import { ScrollingTable } from './ScrollingTable';
import { EditUserDialog } from './EditUserDialog';
import { fetchUsers, type UsersFilter } from './users-api';
import { useUserActions } from './use-user-actions';
import { UserRow, type UserAction } from './UserRow';

/** The search, role and status filters; a change goes back to the first page. */
function UserFilters({ filter, set }: { filter: UsersFilter; set: (change: Partial<UsersFilter>) => void }) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <TextField
        type="search"
        size="small"
        label={t('administration.userList.search')}
        value={filter.q}
        onChange={(event) => set({ q: event.target.value })}
      />
      <TextField
        select
        size="small"
        label={t('administration.users.role')}
        value={filter.role}
        onChange={(event) => set({ role: event.target.value })}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="">{t('administration.userList.allRoles')}</MenuItem>
        {ROLES.map((role) => (
          <MenuItem key={role} value={role}>
            {t(`administration.users.roles.${role}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('administration.userList.status')}
        value={filter.status}
        onChange={(event) => set({ status: event.target.value })}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="">{t('administration.userList.allStatuses')}</MenuItem>
        {USER_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`administration.userList.${status}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

export function UsersPanel() {
  const { t } = useTranslation();
  const { token } = useAuth();
  const [filter, setFilter] = useState<UsersFilter>({ q: '', role: '', status: '', page: 0 });
  const [editing, setEditing] = useState<TenantUser | null>(null);
  const [deactivating, setDeactivating] = useState<TenantUser | null>(null);
  const users = useQuery({
    queryKey: ['shell', 'admin-users', token, filter],
    queryFn: () => fetchUsers(token ?? '', filter),
    placeholderData: keepPreviousData,
  });
  const { mutation, saveError } = useUserActions(() => setEditing(null));
  const set = (change: Partial<UsersFilter>) => setFilter({ ...filter, page: 0, ...change });
  const onAction = (action: UserAction, user: TenantUser) => {
    mutation.reset();
    if (action === 'edit') setEditing(user);
    else if (action === 'deactivate') setDeactivating(user);
    else mutation.mutate({ action, user });
  };
  return (
    <Box component="section" aria-labelledby="users-heading">
      <Typography id="users-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('administration.userList.heading')}
      </Typography>
      <UserFilters filter={filter} set={set} />
      {users.isError && <Alert severity="error">{t('administration.userList.loadFailed')}</Alert>}
      <ScrollingTable
        labelledBy="users-heading"
        headers={(['name', 'username', 'role', 'status', 'lastSignIn', 'actions'] as const).map((column) =>
          t(`administration.userList.column.${column}`),
        )}
      >
        {(users.data?.users ?? []).map((user) => (
          <UserRow key={user.id} user={user} busy={mutation.isPending} onAction={onAction} />
        ))}
      </ScrollingTable>
      {users.data && users.data.total === 0 && (
        <Typography sx={{ mt: 1 }}>{t('administration.userList.none')}</Typography>
      )}
      <TablePagination
        component="div"
        count={users.data?.total ?? 0}
        page={filter.page}
        rowsPerPage={users.data?.page_size ?? 25}
        rowsPerPageOptions={[]}
        onPageChange={(_event, page) => setFilter({ ...filter, page })}
        labelDisplayedRows={({ from, to, count }) => t('administration.userList.shown', { from, to, count })}
        getItemAriaLabel={(type) => t(`administration.userList.page.${type}`)}
      />
      {deactivating && (
        <DeactivateUserDialog
          user={deactivating}
          busy={mutation.isPending}
          onConfirm={() => {
            mutation.mutate({ action: 'deactivate', user: deactivating });
            setDeactivating(null);
          }}
          onClose={() => setDeactivating(null)}
        />
      )}
      {editing && (
        <EditUserDialog
          user={editing}
          error={saveError}
          saving={mutation.isPending}
          onSave={(change) => mutation.mutate({ action: 'save', user: editing, change })}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}
