// The designer's state as a pure reducer (STYLE.md: the flow in a reducer tested as a table of
// steps, the markup thin): the design being edited, what undo goes back to, and whether it differs
// from the saved version. Typing into one field is one change (undo takes the whole word back,
// not a letter); any other action is a change of its own.
import {
  TEMPLATE_FLAGS,
  blankItem,
  type DesignItemType,
  type DesignQuestion,
  type TemplateDesign,
} from '@portal/rules';

export interface DesignState {
  design: TemplateDesign;
  /** Earlier designs, newest last; undo restores the newest. */
  past: TemplateDesign[];
  /** What the last change edited, so that typing on in the same field is not a new change. */
  lastEdit: string | null;
  dirty: boolean;
  /** The question being edited (its key). */
  selected: string | null;
}

export type DesignAction =
  | { type: 'load'; design: TemplateDesign }
  | { type: 'saved' }
  | { type: 'setTemplate'; patch: Partial<TemplateDesign['template']>; field: string }
  | { type: 'setFlag'; flag: (typeof TEMPLATE_FLAGS)[number]; value: boolean }
  | {
      type: 'add';
      itemType: DesignItemType;
      title: string;
      key?: string;
      /** The name of a new option or column n in the UI language ("Option 1"), not a bare "1". */
      optionText?: (n: number) => string;
    }
  | { type: 'update'; key: string; patch: Partial<DesignQuestion>; field: string }
  | { type: 'remove'; key: string }
  | { type: 'move'; from: number; to: number }
  | { type: 'select'; key: string | null }
  | { type: 'undo' };

const UNDO_DEPTH = 100;

export function emptyDesign(): TemplateDesign {
  return {
    template: {
      title: '',
      context: null,
      region: null,
      therapist_role: null,
      accessible: true,
      plan_category: null,
      offer: null,
      offer_type: null,
      valid_days: null,
      journal_roles: [],
      offer_types: [],
      offers: [],
      attributes: {},
      settings_ui: {},
      flags: Object.fromEntries(
        TEMPLATE_FLAGS.map((flag) => [flag, false]),
      ) as TemplateDesign['template']['flags'],
    },
    questions: [],
  };
}

export function initialState(design: TemplateDesign = emptyDesign()): DesignState {
  return { design, past: [], lastEdit: null, dirty: false, selected: null };
}

let counter = 0;
/** A fresh key for a new question (the key rule of @portal/rules: a letter, then letters and digits). */
export function newKey(prefix = 'q'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter.toString(36)}`;
}

/** A new item with what its type needs to be valid at once (two options, a matrix of one). */
export function newItem(
  itemType: DesignItemType,
  title: string,
  key = newKey(),
  optionText: (n: number) => string = String,
): DesignQuestion {
  const item = blankItem({ key, type: itemType, title });
  if (itemType === 'single' || itemType === 'multiple')
    return {
      ...item,
      choices: [
        { value: '1', text: optionText(1) },
        { value: '2', text: optionText(2) },
      ],
    };
  if (itemType === 'scale') return { ...item, min: 1, max: 5 };
  if (itemType === 'composite')
    return {
      ...item,
      inner: [{ key: newKey('i'), questionId: null, title: optionText(1), type: 'text', choices: [] }],
    };
  return item;
}

/** Conditions that named a removed or moved-below question no longer hold: drop them. */
function withValidConditions(questions: DesignQuestion[]): DesignQuestion[] {
  const earlier = new Set<string>();
  return questions.map((question) => {
    const keep = !question.showIf || earlier.has(question.showIf.question);
    earlier.add(question.key);
    return keep ? question : { ...question, showIf: null };
  });
}

function change(state: DesignState, design: TemplateDesign, edit: string | null): DesignState {
  const continuing = edit !== null && edit === state.lastEdit;
  return {
    ...state,
    design,
    past: continuing ? state.past : [...state.past, state.design].slice(-UNDO_DEPTH),
    lastEdit: edit,
    dirty: true,
  };
}

export function designReducer(state: DesignState, action: DesignAction): DesignState {
  const { design } = state;
  switch (action.type) {
    case 'load':
      return initialState(action.design);
    case 'saved':
      return { ...state, dirty: false, lastEdit: null };
    case 'select':
      return { ...state, selected: action.key, lastEdit: null };
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return { ...state, design: previous, past: state.past.slice(0, -1), lastEdit: null, dirty: true };
    }
    case 'setTemplate':
      return change(
        state,
        { ...design, template: { ...design.template, ...action.patch } },
        `template.${action.field}`,
      );
    case 'setFlag':
      return change(
        state,
        {
          ...design,
          template: { ...design.template, flags: { ...design.template.flags, [action.flag]: action.value } },
        },
        null,
      );
    case 'add': {
      const item = newItem(action.itemType, action.title, action.key, action.optionText);
      const next = change(state, { ...design, questions: [...design.questions, item] }, null);
      return { ...next, selected: item.key };
    }
    case 'update':
      return change(
        state,
        {
          ...design,
          questions: design.questions.map((question) =>
            question.key === action.key ? { ...question, ...action.patch } : question,
          ),
        },
        `${action.key}.${action.field}`,
      );
    case 'remove': {
      const next = change(
        state,
        { ...design, questions: withValidConditions(design.questions.filter((q) => q.key !== action.key)) },
        null,
      );
      return { ...next, selected: state.selected === action.key ? null : state.selected };
    }
    case 'move': {
      const { from, to } = action;
      const count = design.questions.length;
      if (from === to || from < 0 || to < 0 || from >= count || to >= count) return state;
      const questions = [...design.questions];
      const [moved] = questions.splice(from, 1);
      questions.splice(to, 0, moved!);
      return change(state, { ...design, questions: withValidConditions(questions) }, null);
    }
  }
}

/** The keys and titles of the answerable questions above `key`: what a condition may name. */
export function earlierQuestions(questions: readonly DesignQuestion[], key: string): DesignQuestion[] {
  const index = questions.findIndex((question) => question.key === key);
  return questions.slice(0, Math.max(index, 0)).filter((q) => q.type !== 'section' && q.type !== 'info');
}

/** A change to the question being edited; `field` names what was edited, for undo's grouping. */
export type UpdateQuestion = (patch: Partial<DesignQuestion>, field: string) => void;
