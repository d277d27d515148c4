// Issue 32 item 8 (Normen): a participant sees who has looked at their data, the staff member's
// name and role, when and what kind, newest first (no ids). A table, readable at 375 px.
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  Box,
  Button,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { definePage, useAppTranslation, useShell } from '@portal/sdk';
import { accessLogContract as routes } from '@portal/rules';
import { accessLogTexts } from './access-log-texts';

function useOwnAccessLog(enabled: boolean) {
  const { api } = useShell();
  return useInfiniteQuery({
    queryKey: ['consents', 'access-log'],
    enabled,
    initialPageParam: 0,
    queryFn: ({ pageParam }) => api.call(routes.mine, { query: { page: pageParam } }),
    getNextPageParam: (last) =>
      (last.page + 1) * last.page_size < last.total ? last.page + 1 : undefined,
  });
}

const MyAccessLogPage = definePage(function MyAccessLogPage() {
  const { t } = useAppTranslation(accessLogTexts);
  const { language, user } = useShell();
  const participant = user.role === 'participant';
  const log = useOwnAccessLog(participant);
  if (!participant) return <Typography>{t('onlyParticipants')}</Typography>;
  if (log.isPending) return <Typography role="status">{t('loading')}</Typography>;
  if (log.error) return <Typography role="alert">{t('failed')}</Typography>;
  const entries = log.data.pages.flatMap((page) => page.entries);
  const when = new Intl.DateTimeFormat(language === 'no' ? 'nb-NO' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Box data-testid="my-access-log">
      <Typography sx={{ mb: 2 }}>{t('intro')}</Typography>
      {entries.length === 0 ? (
        <Typography>{t('none')}</Typography>
      ) : (
        <TableContainer tabIndex={0} aria-label={t('caption')} sx={{ maxWidth: '100%', overflowX: 'auto' }}>
          <Table size="small">
            <caption style={{ captionSide: 'top', textAlign: 'left', padding: 0 }}>{t('caption')}</caption>
            <TableHead>
              <TableRow>
                <TableCell>{t('who')}</TableCell>
                <TableCell>{t('when')}</TableCell>
                <TableCell>{t('what')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((entry, index) => (
                <TableRow key={`${entry.at}-${index}`}>
                  <TableCell component="th" scope="row">
                    {entry.staff_name}
                    <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                      {t(`roles_${entry.staff_role}`)}
                    </Typography>
                  </TableCell>
                  <TableCell>{when.format(new Date(entry.at))}</TableCell>
                  <TableCell>{t(`kind_${entry.kind}`)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {log.hasNextPage && (
        <Button sx={{ mt: 2 }} onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
          {t('more')}
        </Button>
      )}
    </Box>
  );
});

export default MyAccessLogPage;
