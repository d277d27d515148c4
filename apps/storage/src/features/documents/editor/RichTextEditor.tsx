// Issue 14 part 6: the TipTap editor with headings, lists, tables, links and images, and a toolbar
// reachable by keyboard (one tab stop per button, labelled). What it shows is the editor's own
// document; what it hands out is HTML, which the server sanitises before storing it.
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  TextField,
} from '@mui/material';
import { Editor } from '@tiptap/core';
import DOMPurify from 'dompurify';
import StarterKit from '@tiptap/starter-kit';
import { TableKit } from '@tiptap/extension-table';
import { filesContract } from '@portal/rules';
import { useAppTranslation, useNotify, useShell } from '@portal/sdk';
import { documentsTexts } from '../documents-texts';
import { storedImageExtension, storedImageLoader, storedImageSrc } from './stored-image';
import { StoredImagePicker } from './StoredImagePicker';

const LINK = /^(https?:\/\/|mailto:|tel:)\S+$/i;
/** Images are kept inline (data:), so they print in the PDF and need no signed-in fetch to show. */
export const MAX_IMAGE_BYTES = 1024 * 1024;
const IMAGE_TYPES: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47],
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/gif': [0x47, 0x49, 0x46, 0x38],
  'image/webp': [0x52, 0x49, 0x46, 0x46],
};

/** The real type from the first bytes, not the name: the server keeps only these four. */
async function sniffImage(file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return (
    Object.entries(IMAGE_TYPES).find(([, magic]) => magic.every((byte, i) => head[i] === byte))?.[0] ?? null
  );
}

function readAsDataUrl(file: File, type: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^;]*;/, `data:${type};`));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** A toolbar button: its label read out, pressed when its mark or node is active. */
function toolButton(label: string, text: string, active: boolean, run: () => void, disabled = false) {
  return (
    <Button
      key={label}
      size="small"
      variant={active ? 'contained' : 'text'}
      aria-label={label}
      aria-pressed={active}
      title={label}
      disabled={disabled}
      onClick={run}
      sx={{
        minWidth: 40,
        px: 1,
        fontWeight: text === 'B' ? 700 : 400,
        fontStyle: text === 'I' ? 'italic' : 'normal',
      }}
    >
      {text}
    </Button>
  );
}

