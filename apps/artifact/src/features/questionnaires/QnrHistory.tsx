// A questionnaire's history (queries_log, compared with the version before) and its errors.
import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useAppTranslation } from '@portal/sdk';
import { answersTexts } from './answers-texts';
import { useQnrApi, type HistoryEntry } from './qnr-api';
import { minuteStyle, qnrTexts } from './qnr-texts';

type T = ReturnType<typeof useAppTranslation<string>>['t'];

/** An answer's words, cut at 120 characters (the whole answer is on the Answers tab). */
const shortened = (text: string | null) =>
  text !== null && text.length > 120 ? `${text.slice(0, 117)}…` : text;

function show(value: unknown, t: T): string {
  if (value === undefined || value === null || value === '') return t('empty');
  if (typeof value === 'boolean') return value ? t('yes') : t('no');
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'string' && value.startsWith('data:image/')) return '✍';
  const text = String(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

/** Who wrote a version (issue 26 item 8): the participant named as such, the system, or staff. */
function useAuthor() {
  const { t } = useAppTranslation(answersTexts);
  const q = useAppTranslation(qnrTexts).t;
  return (entry: HistoryEntry) => {
    if (entry.by_role === 'system') return t('bySystem');
    const who = entry.by ?? q('unknownUser');
    return entry.by_role === 'participant' ? t('byParticipant', { who }) : t('byStaff', { who });
  };
}

export function QnrHistory({ qnrId }: { qnrId: number }) {
  const { t, locale, language } = useAppTranslation(qnrTexts);
  const api = useQnrApi();
  const author = useAuthor();
  const history = useQuery({
    queryKey: ['artifact', 'questionnaires', 'history', qnrId, language],
    queryFn: () => api.history(qnrId, language),
  });
  if (history.isPending) return <Typography role="status">{t('loading')}</Typography>;
  if (history.error) return <Typography role="alert">{t('failed')}</Typography>;
  const label = (field: string, value: unknown) =>
    field === 'status' ? t(`status_${String(value)}` as 'status_SENT') : show(value, t as T);
  return (
    <Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('history')}
      </Typography>
      {history.data.history.length === 0 && <Typography>{t('noHistory')}</Typography>}
      <Box component="ol" sx={{ pl: 2, m: 0 }} data-testid="qnr-history">
        {history.data.history.map((entry) => (
          <Box component="li" key={entry.id} sx={{ mb: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('changedBy', {
                who: author(entry),
                time: new Date(entry.at).toLocaleString(locale, minuteStyle),
              })}
            </Typography>
            <Box component="ul" sx={{ pl: 2, m: 0 }}>
              {entry.changes.map((c) => (
                <Typography component="li" variant="body2" key={c.field}>
                  {t('fieldChanged', {
                    field: t(`field_${c.field}` as 'field_status'),
                    from: c.from === undefined ? t('empty') : label(c.field, c.from),
                    to: label(c.field, c.to),
                  })}
                </Typography>
              ))}
              {entry.reason !== null && (
                <Typography
                  component="li"
                  variant="body2"
                  sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                >
                  {t('historyReason', { reason: entry.reason })}
                </Typography>
              )}
              {entry.answers.map((a, i) => (
                <Typography component="li" variant="body2" key={`a${i}`} sx={{ overflowWrap: 'anywhere' }}>
                  {t('answerChanged', {
                    question: a.row_id === null ? a.question : `${a.question} (${Number(a.row_id) + 1})`,
                    from: shortened(a.from_text) ?? t('empty'),
                    to: shortened(a.to_text) ?? t('empty'),
                  })}
                </Typography>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 2 }}>
        {t('errors')}
      </Typography>
      {history.data.errors.length === 0 ? (
        <Typography>{t('noErrors')}</Typography>
      ) : (
        <Box component="ul" sx={{ pl: 2, m: 0 }}>
          {history.data.errors.map((e) => (
            <Typography component="li" variant="body2" key={e.ai_id}>
              {new Date(e.created_at).toLocaleString(locale, minuteStyle)}: {e.error}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
