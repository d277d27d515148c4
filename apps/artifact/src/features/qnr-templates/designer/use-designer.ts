// The designer's state behind the page: the design (a pure reducer with undo), the template it was
// opened from, its load and its save (naming the version it started from), and "save and leave".
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { TemplateDesign } from '@portal/rules';
import {
  useAppTranslation,
  useNavigate,
  usePageHeader,
  useShellEvents,
  useUnsavedChangesGuard,
} from '@portal/sdk';
import { qnrTemplatesTexts } from '../qnr-templates-texts';
import { problemOf, problemText, useTemplateWrites } from '../templates-api';
import { designReducer, initialState } from './design-state';

interface Loaded {
  id: number | null;
  updatedAt: string | null;
  genesis: boolean;
}

export function useDesigner(basePath: string, templateId: number | null) {
  const { t, language } = useAppTranslation(qnrTemplatesTexts);
  const navigate = useNavigate();
  const events = useShellEvents();
  const writes = useTemplateWrites();
  const [state, dispatch] = useReducer(designReducer, undefined, () => initialState());
  const [loaded, setLoaded] = useState<Loaded | null>(
    templateId === null ? { id: null, updatedAt: null, genesis: false } : null,
  );
  const [loadFailed, setLoadFailed] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ text: string; conflict: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  const [settingsVersion, setSettingsVersion] = useState(0);

  // The load depends on the template only: it once re-ran when the UI language settled after the
  // page opened and wiped a title typed in between (issue 26 item 11). The texts are read fresh.
  const texts = useRef({ t, language });
  texts.current = { t, language };
  const load = useCallback(async () => {
    if (templateId === null) return;
    const { t, language } = texts.current;
    setLoadFailed(null);
    try {
      const opened = await writes.open(templateId);
      dispatch({ type: 'load', design: opened.design });
      setLoaded({ id: opened.id, updatedAt: opened.updated_at, genesis: opened.genesis });
      setProblem(null);
      setSettingsVersion((v) => v + 1);
    } catch (error) {
      setLoadFailed(problemText(error, language, t('failed')));
    }
    // writes is a new object each render; the template id alone decides what to open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [templateId]);
  useEffect(() => {
    void load();
  }, [load]);

  /** Saves the design; false when the server refused it (the refusal is shown). */
  const save = async (): Promise<boolean> => {
    if (!loaded || saving) return false;
    setSaving(true);
    setProblem(null);
    try {
      const result = await writes.save(loaded.id, loaded.updatedAt, state.design as TemplateDesign);
      dispatch({ type: 'saved' });
      setLoaded({ ...loaded, id: result.id, updatedAt: result.updated_at });
      await writes.refresh();
      events.emit('snackbar', { message: t('saved') });
      if (loaded.id === null) navigate(`${basePath}/${result.id}`, { replace: true });
      return true;
    } catch (error) {
      setProblem({
        text: problemText(error, language, t('actionFailed')),
        conflict: problemOf(error) === 'qnrTemplate.conflict',
      });
      return false;
    } finally {
      setSaving(false);
    }
  };
  // "Save and leave" leaves only when the save went through (a refusal keeps the designer open).
  useUnsavedChangesGuard('qnr-designer', state.dirty, async () => {
    if (!(await save())) throw new Error('the template was not saved');
  });
  const title = state.design.template.title;
  usePageHeader({
    title: loaded?.id ? t('designerTitle', { title: title || '…' }) : t('designerNew'),
    backTo: basePath,
  });

  const undo = () => {
    dispatch({ type: 'undo' });
    setSettingsVersion((v) => v + 1);
  };
  return { state, dispatch, loaded, loadFailed, load, problem, saving, save, undo, settingsVersion };
}