/** The link of the selection: set (http(s), mailto, tel only), changed or removed. */
function LinkDialog({
  editor,
  open,
  onClose,
  href,
  setHref,
  error,
  setError,
}: {
  editor: Editor;
  open: boolean;
  onClose: () => void;
  href: string;
  setHref: (href: string) => void;
  error: boolean;
  setError: (error: boolean) => void;
}) {
  const { t } = useAppTranslation(documentsTexts);
  const chain = () => editor.chain().focus();
  const saveLink = () => {
    const value = href.trim();
    if (value === '') {
      chain().extendMarkRange('link').unsetLink().run();
      onClose();
      return;
    }
    if (!LINK.test(value)) return setError(true);
    chain().extendMarkRange('link').setLink({ href: value }).run();
    onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="documents-link-title">
      <DialogTitle id="documents-link-title">{t('link')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={t('linkPrompt')}
          value={href}
          error={error}
          helperText={error ? t('linkInvalid') : ' '}
          onChange={(event) => {
            setHref(event.target.value);
            setError(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              saveLink();
            }
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        {editor.isActive('link') && (
          <Button
            onClick={() => {
              chain().extendMarkRange('link').unsetLink().run();
              onClose();
            }}
          >
            {t('removeLink')}
          </Button>
        )}
        <Button variant="contained" onClick={saveLink}>
          {t('setLink')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useAppTranslation(documentsTexts);
  const notify = useNotify();
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const [linkError, setLinkError] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const [, redraw] = useState(0);
  useEffect(() => {
    const update = () => redraw((n) => n + 1);
    editor.on('selectionUpdate', update);
    editor.on('transaction', update);
    return () => {
      editor.off('selectionUpdate', update);
      editor.off('transaction', update);
    };
  }, [editor]);

  const chain = () => editor.chain().focus();
  const button = toolButton;
  const inTable = editor.isActive('table');

  const pickImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_IMAGE_BYTES) return notify({ severity: 'error', message: t('imageTooLarge') });
    const type = await sniffImage(file);
    if (!type) return notify({ severity: 'error', message: t('imageType') });
    chain()
      .setImage({ src: await readAsDataUrl(file, type), alt: file.name.replace(/\.[^.]+$/, '') })
      .run();
  };

  return (
    <Box
      role="toolbar"
      aria-label={t('toolbar')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      {button(t('paragraph'), '¶', editor.isActive('paragraph'), () => chain().setParagraph().run())}
      {([1, 2, 3] as const).map((level) =>
        button(t('heading', { level }), `H${level}`, editor.isActive('heading', { level }), () =>
          chain().toggleHeading({ level }).run(),
        ),
      )}
      <Divider orientation="vertical" flexItem />
      {button(t('bold'), 'B', editor.isActive('bold'), () => chain().toggleBold().run())}
      {button(t('italic'), 'I', editor.isActive('italic'), () => chain().toggleItalic().run())}
      {button(t('bulletList'), '•', editor.isActive('bulletList'), () => chain().toggleBulletList().run())}
      {button(t('orderedList'), '1.', editor.isActive('orderedList'), () =>
        chain().toggleOrderedList().run(),
      )}
      <Divider orientation="vertical" flexItem />
      {button(t('link'), t('link'), editor.isActive('link'), () => {
        setHref(String(editor.getAttributes('link').href ?? ''));
        setLinkError(false);
        setLinkOpen(true);
      })}
      {button(t('image'), t('image'), false, () => fileInput.current?.click())}
      {button(t('imageFromFiles'), t('imageFromFiles'), false, () => setPickerOpen(true))}
      <input
        ref={fileInput}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        hidden
        aria-hidden
        tabIndex={-1}
        onChange={(event) => void pickImage(event)}
      />
      {button(t('insertTable'), t('insertTable'), false, () =>
        chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
      )}
      {inTable && button(t('addRow'), t('addRow'), false, () => chain().addRowAfter().run())}
      {inTable && button(t('addColumn'), t('addColumn'), false, () => chain().addColumnAfter().run())}
      {inTable && button(t('deleteTable'), t('deleteTable'), false, () => chain().deleteTable().run())}
      <StoredImagePicker
        open={pickerOpen}
        onClose={() => setPickerOpen(false)}
        onPick={(image) => {
          setPickerOpen(false);
          chain()
            .setImage({ src: storedImageSrc(image.id), alt: image.name.replace(/\.[^.]+$/, '') })
            .run();
        }}
      />
      <LinkDialog
        editor={editor}
        open={linkOpen}
        onClose={() => setLinkOpen(false)}
        href={href}
        setHref={setHref}
        error={linkError}
        setError={setLinkError}
      />
    </Box>
  );
}

export function RichTextEditor({
  initialHtml,
  onChange,
  label,
}: {
  initialHtml: string;
  onChange: (html: string) => void;
  label: string;
}) {
  const { t } = useAppTranslation(documentsTexts);
  const { api } = useShell();
  const failedText = t('storedImageFailed');
  const latest = useRef(onChange);
  latest.current = onChange;
  const [initial] = useState(initialHtml);
  // One editor per mount, mounted into a div whose children React never renders (so React and
  // ProseMirror never both own a node), destroyed on unmount; a new text remounts by the key.
  const [editor, setEditor] = useState<Editor | null>(null);
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current) return;
    const images = storedImageLoader((id) => api.call(filesContract.download, { params: { id } }));
    const made = new Editor({
      element: host.current,
      extensions: [
        StarterKit.configure({
          heading: { levels: [1, 2, 3] },
          link: {
            openOnClick: false,
            autolink: true,
            protocols: ['http', 'https', 'mailto', 'tel'],
            isAllowedUri: (url) => LINK.test(url),
            HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
          },
        }),
        TableKit.configure({ table: { resizable: false } }),
        storedImageExtension((src) => images.load(src), failedText),
      ],
      // The server stored it sanitised; DOMPurify again in the browser before the editor reads it.
      content: DOMPurify.sanitize(initial),
      editorProps: {
        attributes: {
          'aria-label': label,
          'aria-multiline': 'true',
          role: 'textbox',
          'data-testid': 'document-editor',
        },
      },
      onUpdate: ({ editor: current }) => latest.current(current.getHTML()),
    });
    setEditor(made);
    return () => {
      made.destroy();
      images.release();
    };
  }, [initial, label, api, failedText]);
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      {editor && <Toolbar editor={editor} />}
      <Box
        sx={{
          '& .tiptap': { minHeight: 320, p: 2, outline: 'none', overflowWrap: 'anywhere' },
          '& .tiptap:focus-visible': {
            boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}`,
          },
          '& table': { borderCollapse: 'collapse', width: '100%', tableLayout: 'fixed', my: 1 },
          '& th, & td': { border: 1, borderColor: 'divider', p: 0.5, verticalAlign: 'top' },
          '& th': { bgcolor: 'action.hover' },
          '& img': { maxWidth: '100%', height: 'auto' },
          '& a': { color: 'primary.main' },
          overflowX: 'auto',
        }}
      >
        <div ref={host} />
      </Box>
    </Box>
  );
}
