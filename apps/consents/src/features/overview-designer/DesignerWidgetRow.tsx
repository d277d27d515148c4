// One widget of the designer: the drag handle, whether it is shown, its rows and name, and the
// move buttons (the keyboard's other road: each a button, no drag needed).
import {
  Box,
  FormControlLabel,
  IconButton,
  Stack,
  SvgIcon,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useAppTranslation, useShell } from '@portal/sdk';
import { OVERVIEW_NAME_MAX, OVERVIEW_ROWS_MAX, OVERVIEW_ROWS_MIN } from '@portal/rules';
import { SortableListItem } from '../../../../shared/sortable-list';
import { kindName, problemsOf, titleOf, type EditorWidget } from './designer-list';
import { designerTexts } from './overview-designer-texts';

const Arrow = ({ up }: { up: boolean }) => (
  <SvgIcon fontSize="small">
    <path
      d={
        up
          ? 'M7.41 15.41 12 10.83l4.59 4.58L18 14l-6-6-6 6z'
          : 'M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z'
      }
    />
  </SvgIcon>
);

export function DesignerWidgetRow({
  widget,
  index,
  count,
  onChange,
  onMove,
}: {
  widget: EditorWidget;
  index: number;
  count: number;
  onChange: (patch: Partial<EditorWidget>) => void;
  onMove: (to: number) => void;
}) {
  const { t } = useAppTranslation(designerTexts);
  const { language } = useShell();
  const lang = language === 'no' ? 'no' : 'en';
  const title = titleOf(widget, lang);
  const problems = problemsOf(widget);
  const id = `overview-widget-${widget.widget}`;
  return (
    <SortableListItem
      id={widget.widget}
      handleLabel={t('dragHandle', { title })}
      divider
      data-testid="designer-widget"
      data-widget={widget.widget}
      data-shown={widget.shown}
      sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', bgcolor: 'background.paper', px: 1 }}
    >
      <Box sx={{ flex: '1 1 160px', minWidth: 0, pt: 1 }}>
        <Typography id={`${id}-title`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {kindName(widget.widget, lang)}
        </Typography>
      </Box>
      <FormControlLabel
        sx={{ mr: 0 }}
        control={
          <Switch
            checked={widget.shown}
            onChange={(event) => onChange({ shown: event.target.checked })}
            slotProps={{ input: { 'aria-label': t('showWidget', { title }) } }}
          />
        }
        label={t('shown')}
      />
      <TextField
        label={t('rows')}
        size="small"
        value={widget.rows}
        onChange={(event) => onChange({ rows: event.target.value })}
        error={problems.rows}
        helperText={t('rowsHelp', { min: OVERVIEW_ROWS_MIN, max: OVERVIEW_ROWS_MAX })}
        sx={{ width: 96 }}
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            'aria-label': t('rowsOf', { title }),
            'data-testid': 'widget-rows',
          },
        }}
      />
      <TextField
        label={t('name')}
        size="small"
        value={widget.name}
        placeholder={kindName(widget.widget, lang)}
        onChange={(event) => onChange({ name: event.target.value })}
        error={problems.name}
        helperText={
          problems.name
            ? t('nameTooLong', { max: OVERVIEW_NAME_MAX })
            : t('nameHelp', { title: kindName(widget.widget, lang) })
        }
        sx={{ flex: '1 1 180px', minWidth: 0 }}
        slotProps={{
          htmlInput: {
            'aria-label': t('nameOf', { title: kindName(widget.widget, lang) }),
            'data-testid': 'widget-name',
          },
        }}
      />
      <MoveButtons title={title} index={index} count={count} onMove={onMove} />
    </SortableListItem>
  );
}

/** Up and down: the keyboard's other road, each a button, no drag needed. */
function MoveButtons({
  title,
  index,
  count,
  onMove,
}: {
  title: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
}) {
  const { t } = useAppTranslation(designerTexts);
  return (
    <Stack direction="row">
      <IconButton
        aria-label={t('moveUp', { title })}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        <Arrow up />
      </IconButton>
      <IconButton
        aria-label={t('moveDown', { title })}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <Arrow up={false} />
      </IconButton>
    </Stack>
  );
}
