// Issue 32 item 7: an admin changes a user's role and details. A refusal (the last admin, a bad
// mobile number) is said in the dialog and nothing changes.
import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TenantUser } from '@portal/rules';
import { RoleSelect } from './RoleSelect';
import type { UserChange } from './users-api';

interface Props {
  user: TenantUser;
  error: string | null;
  saving: boolean;
  onSave: (change: UserChange) => void;
  onClose: () => void;
}

export function EditUserDialog({ user, error, saving, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [form, setForm] = useState({
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email ?? '',
    mobile_phone: user.mobile_phone ?? '',
    role: user.role,
  });
  const field = (key: 'first_name' | 'last_name' | 'email' | 'mobile_phone') => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const change: UserChange = {};
    if (form.role !== user.role) change.role = form.role;
    if (form.first_name !== user.first_name) change.first_name = form.first_name;
    if (form.last_name !== user.last_name) change.last_name = form.last_name;
    if (form.email.trim() !== (user.email ?? '')) change.email = form.email.trim() || null;
    if (form.mobile_phone.trim() && form.mobile_phone.trim() !== (user.mobile_phone ?? ''))
      change.mobile_phone = form.mobile_phone.trim();
    if (Object.keys(change).length === 0) onClose();
    else onSave(change);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="edit-user-title">
      <form onSubmit={submit}>
        <DialogTitle id="edit-user-title">
          {t('administration.userList.editTitle', { username: user.username })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <RoleSelect value={form.role} onChange={(role) => setForm({ ...form, role })} />
            <TextField label={t('administration.users.firstName')} {...field('first_name')} />
            <TextField label={t('administration.users.lastName')} {...field('last_name')} />
            <TextField label={t('administration.users.mobile')} type="tel" {...field('mobile_phone')} />
            <TextField label={t('administration.userList.email')} type="email" {...field('email')} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('administration.userList.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {t('administration.userList.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
