// §2.4 The find/replace participant selector on top of the side menu: a small ARIA combobox (the
// pattern of the WAI-ARIA practices) over the GraphQL search; choosing one enters the RECIPIENT
// context with selected_patient_id. Built on the SDK's OutlinedField, not TextField, which would
// carry Select and the other inputs into the signed-in shell's start (bench/shell-bundle.ts).
import { useEffect, useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Box, List, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OutlinedField, useShell } from '@portal/sdk';
import { useShellSession, useSwitchUserContext } from '../user-context';
import { searchParticipants } from './participant-search';
import type { ParticipantOption } from './participant-search';

const SEARCH_DELAY_MS = 250;

export function ParticipantSelector() {
  const { t } = useTranslation();
  const { graphql } = useShell();
  const session = useShellSession();
  const { enterRecipient } = useSwitchUserContext();
  const listId = useId();
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
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
  const options = term ? (results.data ?? []) : [];
  const expanded = open && input.trim().length > 0;
  const selected = session.selectedRecipient;
  const label = selected ? t('sideMenu.replaceParticipant') : t('sideMenu.findParticipant');

  const choose = (option: ParticipantOption) => {
    setOpen(false);
    setInput('');
    setActive(-1);
    enterRecipient(option.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) =>
    comboboxKey(event, {
      count: options.length,
      expanded,
      active,
      setActive,
      setOpen,
      choose: (index) => {
        const option = options[index];
        if (option) choose(option);
      },
    });

  const status = results.isFetching
    ? t('common.loading')
    : options.length === 0
      ? t('sideMenu.noParticipants')
      : null;
  return (
    <Box
      sx={{
        position: 'relative',
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderRadius: 1,
        p: 1,
        pt: 1.5,
      }}
    >
      <OutlinedField
        size="small"
        fullWidth
        label={label}
        placeholder={selected?.name ?? t('sideMenu.typeToSearch')}
        value={input}
        onChange={(text) => {
          setInput(text);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => window.setTimeout(() => setOpen(false), 150)}
        htmlInput={{
          autoComplete: 'off',
          role: 'combobox',
          'aria-autocomplete': 'list',
          'aria-expanded': expanded,
          'aria-controls': expanded ? listId : undefined,
          'aria-activedescendant': expanded && active >= 0 ? `${listId}-${active}` : undefined,
        }}
      />
      {expanded && (
        <ParticipantOptions
          listId={listId}
          status={status}
          options={options}
          active={active}
          label={t('sideMenu.findParticipant')}
          onChoose={choose}
        />
      )}
    </Box>
  );
}

/** The WAI-ARIA combobox's keys: arrows move the active option, Enter chooses it, Escape closes. */
function comboboxKey(
  event: KeyboardEvent<HTMLElement>,
  box: {
    count: number;
    expanded: boolean;
    active: number;
    setActive: (update: (index: number) => number) => void;
    setOpen: (open: boolean) => void;
    choose: (index: number) => void;
  },
) {
  if (event.key === 'ArrowDown' && box.count > 0) {
    event.preventDefault();
    box.setOpen(true);
    box.setActive((index) => (index + 1) % box.count);
  } else if (event.key === 'ArrowUp' && box.count > 0) {
    event.preventDefault();
    box.setActive((index) => (index <= 0 ? box.count - 1 : index - 1));
  } else if (event.key === 'Enter' && box.expanded && box.active >= 0 && box.active < box.count) {
    event.preventDefault();
    box.choose(box.active);
  } else if (event.key === 'Escape' && box.expanded) {
    event.stopPropagation();
    box.setOpen(false);
  }
}

/** The combobox's popup: its status line and the options, the active one marked for assistive tech. */
function ParticipantOptions(props: {
  listId: string;
  status: string | null;
  options: readonly ParticipantOption[];
  active: number;
  label: string;
  onChoose: (option: ParticipantOption) => void;
}) {
  const { listId, status, options, active } = props;
  return (
    <Paper elevation={4} sx={{ mt: 0.5, color: 'text.primary' }}>
      {status && (
        <Typography variant="body2" role="status" sx={{ px: 2, py: 1 }}>
          {status}
        </Typography>
      )}
      <List dense component="div" id={listId} role="listbox" aria-label={props.label} sx={{ py: 0 }}>
        {options.map((option, index) => (
          <ListItemButton
            key={option.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            selected={index === active}
            tabIndex={-1}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => props.onChoose(option)}
          >
            <ListItemText primary={option.name} />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
