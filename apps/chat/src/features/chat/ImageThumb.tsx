// An image attached to a message, as a thumbnail that opens the image in a tab.
import { useEffect, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import type { ChatAttachment } from './chat-api';
import { openBlob } from './open-blob';

export function ImageThumb({
  item,
  download,
  label,
}: {
  item: ChatAttachment;
  download: (id: number) => Promise<Blob>;
  label: string;
}) {
  const [blob, setBlob] = useState<Blob | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    let made: string | null = null;
    download(item.id).then(
      (b) => {
        if (!live) return;
        made = URL.createObjectURL(b);
        setBlob(b);
        setUrl(made);
      },
      () => undefined,
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [download, item.id]);
  return (
    <Button
      variant="outlined"
      aria-label={label}
      disabled={!blob}
      onClick={() => blob && openBlob(blob, item.file_name, true)}
      sx={{ p: 0.25, minWidth: 64, minHeight: 48 }}
      data-testid="chat-attachment-image"
    >
      {url ? (
        <Box component="img" src={url} alt="" sx={{ display: 'block', maxWidth: 160, maxHeight: 120 }} />
      ) : (
        <Typography variant="caption">{item.file_name}</Typography>
      )}
    </Button>
  );
}
