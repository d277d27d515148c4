// Route "anonymous questionnaires" (issue 28 item 7): the invitations with their links to share and
// their answer counts, a new invitation, and each one's results (/anonymous-qnrs/<id>).
import { useState, type FormEvent } from 'react';
import { Route } from 'react-router';
import { Alert, Box, Button, List, ListItem, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { anonymousContract, type AnonymousInvitation } from '@portal/rules';
import {
  ApiRequestError,
  DateTimeField,
  definePage,
  type PageProps,
  PageRoutes,
  useAppTranslation,
  useNavigate,
  useShell,
  useShellEvents,
} from '@portal/sdk';
import { AnonymousResults } from './AnonymousResults';
import { InvitationSms } from './InvitationSms';
import { anonymousTexts } from './anonymous-texts';

const KEY = ['artifact', 'anonymous'] as const;
const localToIso = (value: string) => (value ? new Date(value).toISOString() : null);

/** `preset`: the template the address names (?template=<id>, from the templates route's anonymous list). */
function NewInvitation({ preset }: { preset: string }) {
  const { t } = useAppTranslation(anonymousTexts);
  const { api } = useShell();
  const events = useShellEvents();
  const queryClient = useQueryClient();
  const templates = useQuery({
    queryKey: [...KEY, 'templates'],
    queryFn: () => api.call(anonymousContract.templates, {}),
  });
  const [form, setForm] = useState({ templateId: preset, label: '', validFrom: '', validTo: '' });
  const [problem, setProblem] = useState<string | null>(null);
  // A preset the tenant has no template for chooses nothing.
  const chosen = templates.data?.templates.some((x) => String(x.id) === form.templateId)
    ? form.templateId
    : '';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await api.call(anonymousContract.createInvitation, {
        body: {
          templateId: Number(chosen),
          label: form.label,
          validFrom: localToIso(form.validFrom),
          validTo: localToIso(form.validTo),
        },
      });
      await queryClient.invalidateQueries({ queryKey: KEY });
      setForm({ templateId: '', label: '', validFrom: '', validTo: '' });
      setProblem(null);
      events.emit('snackbar', { message: t('created') });
    } catch (error) {
      const code = error instanceof ApiRequestError ? error.issues[0]?.code : undefined;
      setProblem(
        code === 'anonymous.labelRequired' || code === 'anonymous.endBeforeStart'
          ? t(code)
          : t('failedAction', { message: error instanceof Error ? error.message : String(error) }),
      );
    }
  };
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-labelledby="anonymous-new"
      sx={{ maxWidth: 640 }}
    >
      <Typography id="anonymous-new" component="h2" variant="h6">
        {t('newInvitation')}
      </Typography>
      <Stack spacing={2} sx={{ mt: 1 }}>
        {problem && <Alert severity="error">{problem}</Alert>}
        <TextField select label={t('template')} value={chosen} onChange={set('templateId')} required>
          {(templates.data?.templates ?? []).map((x) => (
            <MenuItem key={x.id} value={String(x.id)}>
              {x.title}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('label')}
          value={form.label}
          onChange={set('label')}
          required
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <DateTimeField
          label={t('validFrom')}
          value={form.validFrom}
          onChange={(validFrom) => setForm({ ...form, validFrom })}
        />
        <DateTimeField
          label={t('validTo')}
          value={form.validTo}
          onChange={(validTo) => setForm({ ...form, validTo })}
        />
        <Box>
          <Button type="submit" variant="contained">
            {t('create')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

function InvitationRow({ invitation, basePath }: { invitation: AnonymousInvitation; basePath: string }) {
  const { t, language } = useAppTranslation(anonymousTexts);
  const navigate = useNavigate();
  const events = useShellEvents();
  const day = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(language === 'no' ? 'nb-NO' : 'en-GB', {
          dateStyle: 'medium',
          timeZone: 'Europe/Oslo',
        }).format(new Date(iso))
      : '…';
  return (
    <ListItem divider sx={{ display: 'block' }} data-invitation={invitation.label}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{invitation.label}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {invitation.templateTitle} ·{' '}
        {invitation.validFrom || invitation.validTo
          ? t('open', { from: day(invitation.validFrom), to: day(invitation.validTo) })
          : t('always')}{' '}
        · {t('answers', { count: invitation.answers })}
      </Typography>
      <TextField
        label={t('link')}
        value={invitation.link}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { readOnly: true } }}
        sx={{ my: 1 }}
      />
      <Stack direction="row" spacing={1}>
        <Button
          onClick={() =>
            void navigator.clipboard
              ?.writeText(invitation.link)
              .then(() => events.emit('snackbar', { message: t('copied') }))
          }
          aria-label={`${t('copy')}: ${invitation.label}`}
        >
          {t('copy')}
        </Button>
        <Button
          onClick={() => navigate(`${basePath}/${invitation.id}`)}
          aria-label={`${t('results')}: ${invitation.label}`}
        >
          {t('results')}
        </Button>
      </Stack>
      <InvitationSms invitation={invitation} />
    </ListItem>
  );
}

function InvitationList({ basePath, preset }: { basePath: string; preset: string }) {
  const { t } = useAppTranslation(anonymousTexts);
  const { api } = useShell();
  const invitations = useQuery({
    queryKey: [...KEY, 'invitations'],
    queryFn: () => api.call(anonymousContract.invitations, {}),
  });
  return (
    <Stack spacing={3}>
      <NewInvitation preset={preset} />
      {invitations.isPending ? (
        <Typography role="status">{t('loading')}</Typography>
      ) : invitations.error ? (
        <Alert severity="error">{t('failed')}</Alert>
      ) : invitations.data.invitations.length === 0 ? (
        <Typography color="text.secondary">{t('empty')}</Typography>
      ) : (
        <List>
          {invitations.data.invitations.map((invitation) => (
            <InvitationRow key={invitation.id} invitation={invitation} basePath={basePath} />
          ))}
        </List>
      )}
    </Stack>
  );
}

const AnonymousPage = definePage(function AnonymousPage({ basePath, query }: PageProps) {
  const preset = /^[1-9][0-9]{0,15}$/.test(query.template ?? '') ? (query.template ?? '') : '';
  const { t } = useAppTranslation(anonymousTexts);
  return (
    <PageRoutes app="artifact" notFound={<Typography role="alert">{t('notFound')}</Typography>}>
      <Route index element={<InvitationList basePath={basePath} preset={preset} />} />
      <Route path=":id" element={<AnonymousResults basePath={basePath} />} />
    </PageRoutes>
  );
});

export default AnonymousPage;
