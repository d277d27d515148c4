// page:crm (route "organizations", crm_Organization and crm_OrganizationsMenuItem, staff): the
// tenant's employers and partners, searched by name, number or city, filtered by kind and archive;
// links to a new one, to each one's edit screen and to the import from the business register.
import { useState } from 'react';
import { Route } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Chip,
  FormControlLabel,
  Link,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { ORGANIZATION_KINDS, type OrganizationKind } from '@portal/rules';
import {
  PageRoutes,
  definePage,
  useAppTranslation,
  useHref,
  useNavigate,
  usePageHeader,
  type PageProps,
} from '@portal/sdk';
import { useOrganizations, type Organization } from './organization-api';
import { organizationTexts } from './organization-texts';

function OrganizationRow({ organization }: { organization: Organization }) {
  const { t } = useAppTranslation(organizationTexts);
  const href = useHref({ route: 'organizationsEdit', params: { organizationId: organization.id } });
  const details = [
    organization.orgNumber,
    organization.city,
    organization.industryName,
    organization.employees === null ? null : t('employees', { count: organization.employees }),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <ListItem divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }} data-organization={organization.name}>
      <ListItemText
        sx={{ flex: '1 1 16rem' }}
        primary={<Link href={href}>{organization.name}</Link>}
        secondary={details}
      />
      <Stack direction="row" spacing={1}>
        <Chip size="small" label={t(`kind.${organization.kind}`)} />
        {organization.archived && <Chip size="small" color="warning" label={t('archived')} />}
      </Stack>
    </ListItem>
  );
}

function OrganizationList() {
  const { t } = useAppTranslation(organizationTexts);
  usePageHeader({ title: t('listTitle') });
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [kind, setKind] = useState<OrganizationKind | ''>('');
  const [archived, setArchived] = useState(false);
  const list = useOrganizations({ q, kind, archived });
  return (
    <Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="contained" onClick={() => navigate({ route: 'organizationsNew' })}>
          {t('add')}
        </Button>
        <Button variant="outlined" onClick={() => navigate({ route: 'organizationsImport' })}>
          {t('importLink')}
        </Button>
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          type="search"
          size="small"
          label={t('search')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          sx={{ flex: '1 1 220px' }}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          select
          size="small"
          label={t('kind')}
          value={kind}
          onChange={(e) => setKind(e.target.value as OrganizationKind | '')}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('allKinds')}</MenuItem>
          {ORGANIZATION_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {t(`kind.${k}`)}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch checked={archived} onChange={(e) => setArchived(e.target.checked)} />}
          label={t('showArchived')}
        />
      </Stack>
      {list.isPending && <Typography>{t('loading')}</Typography>}
      {list.isError && <Alert severity="error">{t('loadFailed')}</Alert>}
      {list.data && list.data.length === 0 && <Typography>{t('empty')}</Typography>}
      <List aria-label={t('listTitle')} data-testid="organization-list">
        {list.data?.map((organization) => (
          <OrganizationRow key={organization.id} organization={organization} />
        ))}
      </List>
    </Box>
  );
}

export default definePage(function OrganizationsPage(_props: PageProps) {
  const { t } = useAppTranslation(organizationTexts);
  return (
    <PageRoutes app="crm" notFound={<p>{t('notFound')}</p>}>
      <Route index element={<OrganizationList />} />
    </PageRoutes>
  );
});
