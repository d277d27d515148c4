// §2.4 The find/replace participant selector on top of the side menu: choosing one enters the
// RECIPIENT context with selected_patient_id.
import { useEffect, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useShell } from '@portal/sdk';
import { useShellSession, useSwitchUserContext } from '../user-context';
import { searchParticipants } from './participant-search';
import type { ParticipantOption } from './participant-search';

const SEARCH_DELAY_MS = 250;

export function ParticipantSelector() {
  const { t } = useTranslation();
  const { graphql } = useShell();
  const session = useShellSession();
  const { enterRecipient } = useSwitchUserContext();
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setTerm(input.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [input]);
  const results = useQuery({
    queryKey: ['shell', 'participant-search', session.bootstrap.customer_id, session.bootstrap.user_id, term],
    queryFn: ({ signal }) => searchParticipants(graphql, term, signal),
    enabled: term.length > 0,
    retry: false,
  });
  const selected = session.selectedRecipient;
  const value: ParticipantOption | null = selected ? { id: selected.id, name: selected.name } : null;
  return (
    <Autocomplete<ParticipantOption>
      size="small"
      options={results.data ?? []}
      value={value}
      inputValue={input}
      onInputChange={(_event, text, reason) => setInput(reason === 'reset' ? '' : text)}
      onChange={(_event, option) => {
        if (option) enterRecipient(option.id);
      }}
      filterOptions={(options) => options}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      getOptionLabel={(option) => option.name}
      loading={results.isFetching}
      noOptionsText={term ? t('sideMenu.noParticipants') : t('sideMenu.typeToSearch')}
      loadingText={t('common.loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={selected ? t('sideMenu.replaceParticipant') : t('sideMenu.findParticipant')}
          placeholder={selected?.name}
        />
      )}
      sx={{ '& .MuiInputBase-root': { bgcolor: 'background.paper' } }}
    />
  );
}
