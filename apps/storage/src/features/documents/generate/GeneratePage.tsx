// Route "generate" (/documents/generate, §2.3; issue 14 part 5): a template, a participant, one of
// their answered questionnaires and the language; a preview of the merged text, then the PDF in
// the tenant's brand, stored as the participant's document, shared and sent for signing if asked.
import DOMPurify from 'dompurify';
import { useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  definePage,
  type PageProps,
  routePath,
  useAppTranslation,
  useKeyPerContent,
  useNavigate,
  useNotify,
  usePageHeader,
  useShell,
  useUserContext,
} from '@portal/sdk';
import { templatesTexts } from '../templates/templates-texts';
import {
  downloadPdf,
  useAnsweredQueries,
  useDocumentTemplates,
  useDocumentWrites,
  useParticipants,
  type DocumentLanguage,
} from '../documents-api';
import { documentsTexts } from '../documents-texts';
import { AnswerSourceFields } from '../AnswerSourceFields';
import { useErrorText } from '../use-error-text';

interface Made {
  title: string;
  /** The document's language: the signing SMS speaks it too. */
  language: DocumentLanguage;
  shareId: number | null;
  participant: string;
}

function AfterGenerate({ made }: { made: Made }) {
  const { t } = useAppTranslation(documentsTexts);
  const writes = useDocumentWrites();
  const notify = useNotify();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [staffSigns, setStaffSigns] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [staffToSign, setStaffToSign] = useState(false);
  const [sending, setSending] = useState(false);
  const once = useKeyPerContent();
  if (made.shareId === null) return null;
  const shareId = made.shareId;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="generated-document">
      <Stack spacing={1.5}>
        <Typography role="status">{t('generated', { title: made.title })}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Button
            variant="outlined"
            onClick={() =>
              void writes
                .sharePdf(shareId, 'original')
                .then(downloadPdf)
                .catch((error: unknown) => notify({ severity: 'error', message: errorText(error) }))
            }
          >
            {t('download')}
          </Button>
          <FormControlLabel
            control={
              <Checkbox checked={staffSigns} onChange={(event) => setStaffSigns(event.target.checked)} />
            }
            label={t('staffSigns')}
          />
          <Button
            variant="contained"
            disabled={sent !== null || sending}
            onClick={() => {
              const input = { signedByTherapist: staffSigns, language: made.language };
              setSending(true);
              void writes
                .sendForSigning(shareId, input, once.keyFor({ shareId, ...input }))
                .then((answer) => {
                  once.done();
                  const text = `${t('sentForSigning')}. ${answer.smsSent ? t('smsSent', { name: made.participant }) : t('smsNotSent')}`;
                  setSent(text);
                  setStaffToSign(staffSigns);
                  notify({ severity: 'success', message: t('sentForSigning') });
                })
                .catch((error: unknown) => notify({ severity: 'error', message: errorText(error) }))
                .finally(() => setSending(false));
            }}
          >
            {t('sendForSigning')}
          </Button>
        </Box>
        {sent && <Alert severity="success">{sent}</Alert>}
        {sent && staffToSign && (
          <Box>
            <Button variant="contained" onClick={() => navigate(`${routePath('documents')}/sign/${shareId}`)}>
              {t('signNow')}
            </Button>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}

/** Administrators keep the templates (…/templates); the server checks the role as well. */
function ManageTemplates({ basePath }: { basePath: string }) {
  const { t } = useAppTranslation(templatesTexts);
  const { user } = useShell();
  const navigate = useNavigate();
  if (user.role !== 'admin') return null;
  return (
    <Box>
      <Button variant="outlined" onClick={() => navigate(`${basePath}/templates`)}>
        {t('manageTemplates')}
      </Button>
    </Box>
  );
}

/** Sanitised again, its headings two levels below the page's (the preview's own title is an h2). */
const previewHtml = (html: string) =>
  DOMPurify.sanitize(html).replace(
    /<(\/?)h([1-4])\b/g,
    (_whole, close: string, level: string) => `<${close}h${Number(level) + 2}`,
  );

/**
 * The merged document as the PDF lays it out (issue 26 item 9): the server's blocks as sanitised
 * HTML (headings, bold, lists), sanitised again here before it is shown; never raw markdown.
 */
function MergedPreview({ preview }: { preview: { title: string; html: string } }) {
  const { t } = useAppTranslation(documentsTexts);
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      aria-label={t('previewLabel')}
      role="region"
      data-testid="generate-preview"
    >
      <Typography component="h2" variant="h6" gutterBottom>
        {preview.title}
      </Typography>
      <Box
        data-testid="generate-preview-body"
        sx={{
          overflowWrap: 'anywhere',
          '& h3': { typography: 'h5', mt: 2, mb: 1 },
          '& h4': { typography: 'h6', mt: 2, mb: 1 },
          '& h5, & h6': { typography: 'subtitle1', fontWeight: 700, mt: 1.5, mb: 0.5 },
          '& p': { typography: 'body1', my: 1 },
          '& ul, & ol': { pl: 3, my: 1 },
          '& table': { borderCollapse: 'collapse' },
          '& td, & th': { border: 1, borderColor: 'divider', p: 0.5 },
          '& img': { maxWidth: '100%' },
        }}
        dangerouslySetInnerHTML={{ __html: previewHtml(preview.html) }}
      />
    </Paper>
  );
}

/** The template (with its language) and the document's language. */
function TemplateAndLanguage({
  templateId,
  language,
  onTemplate,
  onLanguage,
  children,
}: {
  templateId: string;
  language: DocumentLanguage;
  onTemplate: (id: string) => void;
  onLanguage: (language: DocumentLanguage) => void;
  /** What comes between the two (the participant and questionnaire). */
  children: ReactNode;
}) {
  const { t } = useAppTranslation(documentsTexts);
  const templates = useDocumentTemplates();
  return (
    <>
      <TextField
        select
        label={t('template')}
        value={templateId}
        onChange={(event) => onTemplate(event.target.value)}
      >
        {templates.data?.map((row) => (
          <MenuItem key={row.id} value={String(row.id)}>
            {row.title} ({row.language === 'no' ? t('norwegian') : t('english')})
          </MenuItem>
        ))}
      </TextField>
      {children}
      <TextField
        select
        label={t('language')}
        value={language}
        onChange={(event) => onLanguage(event.target.value as DocumentLanguage)}
      >
        <MenuItem value="no">{t('norwegian')}</MenuItem>
        <MenuItem value="en">{t('english')}</MenuItem>
      </TextField>
    </>
  );
}

/** A step of the page (preview, generate): busy meanwhile, its refusal shown. */
function useSteps() {
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (step: () => Promise<void>) => {
    setFailure(null);
    setBusy(true);
    try {
      await step();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return { failure, busy, run };
}

/** The participant, and one of their answered questionnaires. */
function ParticipantChoice(props: {
  patient: string;
  queryId: string;
  onPatient: (id: string) => void;
  onQuery: (id: string) => void;
}) {
  const { t } = useAppTranslation(documentsTexts);
  const participants = useParticipants();
  const answered = useAnsweredQueries(props.patient ? Number(props.patient) : null);
  return (
    <AnswerSourceFields
      participants={participants.data}
      answered={answered.data}
      {...props}
      labels={{
        participant: t('participant'),
        questionnaire: t('questionnaire'),
        noQuestionnaire: t('noQuestionnaire'),
      }}
    />
  );
}

const GeneratePage = definePage(function GeneratePage({ basePath }: PageProps) {
  const { t, language } = useAppTranslation(documentsTexts);
  const { selectedRecipient } = useUserContext();
  const notify = useNotify();
  const writes = useDocumentWrites();
  const templates = useDocumentTemplates();
  const participants = useParticipants();
  const [templateId, setTemplateId] = useState('');
  const [patient, setPatient] = useState(selectedRecipient ? String(selectedRecipient.id) : '');
  const [queryId, setQueryId] = useState('');
  const [lang, setLang] = useState<DocumentLanguage | ''>('');
  const [share, setShare] = useState(true);
  const [preview, setPreview] = useState<{ title: string; text: string; html: string } | null>(null);
  const [made, setMade] = useState<Made | null>(null);
  const { failure, busy, run } = useSteps();
  usePageHeader({ title: t('generateTitle') });

  const template = templates.data?.find((row) => String(row.id) === templateId);
  const documentLanguage: DocumentLanguage = lang || template?.language || (language === 'en' ? 'en' : 'no');
  const input = () => ({
    templateId: Number(templateId),
    patientId: Number(patient),
    queryId: queryId ? Number(queryId) : null,
    language: documentLanguage,
  });
  const ready = templateId !== '' && patient !== '';
  const changed = () => {
    setPreview(null);
    setMade(null);
  };
  /** A choice that changes the document: its preview and the made document are no longer it. */
  const changing =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      changed();
    };
  const generate = async () => {
    const answer = await writes.generate({ ...input(), share });
    const merged = preview ?? (await writes.preview(input()));
    const name = participants.data?.find((row) => String(row.id) === patient)?.full_name ?? '';
    setMade({
      title: merged.title,
      language: documentLanguage,
      shareId: answer.documentPatientId,
      participant: name,
    });
    notify({ severity: 'success', message: t('generated', { title: merged.title }) });
    await writes.refresh();
  };

  if (templates.data?.length === 0)
    return (
      <Stack spacing={2}>
        <Typography>{t('noTemplates')}</Typography>
        <ManageTemplates basePath={basePath} />
      </Stack>
    );
  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <ManageTemplates basePath={basePath} />
      {failure && <Alert severity="error">{failure}</Alert>}
      <TemplateAndLanguage
        templateId={templateId}
        language={documentLanguage}
        onTemplate={changing(setTemplateId)}
        onLanguage={changing(setLang)}
      >
        <ParticipantChoice
          patient={patient}
          queryId={queryId}
          onPatient={(id) => {
            setPatient(id);
            setQueryId('');
            changed();
          }}
          onQuery={changing(setQueryId)}
        />
      </TemplateAndLanguage>
      <FormControlLabel
        control={<Checkbox checked={share} onChange={(event) => setShare(event.target.checked)} />}
        label={t('shareAfter')}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          disabled={!ready || busy}
          onClick={() => void run(async () => setPreview(await writes.preview(input())))}
        >
          {t('preview')}
        </Button>
        <Button variant="contained" disabled={!ready || busy} onClick={() => void run(generate)}>
          {t('generate')}
        </Button>
      </Box>
      {preview && <MergedPreview preview={preview} />}
      {made && <AfterGenerate made={made} />}
    </Stack>
  );
});

export default GeneratePage;
export { GeneratePage };
