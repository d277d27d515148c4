// Issue 18: an admin adds a user to the tenant. The user gets a link by SMS to choose a password
// (the server's set-password link), so no password is typed here.
import { useState, type FormEvent } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../shared/api/api-error';
import { useAuth } from '../../shared/session/auth-context';
import { useToast } from '../../shared/toasts/toast-context';
import { addTenantUser, invalidField, type NewUser, type NewUserRole } from './admin-api';
import { RoleSelect } from './RoleSelect';

const ROLES: readonly NewUserRole[] = ['staff', 'team_leader', 'admin', 'participant'];
const EMPTY: NewUser = { username: '', role: 'staff', first_name: '', last_name: '', mobile_phone: '' };

export function AddUserForm() {
  const { t } = useTranslation();
  const { token } = useAuth();
  const { showToast } = useToast();
  const [user, setUser] = useState<NewUser>(EMPTY);
  const [email, setEmail] = useState('');
  const add = useMutation({
    mutationFn: (input: NewUser) => addTenantUser(token ?? '', input),
    onSuccess: ({ username, link_sent }) => {
      showToast({
        severity: link_sent ? 'success' : 'warning',
        message: t(link_sent ? 'administration.users.added' : 'administration.users.addedNoLink', {
          username,
        }),
      });
      setUser(EMPTY);
      setEmail('');
    },
  });
  const errorCode = add.error instanceof ApiRequestError ? add.error.code : null;
  const error =
    errorCode === 'username_taken'
      ? t('administration.users.usernameTaken')
      : errorCode === 'mobile_invalid' || invalidField(add.error) === 'mobile_phone'
        ? t('administration.users.mobileInvalid')
        : add.isError
          ? t('administration.users.addFailed')
          : null;
  const field = (key: keyof Omit<NewUser, 'role' | 'email'>) => ({
    value: user[key],
    onChange: (event: { target: { value: string } }) => setUser({ ...user, [key]: event.target.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ ...user, ...(email.trim() ? { email: email.trim() } : {}) });
  };
  return (
    <Box component="section" aria-labelledby="add-user-heading" sx={{ mt: 4, maxWidth: 480 }}>
      <Typography id="add-user-heading" component="h2" variant="h6">
        {t('administration.users.heading')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('administration.users.explain')}
      </Typography>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate={false}>
        <TextField
          label={t('administration.users.username')}
          required
          {...field('username')}
          slotProps={{ htmlInput: { pattern: '[A-Za-z0-9._@\\-]{2,64}', autoComplete: 'off' } }}
        />
        <RoleSelect value={user.role} roles={ROLES} onChange={(role) => setUser({ ...user, role })} />
        <TextField label={t('administration.users.firstName')} {...field('first_name')} />
        <TextField label={t('administration.users.lastName')} {...field('last_name')} />
        <TextField label={t('administration.users.mobile')} required type="tel" {...field('mobile_phone')} />
        <TextField
          label={t('administration.users.email')}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {error && (
          <Typography role="alert" color="error" variant="body2">
            {error}
          </Typography>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={add.isPending}>
            {t('administration.users.add')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
