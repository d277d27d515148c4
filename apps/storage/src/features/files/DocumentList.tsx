// The documents as a list that works from 375 px up: name, tags, date and the row's actions.
import { useState, type MouseEvent } from 'react';
import { Box, Button, Chip, IconButton, Link, Menu, MenuItem, Stack, Typography } from '@mui/material';
import { useAppTranslation, useShell } from '@portal/sdk';
import { formatSize, type DocumentRow } from './files-api';
import { canPreview } from './DocumentDialogs';
import { filesTexts } from './files-texts';
import { listRowSx } from './CategorySelect';

export interface RowActions {
  preview(row: DocumentRow): void;
  download(row: DocumentRow): void;
  toggle(
    row: DocumentRow,
    field: 'share_with_recipient' | 'hide_for_patient' | 'archived',
    value: boolean,
  ): void;
  remove(row: DocumentRow): void;
}

function MoreIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="5" r="2" fill="currentColor" />
      <circle cx="12" cy="12" r="2" fill="currentColor" />
      <circle cx="12" cy="19" r="2" fill="currentColor" />
    </svg>
  );
}

/** What a row is: new, its category and security level, who it came from, shared, hidden, archived. */
function RowTags({ row, staff, unseen }: { row: DocumentRow; staff: boolean; unseen: boolean }) {
  const { t } = useAppTranslation(filesTexts);
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
      {unseen && <Chip size="small" color="primary" label={t('new')} />}
      {row.category && (
        <Chip size="small" variant="outlined" label={t(`category.${row.category}` as 'category.OTHER')} />
      )}
      {row.securityLevel !== null && (
        <Chip
          size="small"
          variant="outlined"
          label={`${t('securityLevel')}: ${t(`level.${row.securityLevel}` as 'level.3')}`}
        />
      )}
      {row.signing && (
        <Chip
          size="small"
          data-testid="signing-status"
          data-signing={row.signing}
          color={row.signing === 'signed' ? 'success' : 'default'}
          variant={row.signing === 'signed' ? 'filled' : 'outlined'}
          label={t(`signing.${row.signing}`)}
        />
      )}
      {row.initiator === 'PATIENT' && <Chip size="small" variant="outlined" label={t('fromParticipant')} />}
      {staff && row.initiator !== 'PATIENT' && (
        <Chip size="small" variant="outlined" label={row.shared ? t('shared') : t('notShared')} />
      )}
      {staff && row.hidden && <Chip size="small" variant="outlined" label={t('hidden')} />}
      {row.archived && <Chip size="small" variant="outlined" label={t('archived')} />}
    </Stack>
  );
}

/** Staff's actions on a row: share, hide, archive (each or its undoing) and delete. */
function RowMenu({
  menu,
  actions,
  onClose,
}: {
  menu: { anchor: HTMLElement; row: DocumentRow } | null;
  actions: RowActions;
  onClose: () => void;
}) {
  const { t } = useAppTranslation(filesTexts);
  const then = (run: () => void) => () => {
    run();
    onClose();
  };
  return (
    <Menu anchorEl={menu?.anchor} open={menu !== null} onClose={onClose}>
      {menu && [
        menu.row.initiator !== 'PATIENT' && (
          <MenuItem
            key="share"
            onClick={then(() => actions.toggle(menu.row, 'share_with_recipient', !menu.row.shared))}
          >
            {menu.row.shared ? t('unshare') : t('share')}
          </MenuItem>
        ),
        <MenuItem
          key="hide"
          onClick={then(() => actions.toggle(menu.row, 'hide_for_patient', !menu.row.hidden))}
        >
          {menu.row.hidden ? t('unhide') : t('hide')}
        </MenuItem>,
        <MenuItem
          key="archive"
          onClick={then(() => actions.toggle(menu.row, 'archived', !menu.row.archived))}
        >
          {menu.row.archived ? t('unarchive') : t('archive')}
        </MenuItem>,
        <MenuItem key="delete" onClick={then(() => actions.remove(menu.row))} sx={{ color: 'error.main' }}>
          {t('delete')}
        </MenuItem>,
      ]}
    </Menu>
  );
}

export function DocumentList({
  rows,
  staff,
  showParticipant,
  actions,
}: {
  rows: DocumentRow[];
  staff: boolean;
  showParticipant: boolean;
  actions: RowActions;
}) {
  const { t } = useAppTranslation(filesTexts);
  const { language } = useShell();
  const [menu, setMenu] = useState<{ anchor: HTMLElement; row: DocumentRow } | null>(null);
  const dateFormat = new Intl.DateTimeFormat(language === 'no' ? 'nb-NO' : 'en-GB', { dateStyle: 'medium' });
  const unseen = (row: DocumentRow) => (staff ? !row.seenByTherapist : !row.seenByPatient);

  return (
    <>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="document-list">
        {rows.map((row) => (
          <Box
            component="li"
            key={row.id}
            data-testid="document-row"
            data-name={row.name}
            data-share={row.id}
            sx={listRowSx('flex-start')}
          >
            <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
              <Typography
                component="h3"
                variant="subtitle1"
                sx={{ overflowWrap: 'anywhere', fontWeight: unseen(row) ? 700 : 400 }}
              >
                {canPreview(row.contentType) ? (
                  <Link
                    component="button"
                    type="button"
                    onClick={() => actions.preview(row)}
                    sx={{ textAlign: 'left' }}
                  >
                    {row.name}
                  </Link>
                ) : (
                  row.name
                )}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {dateFormat.format(new Date(row.createdAt))}
                {row.size !== null ? ` · ${formatSize(row.size, language)}` : ''}
                {showParticipant && row.participant ? ` · ${row.participant}` : ''}
              </Typography>
              <RowTags row={row} staff={staff} unseen={unseen(row)} />
            </Box>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              {canPreview(row.contentType) && (
                <Button size="small" onClick={() => actions.preview(row)}>
                  {t('preview')}
                </Button>
              )}
              <Button size="small" onClick={() => actions.download(row)}>
                {t('download')}
              </Button>
              {staff && (
                <IconButton
                  aria-label={t('moreFor', { name: row.name })}
                  onClick={(e: MouseEvent<HTMLElement>) => setMenu({ anchor: e.currentTarget, row })}
                >
                  <MoreIcon />
                </IconButton>
              )}
            </Stack>
          </Box>
        ))}
      </Stack>
      <RowMenu menu={menu} actions={actions} onClose={() => setMenu(null)} />
    </>
  );
}
