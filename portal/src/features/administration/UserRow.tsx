// One user of the administration's list: name, username, role, status, last sign-in and the
// actions (edit, deactivate or reactivate, a new set-password link), each a named button.
import { Button, Chip, Stack, TableCell, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TenantUser } from '@portal/rules';

export type UserAction = 'edit' | 'deactivate' | 'reactivate' | 'link';

interface Props {
  user: TenantUser;
  busy: boolean;
  onAction: (action: UserAction, user: TenantUser) => void;
}

export function UserRow({ user, busy, onAction }: Props) {
  const { t, i18n } = useTranslation();
  const name = `${user.first_name} ${user.last_name}`.trim() || user.username;
  const active = user.status === 'active';
  const signedIn = user.last_sign_in
    ? new Intl.DateTimeFormat(i18n.language.startsWith('n') ? 'nb-NO' : 'en-GB', {
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(new Date(user.last_sign_in))
    : t('administration.userList.never');
  return (
    <TableRow data-testid={`user-row-${user.username}`}>
      <TableCell component="th" scope="row">
        {name}
      </TableCell>
      <TableCell>{user.username}</TableCell>
      <TableCell>{t(`administration.users.roles.${user.role}`)}</TableCell>
      <TableCell>
        <Chip
          size="small"
          color={active ? 'success' : 'default'}
          label={t(active ? 'administration.userList.active' : 'administration.userList.inactive')}
        />
      </TableCell>
      <TableCell>{signedIn}</TableCell>
      <TableCell>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            size="small"
            disabled={busy}
            onClick={() => onAction('edit', user)}
            aria-label={t('administration.userList.editNamed', { name })}
          >
            {t('administration.userList.edit')}
          </Button>
          {active ? (
            <Button
              size="small"
              color="warning"
              disabled={busy || user.is_self}
              onClick={() => onAction('deactivate', user)}
              aria-label={t('administration.userList.deactivateNamed', { name })}
            >
              {t('administration.userList.deactivate')}
            </Button>
          ) : (
            <Button
              size="small"
              disabled={busy}
              onClick={() => onAction('reactivate', user)}
              aria-label={t('administration.userList.reactivateNamed', { name })}
            >
              {t('administration.userList.reactivate')}
            </Button>
          )}
          {active && (
            <Button
              size="small"
              disabled={busy}
              onClick={() => onAction('link', user)}
              aria-label={t('administration.userList.linkNamed', { name })}
            >
              {t('administration.userList.link')}
            </Button>
          )}
        </Stack>
      </TableCell>
    </TableRow>
  );
}
