// page:customers (route customers, the admin panel, admins): the tenant's related customers with
// their contact and agreement; a new one or a chosen one is edited in the form beside the list.
import { useState, type FormEvent } from 'react';
import { Route } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Chip,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { isValidOrgNumber, relatedCustomersContract, type RelatedCustomer } from '@portal/rules';
import {
  PageRoutes,
  definePage,
  useAppTranslation,
  useNotify,
  usePageHeader,
  useShell,
  type PageProps,
} from '@portal/sdk';
import { customerTexts } from './customer-texts';

const KEY = ['crm-customers'] as const;
const FIELDS = [
  'name',
  'orgNumber',
  'contactName',
  'contactEmail',
  'contactPhone',
  'agreement',
  'note',
] as const;
type Fields = Record<(typeof FIELDS)[number], string> & { archived: boolean };

const fieldsOf = (c: RelatedCustomer | null): Fields => ({
  ...(Object.fromEntries(FIELDS.map((f) => [f, c?.[f] ?? ''])) as Record<(typeof FIELDS)[number], string>),
  archived: c?.archived ?? false,
});

function CustomerForm({ customer, onDone }: { customer: RelatedCustomer | null; onDone: () => void }) {
  const { t, language } = useAppTranslation(customerTexts);
  const { api, queryClient } = useShell();
  const notify = useNotify();
  const [f, setF] = useState(() => fieldsOf(customer));
  const [shown, setShown] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const numberBad = f.orgNumber.trim() !== '' && !isValidOrgNumber(f.orgNumber);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (!f.name.trim() || numberBad) return;
    const text = (v: string) => v.trim() || null;
    const body = {
      name: f.name.trim(),
      orgNumber: text(f.orgNumber),
      contactName: text(f.contactName),
      contactEmail: text(f.contactEmail),
      contactPhone: text(f.contactPhone),
      agreement: text(f.agreement),
      note: text(f.note),
      archived: f.archived,
    };
    try {
      if (customer) await api.call(relatedCustomersContract.update, { params: { id: customer.id }, body });
      else await api.call(relatedCustomersContract.create, { body });
      await queryClient.invalidateQueries({ queryKey: KEY });
      notify({ message: t('saved'), severity: 'success' });
      onDone();
    } catch (failure) {
      const messages = (failure as { extra?: { messages?: Record<string, string> } }).extra?.messages;
      setError(messages?.[language] ?? t('saveFailed'));
    }
  };
  const help = (field: 'name' | 'orgNumber') =>
    field === 'name'
      ? shown && !f.name.trim()
        ? t('required')
        : undefined
      : numberBad
        ? t('orgNumberInvalid')
        : undefined;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="customer-form-title"
      sx={{ p: 2, flex: '1 1 20rem' }}
    >
      <Typography id="customer-form-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t(customer ? 'formEdit' : 'formNew')}
      </Typography>
      <Stack component="form" spacing={2} noValidate onSubmit={(e) => void submit(e)}>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        {FIELDS.map((field) => (
          <TextField
            key={field}
            size="small"
            required={field === 'name'}
            multiline={field === 'note'}
            label={t(field)}
            value={f[field]}
            onChange={(e) => setF({ ...f, [field]: e.target.value })}
            error={(field === 'name' && shown && !f.name.trim()) || (field === 'orgNumber' && numberBad)}
            helperText={field === 'name' || field === 'orgNumber' ? help(field) : undefined}
            slotProps={{ htmlInput: { maxLength: field === 'note' ? 2000 : 200 } }}
          />
        ))}
        <FormControlLabel
          control={
            <Switch checked={f.archived} onChange={(e) => setF({ ...f, archived: e.target.checked })} />
          }
          label={t('archived')}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained">
            {t('save')}
          </Button>
          <Button onClick={onDone}>{t('cancel')}</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

function Customers() {
  const { t } = useAppTranslation(customerTexts);
  usePageHeader({ title: t('title') });
  const { api } = useShell();
  const list = useQuery({ queryKey: KEY, queryFn: () => api.call(relatedCustomersContract.list, {}) });
  const [editing, setEditing] = useState<RelatedCustomer | 'new' | null>(null);
  const customers = list.data?.customers ?? [];
  return (
    <Box>
      <Typography sx={{ mb: 2 }}>{t('intro')}</Typography>
      <Button variant="contained" sx={{ mb: 2 }} onClick={() => setEditing('new')}>
        {t('add')}
      </Button>
      {list.isPending && <Typography>{t('loading')}</Typography>}
      {list.isError && <Alert severity="error">{t('loadFailed')}</Alert>}
      {list.data && customers.length === 0 && <Typography>{t('empty')}</Typography>}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <List aria-label={t('title')} sx={{ flex: '2 1 20rem' }} data-testid="customer-list">
          {customers.map((c) => (
            <ListItem
              key={c.id}
              divider
              disableGutters
              data-customer={c.name}
              sx={{ gap: 1, flexWrap: 'wrap' }}
            >
              <ListItemText
                sx={{ flex: '1 1 14rem' }}
                primary={c.name}
                secondary={[c.orgNumber, c.contactName, c.contactEmail, c.agreement]
                  .filter(Boolean)
                  .join(' · ')}
              />
              {c.archived && <Chip size="small" color="warning" label={t('archived')} />}
              <Button size="small" aria-label={t('editOf', { name: c.name })} onClick={() => setEditing(c)}>
                {t('formEdit')}
              </Button>
            </ListItem>
          ))}
        </List>
        {editing && (
          <CustomerForm
            key={editing === 'new' ? 'new' : `${editing.id}-${editing.updatedAt}`}
            customer={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Stack>
    </Box>
  );
}

export default definePage(function CustomersPage(_props: PageProps) {
  const { t } = useAppTranslation(customerTexts);
  return (
    <PageRoutes app="crm" notFound={<p>{t('notFound')}</p>}>
      <Route index element={<Customers />} />
    </PageRoutes>
  );
});
