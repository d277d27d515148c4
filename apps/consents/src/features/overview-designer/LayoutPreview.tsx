// The preview of the arrangement as the shell's overview lays it out (§2.5): the shown widgets in
// two columns on a wide screen (odd places in the first, even in the second), one on a narrow one,
// each with its name and rows. "Preview with real data" opens the shell's own overview with it.
import { Box, Button, Paper, Typography } from '@mui/material';
import { useAppTranslation, useShell } from '@portal/sdk';
import { hasProblems, previewColumns, titleOf, type EditorWidget } from './designer-list';
import { designerTexts } from './overview-designer-texts';

const column = { display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 } as const;

function PreviewCard({ widget, place }: { widget: EditorWidget; place: number }) {
  const { t } = useAppTranslation(designerTexts);
  const { language } = useShell();
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, minWidth: 0 }}
      data-testid="preview-widget"
      data-widget={widget.widget}
      data-place={place}
    >
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {titleOf(widget, language === 'no' ? 'no' : 'en')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('previewRows', { count: Number(widget.rows) || 0 })}
      </Typography>
    </Paper>
  );
}

export function LayoutPreview({
  list,
  onPreviewReal,
}: {
  list: readonly EditorWidget[];
  onPreviewReal: () => void;
}) {
  const { t } = useAppTranslation(designerTexts);

  const { odd, even } = previewColumns(list);
  const place = (widget: EditorWidget) => list.filter((w) => w.shown).indexOf(widget) + 1;
  return (
    <Box component="section" aria-labelledby="overview-preview-title" data-testid="overview-preview">
      <Typography id="overview-preview-title" variant="h6" component="h2">
        {t('preview')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('previewHelp')}
      </Typography>
      <Button
        variant="outlined"
        size="small"
        sx={{ mb: 1 }}
        onClick={onPreviewReal}
        disabled={hasProblems(list)}
      >
        {t('previewReal')}
      </Button>
      {odd.length === 0 ? (
        <Typography role="status">{t('previewEmpty')}</Typography>
      ) : (
        <>
          {/* a narrow screen: one column in order */}
          <Box sx={{ ...column, display: { xs: 'flex', lg: 'none' } }} data-testid="preview-one-column">
            {list
              .filter((w) => w.shown)
              .map((widget) => (
                <PreviewCard key={widget.widget} widget={widget} place={place(widget)} />
              ))}
          </Box>
          {/* a wide screen: odd places in the first column, even in the second */}
          <Box
            sx={{
              display: { xs: 'none', lg: 'grid' },
              gridTemplateColumns: '1fr 1fr',
              gap: 1,
              alignItems: 'start',
            }}
            data-testid="preview-two-columns"
          >
            {[odd, even].map((widgets, i) => (
              <Box key={i} sx={column}>
                {widgets.map((widget) => (
                  <PreviewCard key={widget.widget} widget={widget} place={place(widget)} />
                ))}
              </Box>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
