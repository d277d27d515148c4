// A user's role, chosen by its name in the UI language: the add-user form and the edit dialog.
import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '@portal/rules';

export function RoleSelect({
  value,
  onChange,
  roles = ROLES,
}: {
  value: Role;
  onChange: (role: Role) => void;
  /** The order offered (the add-user form puts the usual choice, staff, first). */
  roles?: readonly Role[];
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={t('administration.users.role')}
      value={value}
      onChange={(event) => onChange(event.target.value as Role)}
    >
      {roles.map((role) => (
        <MenuItem key={role} value={role}>
          {t(`administration.users.roles.${role}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
