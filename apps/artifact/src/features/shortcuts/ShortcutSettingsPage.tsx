// §2.6 Admin panel, shortcut settings: the tenant's shortcuts in their order, reordered by drag and
// drop (pointer or keyboard, @dnd-kit), each edited or deleted; a page with its own routes, each
// screen its own chunk:
// /shortcut-settings (the list), /shortcut-settings/new, /shortcut-settings/<id>/edit.
import { Suspense, lazy } from 'react';
import { Route, useParams } from 'react-router';
import { Typography } from '@mui/material';
import { PageRoutes, definePage, useAppTranslation, type PageProps } from '@portal/sdk';
import { ShortcutList } from './ShortcutList';
import { useShortcuts } from './shortcuts-api';
import { shortcutsTexts } from './shortcuts-texts';

// The form (with the shared zod rule) is its own chunk: the list screen does not need it.
const ShortcutForm = lazy(() => import('./ShortcutForm'));

function EditShortcut({ basePath }: { basePath: string }) {
  const { t } = useAppTranslation(shortcutsTexts);
  const { id } = useParams();
  const shortcuts = useShortcuts();
  if (shortcuts.isPending) return <Typography role="status">{t('loading')}</Typography>;
  const shortcut = shortcuts.data?.find((s) => String(s.id) === id);
  if (!shortcut) return <Typography role="alert">{t('notFound')}</Typography>;
  return <ShortcutForm key={shortcut.id} basePath={basePath} shortcut={shortcut} />;
}

const ShortcutSettingsPage = definePage(function ShortcutSettingsPage({ basePath }: PageProps) {
  const { t } = useAppTranslation(shortcutsTexts);
  const loading = <Typography role="status">{t('loading')}</Typography>;
  return (
    <Suspense fallback={loading}>
      <PageRoutes app="artifact" notFound={<Typography role="alert">{t('notFound')}</Typography>}>
        <Route index element={<ShortcutList basePath={basePath} />} />
        <Route path="new" element={<ShortcutForm basePath={basePath} shortcut={null} />} />
        <Route path=":id/edit" element={<EditShortcut basePath={basePath} />} />
      </PageRoutes>
    </Suspense>
  );
});

export default ShortcutSettingsPage;
export { ShortcutSettingsPage };
