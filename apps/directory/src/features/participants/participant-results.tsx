// One page of participants: a table on a wide screen, a list on a phone. Choosing one enters the
// RECIPIENT context with them selected, as the side menu's participant selector does (§2.4).
import {
  Box,
  Button,
  Chip,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  useMediaQuery,
} from '@mui/material';
import type { ParticipantRow, ParticipantStatus } from '@portal/rules';
import { useAppTranslation, useHref, useNavigate, type NavigationTarget } from '@portal/sdk';
import { manageTexts } from './manage-texts';
import { participantsTexts } from './participants-texts';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Opens the participant's manage dialog (invitation, groups, case). */
export type OnManage = (row: ParticipantRow) => void;

function ManageButton({ row, onManage }: { row: ParticipantRow; onManage: OnManage }) {
  const { t } = useAppTranslation(manageTexts);
  return (
    <Button size="small" aria-label={t('manage', { name: row.fullName })} onClick={() => onManage(row)}>
      {t('manageShort')}
    </Button>
  );
}

const STATUS_COLOR: Record<ParticipantStatus, 'success' | 'warning' | 'default'> = {
  accepted: 'success',
  waiting: 'warning',
  to_be_deleted: 'default',
};

/** The address of a participant in the RECIPIENT context. */
export const recipientTarget = (id: number): NavigationTarget => ({
  route: 'overview',
  query: { user_context: 'RECIPIENT', selected_patient_id: id },
});

function StatusChip({ status }: { status: ParticipantStatus }) {
  const { t } = useAppTranslation(participantsTexts);
  return <Chip size="small" color={STATUS_COLOR[status]} label={t(`status.${status}`)} />;
}

function NameLink({ row }: { row: ParticipantRow }) {
  const { t } = useAppTranslation(participantsTexts);
  const navigate = useNavigate();
  const href = useHref(recipientTarget(row.id));
  return (
    <Link
      href={href}
      aria-label={t('open', { name: row.fullName })}
      onClick={(event) => {
        event.preventDefault();
        navigate(recipientTarget(row.id));
      }}
    >
      {row.fullName}
    </Link>
  );
}

const dateOf = (iso: string, locale: string) => new Date(iso).toLocaleDateString(locale);

function ParticipantTable({ rows, onManage }: { rows: readonly ParticipantRow[]; onManage: OnManage }) {
  const { t, locale } = useAppTranslation(participantsTexts);
  const manage = useAppTranslation(manageTexts).t;
  const masked = rows[0]?.nationalIdMasked ?? true;
  return (
    <Table size="small" data-testid="participant-table">
      <TableHead>
        <TableRow>
          <TableCell>{t('name')}</TableCell>
          <TableCell>{masked ? t('nationalIdMasked') : t('nationalId')}</TableCell>
          <TableCell>{t('caseNumber')}</TableCell>
          <TableCell>{t('activities')}</TableCell>
          <TableCell>{t('status')}</TableCell>
          <TableCell>{t('added')}</TableCell>
          <TableCell><Box component="span" sx={visuallyHidden}>{manage('manageShort')}</Box></TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} data-testid="participant-row">
            <TableCell><NameLink row={row} /></TableCell>
            <TableCell sx={{ fontFamily: 'monospace' }}>{row.nationalId ?? '–'}</TableCell>
            <TableCell>{row.caseNumber ?? '–'}</TableCell>
            <TableCell>{row.activities.map((a) => a.name).join(', ') || '–'}</TableCell>
            <TableCell><StatusChip status={row.status} /></TableCell>
            <TableCell>{dateOf(row.addedAt, locale)}</TableCell>
            <TableCell><ManageButton row={row} onManage={onManage} /></TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function ParticipantList({ rows, onManage }: { rows: readonly ParticipantRow[]; onManage: OnManage }) {
  const { t } = useAppTranslation(participantsTexts);
  const navigate = useNavigate();
  return (
    <List disablePadding data-testid="participant-list">
      {rows.map((row) => (
        <ListItem
          key={row.id}
          disablePadding
          divider
          data-testid="participant-row"
          secondaryAction={<ManageButton row={row} onManage={onManage} />}
          sx={{ '& .MuiListItemButton-root': { pr: 14 } }}
        >
          <ListItemButton aria-label={t('open', { name: row.fullName })} onClick={() => navigate(recipientTarget(row.id))}>
            <ListItemText
              primary={row.fullName}
              secondary={[row.caseNumber, row.nationalId, row.activities.map((a) => a.name).join(', ')]
                .filter(Boolean)
                .join(' · ')}
            />
            <Box sx={{ ml: 1, flexShrink: 0 }}><StatusChip status={row.status} /></Box>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

export function ParticipantResults({ rows, onManage }: { rows: readonly ParticipantRow[]; onManage: OnManage }) {
  const narrow = useMediaQuery('(max-width:767px)');
  return narrow ? <ParticipantList rows={rows} onManage={onManage} /> : <ParticipantTable rows={rows} onManage={onManage} />;
}
