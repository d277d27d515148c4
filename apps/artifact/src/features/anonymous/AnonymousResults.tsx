// The results of one invitation (issue 28 item 7): per question the number who answered, the average
// of a number or scale, and a bar per choice; the answers as CSV.
import { Alert, Box, Button, List, ListItem, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { anonymousContract } from '@portal/rules';
import { useAppTranslation, usePageHeader, useShell } from '@portal/sdk';
import { anonymousTexts } from './anonymous-texts';

export function AnonymousResults({ basePath }: { basePath: string }) {
  const { t } = useAppTranslation(anonymousTexts);
  const { api } = useShell();
  const id = Number(useParams().id);
  const results = useQuery({
    queryKey: ['artifact', 'anonymous', 'results', id],
    queryFn: () => api.call(anonymousContract.results, { params: { id } }),
  });
  usePageHeader({ title: t('resultsOf', { label: results.data?.label ?? '' }), backTo: basePath });
  if (results.isPending) return <Typography role="status">{t('loading')}</Typography>;
  if (results.error) return <Alert severity="error">{t('notFound')}</Alert>;
  const download = async () => {
    const file = await api.call(anonymousContract.resultsCsv, { params: { id } });
    const url = URL.createObjectURL(file);
    const a = document.createElement('a');
    a.href = url;
    a.download = `anonymous-${id}.csv`;
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack spacing={2}>
      <Typography>{t('answers', { count: results.data.answers })}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('noIdentity')}
      </Typography>
      <Box>
        <Button variant="outlined" onClick={() => void download()}>
          {t('csv')}
        </Button>
      </Box>
      <List data-testid="anonymous-results">
        {results.data.questions.map((q) => {
          const most = Math.max(1, ...q.choices.map((c) => c.count));
          return (
            <ListItem key={q.id} divider sx={{ display: 'block' }}>
              <Typography
                component="h2"
                variant="subtitle1"
                sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
              >
                {q.title}
              </Typography>
              <Typography variant="body2">
                {t('answered', { count: q.answered })}
                {q.average !== null ? ` · ${t('average', { value: q.average })}` : ''}
              </Typography>
              {q.choices.map((c) => (
                <Stack key={c.label} direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
                  <Typography variant="body2" sx={{ minWidth: 96, overflowWrap: 'anywhere' }}>
                    {c.label}
                  </Typography>
                  <Box
                    role="img"
                    aria-label={`${c.label}: ${c.count}`}
                    sx={{
                      height: 12,
                      width: `${(c.count / most) * 60}%`,
                      minWidth: 2,
                      bgcolor: 'primary.main',
                      borderRadius: 1,
                    }}
                  />
                  <Typography variant="body2">{c.count}</Typography>
                </Stack>
              ))}
            </ListItem>
          );
        })}
      </List>
    </Stack>
  );
}
