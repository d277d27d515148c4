// The documents and consents of a parcel (issue 28 item 1, spec §3 links): two labelled groups of
// checkboxes; a document or consent already in another parcel is not offered.
import { Typography } from '@mui/material';
import { useAppTranslation } from '@portal/sdk';
import { CheckList } from '../plans';
import { useLinkChoices } from './parcels-api';
import { parcelsTexts } from './parcels-texts';

export interface LinkIds {
  documentIds: number[];
  consentIds: number[];
}

export function ParcelLinks(props: { parcelId: number | null; value: LinkIds; onChange: (next: LinkIds) => void }) {
  const { t } = useAppTranslation(parcelsTexts);
  const choices = useLinkChoices(props.parcelId);
  const lists = [
    { key: 'documentIds', legend: t('documents'), rows: choices.data?.documents ?? [] },
    { key: 'consentIds', legend: t('consents'), rows: choices.data?.consents ?? [] },
  ] as const;
  return (
    <>
      {lists.map((list) =>
        list.rows.length === 0 ? (
          <Typography key={list.key} variant="body2" color="text.secondary">
            {list.legend}: {t('noLinkChoices')}
          </Typography>
        ) : (
          <CheckList
            key={list.key}
            legend={list.legend}
            options={list.rows.map((row) => ({ id: row.id, label: row.title }))}
            value={props.value[list.key]}
            onChange={(ids) => props.onChange({ ...props.value, [list.key]: ids })}
          />
        ),
      )}
    </>
  );
}
