// The composer's state: the text, the files attached (uploaded one by one, at most five), and the
// send, which waits for the uploads and refuses a text over the limit.
import { useRef, useState, type FormEvent } from 'react';
import { BODY_MAX, type ChatAttachment } from './chat-api';

/** Files on one message (the server's limit too). */
export const ATTACHMENTS_MAX = 5;

export interface ComposerActions {
  onSubmit: (body: string, attachmentIds: number[]) => Promise<boolean>;
  attach: (file: File) => Promise<ChatAttachment>;
  onProblem: (error: unknown) => void;
}

export function useComposer(initialBody: string, { onSubmit, attach, onProblem }: ComposerActions) {
  const [body, setBody] = useState(initialBody);
  const [files, setFiles] = useState<ChatAttachment[]>([]);
  const [uploading, setUploading] = useState<string | null>(null);
  const [tooLong, setTooLong] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const pick = async (chosen: FileList | null) => {
    for (const file of [...(chosen ?? [])].slice(0, ATTACHMENTS_MAX - files.length)) {
      setUploading(file.name);
      try {
        const uploaded = await attach(file);
        setFiles((previous) => [...previous, uploaded]);
        onProblem(null);
      } catch (error) {
        onProblem(error);
      }
    }
    setUploading(null);
    if (picker.current) picker.current.value = '';
  };
  const unattach = (id: number) => setFiles((previous) => previous.filter((x) => x.id !== id));
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const text = body.trim();
    if (!text && files.length === 0) return;
    if (uploading) return;
    if (text.length > BODY_MAX) {
      setTooLong(true);
      return;
    }
    if (
      await onSubmit(
        text,
        files.map((f) => f.id),
      )
    ) {
      setBody('');
      setFiles([]);
    }
  };
  const write = (text: string) => {
    setBody(text);
    setTooLong(false);
  };
  return { body, write, tooLong, files, uploading, picker, pick, unattach, submit };
}
