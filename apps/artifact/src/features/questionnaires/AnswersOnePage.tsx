// A participant's answers as staff read them (issue 26 item 8): every question with its answer in
// full on one page, in words (choices, ratings, yes or no, dates in the UI language, matrices,
// signatures), as REDCap's and Google Forms' response views show them; not the form paged with
// "Next". Participants keep the form (ReadOnlyAnswers).
import { Box, Typography } from '@mui/material';
import { readableAnswers, type ReadableAnswer } from '@portal/rules';
import { useAppTranslation } from '@portal/sdk';
import { ShellLink } from './ShellLink';
import type { QnrDetail } from './qnr-api';
import { answersTexts } from './answers-texts';

const term = { fontWeight: 600, mt: 1.5, overflowWrap: 'anywhere' } as const;
const answer = { m: 0, ml: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

function Text({ text }: { text: string | null }) {
  const { t } = useAppTranslation(answersTexts);
  return text === null ? (
    <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
      {t('notAnswered')}
    </Box>
  ) : (
    <>{text}</>
  );
}

function AnswerValue({ item, who }: { item: ReadableAnswer; who: string }) {
  const { t } = useAppTranslation(answersTexts);
  if (item.kind === 'value')
    return (
      <Box component="dd" sx={answer}>
        <Text text={item.text} />
        {item.signature !== null && (
          <Box
            component="img"
            src={item.signature}
            alt={t('signatureImage', { name: who })}
            sx={{
              display: 'block',
              maxWidth: '100%',
              maxHeight: 160,
              mt: 0.5,
              border: 1,
              borderColor: 'divider',
            }}
          />
        )}
      </Box>
    );
  if (item.kind === 'choiceMatrix')
    return (
      <Box component="dd" sx={answer}>
        <Box component="dl" sx={{ m: 0, pl: 2 }}>
          {item.rows.map((row, i) => (
            <Box key={i}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {row.title}
              </Typography>
              <Box component="dd" sx={answer}>
                <Text text={row.text} />
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    );
  return (
    <Box component="dd" sx={answer}>
      {item.rows.length === 0 && <Text text={null} />}
      {item.rows.map((cells, n) => (
        <Box key={n} sx={{ pl: 2, mb: 1 }}>
          <Typography component="p" variant="body2" sx={{ fontWeight: 600, m: 0 }}>
            {t('row')} {n + 1}
          </Typography>
          <Box component="dl" sx={{ m: 0 }}>
            {cells.map((cell, i) => (
              <Box key={i} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                  {item.columns[i]}:
                </Typography>
                <Box component="dd" sx={answer}>
                  <Text text={cell} />
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** The link from one questionnaire to its template's answers table. */
export function AllAnswersLink({ templateId }: { templateId: number }) {
  const { t } = useAppTranslation(answersTexts);
  return (
    <Typography variant="body2" sx={{ my: 1 }}>
      <ShellLink to={`/all-qnrs/answers/${templateId}`} testId="qnr-all-answers-link">
        {t('allAnswersLink')}
      </ShellLink>
    </Typography>
  );
}

export function AnswersOnePage({ detail }: { detail: QnrDetail }) {
  const { t, language } = useAppTranslation(answersTexts);
  const sections = readableAnswers(detail.model, detail.answers, language);
  const who = detail.questionnaire.patient_name ?? t('theParticipant');
  if (detail.answers.length === 0)
    return <Typography data-testid="qnr-readable-answers">{t('noAnswers')}</Typography>;
  return (
    <Box data-testid="qnr-readable-answers">
      {sections.map((section, s) => (
        <Box key={s} component="section" sx={{ mb: 2 }}>
          {section.title && (
            <Typography component="h3" variant="h6" sx={{ mt: 1 }}>
              {section.title}
            </Typography>
          )}
          <Box component="dl" sx={{ m: 0 }}>
            {section.answers.map((item) => (
              <Box key={item.questionId} data-testid="qnr-readable-answer">
                <Typography component="dt" sx={term}>
                  {item.title}
                </Typography>
                <AnswerValue item={item} who={who} />
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
