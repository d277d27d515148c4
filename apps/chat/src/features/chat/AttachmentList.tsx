// A message's files: images as thumbnails, other files as chips; each opens or saves by click or key.
import { Chip, Stack } from '@mui/material';
import type { ChatAttachment } from './chat-api';
import { useChatTexts, type ChatT } from './chat-texts';
import { ImageThumb } from './ImageThumb';
import { openBlob, sizeText } from './open-blob';

export function AttachmentList({
  items,
  download,
  t,
}: {
  items: ChatAttachment[];
  download: (id: number) => Promise<Blob>;
  t: ChatT;
}) {
  const { locale } = useChatTexts();
  return (
    <Stack
      component="ul"
      direction="row"
      aria-label={t('attachmentsOf')}
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, mt: 0.5, p: 0 }}
      data-testid="chat-attachments"
    >
      {items.map((a) => (
        <li key={a.id}>
          {a.content_type.startsWith('image/') ? (
            <ImageThumb item={a} download={download} label={t('openImage', { name: a.file_name })} />
          ) : (
            <Chip
              size="small"
              variant="outlined"
              clickable
              label={`📄 ${a.file_name}`}
              aria-label={t('downloadFile', { name: a.file_name, size: sizeText(a.size_bytes, locale) })}
              onClick={() => void download(a.id).then((blob) => openBlob(blob, a.file_name, false))}
              sx={{ maxWidth: '100%' }}
              data-testid="chat-attachment-file"
            />
          )}
        </li>
      ))}
    </Stack>
  );
}
