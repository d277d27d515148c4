// The server's error codes in the user's language (documents-texts `error_<code>`).
import { useAppTranslation } from '@portal/sdk';
import { errorCode } from './documents-api';
import { documentsTexts } from './documents-texts';

export type DocumentsTextKey = keyof typeof documentsTexts.texts.en;

export function useErrorText() {
  const { t } = useAppTranslation(documentsTexts);
  return (error: unknown): string => {
    const key = `error_${errorCode(error)}`;
    return key in documentsTexts.texts.en ? t(key as DocumentsTextKey) : t('error_unknown');
  };
}
