// Picks people to chat with: staff search the portal's users by name, a participant sees their own
// contact persons (the server decides who is offered).
import { useEffect, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import type { ChatWrites, ChatPerson } from './chat-api';
import { useChatTexts } from './chat-texts';

export function PeoplePicker({
  writes,
  multiple,
  value,
  onChange,
  label,
}: {
  writes: ChatWrites;
  multiple: boolean;
  value: ChatPerson[];
  onChange: (people: ChatPerson[]) => void;
  label: string;
}) {
  const { t } = useChatTexts();
  const [q, setQ] = useState('');
  const [options, setOptions] = useState<ChatPerson[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    let current = true;
    setLoading(true);
    const timer = setTimeout(() => {
      writes.people(q).then(
        (answer) => {
          if (!current) return;
          setOptions(answer.people);
          setLoading(false);
        },
        () => current && setLoading(false),
      );
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [q, writes]);
  return (
    <Autocomplete<ChatPerson, boolean>
      multiple={multiple}
      fullWidth
      size="small"
      options={options}
      loading={loading}
      filterOptions={(x) => x}
      value={multiple ? value : (value[0] ?? null)}
      onChange={(_, next) => onChange(next === null ? [] : Array.isArray(next) ? next : [next])}
      onInputChange={(_, text, reason) => reason === 'input' && setQ(text)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(p) => `${p.name} (${t(`role_${p.role}`)})`}
      noOptionsText={t('noPeople')}
      loadingText={t('loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={t('personPlaceholder')}
          helperText={t('peopleHint')}
        />
      )}
    />
  );
}
