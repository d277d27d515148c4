// The privacy policy's text per language: a small TipTap editor (headings, bold, italic, lists) with
// a toolbar reachable by keyboard. It hands out HTML, which the server sanitises before storing it.
import { useEffect, useRef, useState } from 'react';
import { Box, Button, FormLabel, Stack } from '@mui/material';
import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { useAppTranslation } from '@portal/sdk';
import { consentsTexts } from './consents-texts';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
}

const ACTIONS = [
  { key: 'heading', run: (e: Editor) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { key: 'bold', run: (e: Editor) => e.chain().focus().toggleBold().run() },
  { key: 'italic', run: (e: Editor) => e.chain().focus().toggleItalic().run() },
  { key: 'bulletList', run: (e: Editor) => e.chain().focus().toggleBulletList().run() },
  { key: 'numberedList', run: (e: Editor) => e.chain().focus().toggleOrderedList().run() },
] as const;

export function RichTextField({ id, label, value, onChange }: Props) {
  const { t } = useAppTranslation(consentsTexts);
  const host = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    if (!host.current) return;
    const created = new Editor({
      element: host.current,
      extensions: [StarterKit.configure({ link: false, heading: { levels: [2, 3] } })],
      content: value,
      editorProps: {
        attributes: { id, role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': `${id}-label` },
      },
      onUpdate: ({ editor: current }) => changed.current(current.getHTML()),
    });
    setEditor(created);
    return () => created.destroy();
    // The editor is made once; later values come from its own typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  return (
    <Box>
      <FormLabel id={`${id}-label`} htmlFor={id}>
        {label}
      </FormLabel>
      <Stack
        direction="row"
        role="toolbar"
        aria-label={`${t('editorToolbar')}: ${label}`}
        sx={{ flexWrap: 'wrap', gap: 0.5, my: 0.5 }}
      >
        {ACTIONS.map((action) => (
          <Button
            key={action.key}
            size="small"
            variant="outlined"
            disabled={!editor}
            onClick={() => editor && action.run(editor)}
          >
            {t(action.key)}
          </Button>
        ))}
      </Stack>
      <Box
        ref={host}
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          px: 1.5,
          minHeight: 160,
          '& .ProseMirror': { outline: 'none', minHeight: 150 },
          '&:focus-within': {
            borderColor: 'primary.main',
            outline: '2px solid',
            outlineColor: 'primary.main',
          },
          overflowWrap: 'anywhere',
        }}
      />
    </Box>
  );
}
