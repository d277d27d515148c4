// The "groups" sub-view (§2.3): the tenant's participant groups with their member counts; a group
// opens the list of all participants filtered by it.
import { Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { useAppTranslation, useNavigate } from '@portal/sdk';
import { NewGroupForm } from './group-form';
import { useGroups } from './participants-api';
import { participantsTexts } from './participants-texts';

export function GroupsView() {
  return (
    <>
      <NewGroupForm />
      <GroupCards />
    </>
  );
}

function GroupCards() {
  const { t } = useAppTranslation(participantsTexts);
  const navigate = useNavigate();
  const groups = useGroups();
  if (groups.isPending) return <Typography role="status">{t('groupsLoading')}</Typography>;
  if (groups.error) return <Typography role="alert">{t('failed')}</Typography>;
  if (groups.data.length === 0) return <Typography>{t('groupsEmpty')}</Typography>;
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="group-list">
      {groups.data.map((group) => (
        <li key={group.id}>
          <Card variant="outlined">
            <CardActionArea
              aria-label={t('showMembers', { name: group.name })}
              onClick={() => navigate({ route: 'myParticipantsAll', query: { group: group.id } })}
            >
              <CardContent>
                <Typography component="h2" variant="h6">{group.name}</Typography>
                {group.description && <Typography color="text.secondary">{group.description}</Typography>}
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  {t('members', { count: group.memberCount })}
                  {group.ownerName ? ` · ${t('owner', { name: group.ownerName })}` : ''}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Stack>
  );
}
