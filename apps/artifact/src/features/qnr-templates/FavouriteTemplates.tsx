// §3 favorite_templates_order: the user's favourite templates in their order (sending offers them
// first), reordered by drag and drop or the arrow buttons and saved at once, all or nothing.
import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useAppTranslation, useGqlQuery, useShellEvents } from '@portal/sdk';
import { SortableRows } from './SortableRows';
import { qnrTemplatesTexts } from './qnr-templates-texts';
import { TEMPLATES_KEY, problemText, useTemplateWrites } from './templates-api';

const FAVOURITES = `query QnrFavouriteTemplates {
  favorite_templates_order(order_by: { order: asc }) { template_id template { title } }
}`;

interface Favourite {
  id: string;
  title: string;
}

export function FavouriteTemplates({ onFailure }: { onFailure: (message: string | null) => void }) {
  const { t, language } = useAppTranslation(qnrTemplatesTexts);
  const events = useShellEvents();
  const writes = useTemplateWrites();
  const [order, setOrder] = useState<Favourite[] | null>(null);
  const favourites = useGqlQuery<
    { favorite_templates_order: { template_id: string | number; template: { title: string } | null }[] },
    Favourite[]
  >({
    key: [...TEMPLATES_KEY, 'favourites'],
    query: FAVOURITES,
    select: (data) =>
      data.favorite_templates_order.map((row) => ({
        id: String(row.template_id),
        title: row.template?.title ?? '',
      })),
  });
  const rows = order ?? favourites.data ?? [];
  const move = (from: number, to: number) => {
    const moved = [...rows];
    const [item] = moved.splice(from, 1);
    moved.splice(to, 0, item!);
    setOrder(moved);
    onFailure(null);
    writes
      .setFavourites(moved.map((row) => Number(row.id)))
      .then(async () => {
        await writes.refresh();
        setOrder(null);
        events.emit('snackbar', { message: t('favouritesSaved') });
      })
      .catch((error: unknown) => {
        setOrder(null);
        onFailure(problemText(error, language, t('actionFailed')));
      });
  };
  return (
    <Box component="section" aria-labelledby="qnr-favourites-title" sx={{ mt: 3 }}>
      <Typography id="qnr-favourites-title" variant="h6" component="h2">
        {t('favouritesTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {rows.length > 0 ? t('favouritesHelp') : t('noFavourites')}
      </Typography>
      {rows.length > 0 && (
        <SortableRows
          items={rows}
          label={t('favouritesTitle')}
          onMove={move}
          testId="qnr-favourites"
          render={(row) => <Typography sx={{ py: 1, overflowWrap: 'anywhere' }}>{row.title}</Typography>}
        />
      )}
    </Box>
  );
}
