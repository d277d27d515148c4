// The SMS template form's state and its save (issue 31 item 5): the fields, the merge-field insert at
// the caret, the server's refusal in the user's language, and a save that runs once at a time.
import { useRef, useState } from 'react';
import { useAppTranslation, useNavigate, useNotify, useShell } from '@portal/sdk';
import { smsContract, type SmsTemplate } from '@portal/rules';
import { SMS_TEMPLATES_KEY, refusalText } from './sms-templates-api';
import { smsTemplatesTexts } from './sms-templates-texts';

export function useSmsTemplateForm(basePath: string, template: SmsTemplate | null) {
  const { t, language } = useAppTranslation(smsTemplatesTexts);
  const { api, queryClient } = useShell();
  const navigate = useNavigate();
  const notify = useNotify();
  const [title, setTitle] = useState(template?.title ?? '');
  const [content, setContent] = useState(template?.content ?? '');
  const [category, setCategory] = useState(template?.category ?? '');
  const [active, setActive] = useState(template?.active ?? true);
  const [templateIds, setTemplateIds] = useState<number[]>(template?.templateIds ?? []);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const text = useRef<HTMLTextAreaElement>(null);
  const insert = (field: string) => {
    const el = text.current;
    const at = el?.selectionStart ?? content.length;
    const next = `${content.slice(0, at)}{{${field}}}${content.slice(el?.selectionEnd ?? at)}`;
    setContent(next);
    el?.focus();
  };
  const save = async () => {
    setBusy(true);
    setProblem(null);
    const body = { title, content, category: category || null, active, templateIds };
    try {
      if (template) await api.call(smsContract.update, { params: { id: template.id }, body });
      else await api.call(smsContract.create, { body });
      await queryClient.invalidateQueries({ queryKey: SMS_TEMPLATES_KEY });
      notify({ severity: 'success', message: t('saved') });
      navigate(basePath);
    } catch (error) {
      setProblem(refusalText(error, language, t('error')));
    } finally {
      setBusy(false);
    }
  };
  return {
    fields: { title, content, category, active, templateIds },
    set: { setTitle, setContent, setCategory, setActive, setTemplateIds },
    text,
    insert,
    save,
    problem,
    busy,
    cancel: () => navigate(basePath),
  };
}
