// §2.4 Quick access in the page header: a menu of actions, each opening its dialog (QUESTIONNAIRE,
// MESSAGE or CALENDAR; closed when none). An action whose dialog no installed app supplies (yet) is
// not offered: it would open nothing.
import { Suspense, lazy, useId, useMemo, useState } from 'react';
import type { MouseEvent } from 'react';
import { Button, IconButton, ListItemText, Menu, MenuItem } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { useAccessRestriction } from '../access-restriction';
import { useAppRegistry, useDeclaredIncludes } from '../apps';
import { moduleAvailability } from '../routes';
import { useShellSession } from '../user-context';
import { quickAccessItems } from './quick-access-items';
import type { QuickAccessItem } from './quick-access-items';

// The dialogs load when one is first opened.
const QuickAccessDialog = lazy(() =>
  import('./QuickAccessDialog').then((m) => ({ default: m.QuickAccessDialog })),
);

export function QuickAccess({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const session = useShellSession();
  const { restricted } = useAccessRestriction();
  const apps = useAppRegistry();
  const declared = useDeclaredIncludes().quickAccess;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<QuickAccessItem | null>(null);
  const menuId = useId();
  const { features, capabilities } = session.bootstrap;
  const items = useMemo(
    () =>
      quickAccessItems({
        features: new Set(features),
        timeTracking: capabilities.time_tracking,
        role: session.role,
        userContext: session.userContext,
        restricted,
        isDevelopment: import.meta.env.DEV,
        declared,
        capabilities,
      }).filter((item) => item.disabled || moduleAvailability(apps, item.app, item.module) === 'supplied'),
    [features, capabilities, session.role, session.userContext, restricted, apps, declared],
  );
  if (items.length === 0) return null;
  const trigger = {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': anchor !== null,
    'aria-controls': anchor ? menuId : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  };
  return (
    <>
      {compact ? (
        <IconButton
          {...trigger}
          aria-label={t('quickAccess.label')}
          color="primary"
          data-testid="quick-access"
        >
          <AddIcon />
        </IconButton>
      ) : (
        <Button {...trigger} variant="contained" startIcon={<AddIcon />} data-testid="quick-access">
          {t('quickAccess.label')}
        </Button>
      )}
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {items.map((item) => (
          <MenuItem
            key={item.id}
            disabled={item.disabled}
            data-quick-access={item.id}
            onClick={() => {
              setAnchor(null);
              setDialog(item);
            }}
          >
            <ListItemText primary={t(item.labelKey ?? `quickAccess.items.${item.id}`)} />
          </MenuItem>
        ))}
      </Menu>
      {dialog && (
        <Suspense fallback={null}>
          <QuickAccessDialog item={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </>
  );
}
