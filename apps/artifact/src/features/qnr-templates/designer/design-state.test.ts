// The designer's flow as a table of steps: changes, undo of the last one (typing in one field is
// one change), moves and removals that drop conditions which no longer point at an earlier question.
import { describe, expect, it } from 'vitest';
import { firstTemplateDesignProblem } from '@portal/rules';
import { designReducer, initialState, type DesignAction, type DesignState } from './design-state';

const run = (actions: DesignAction[], state: DesignState = initialState()) =>
  actions.reduce(designReducer, state);

describe('design state', () => {
  it('adds questions of every kind valid at once, and undoes the last change', () => {
    const state = run([
      { type: 'setTemplate', field: 'title', patch: { title: 'Jobb' } },
      { type: 'add', itemType: 'yesno', title: 'I jobb?', key: 'a' },
      { type: 'add', itemType: 'single', title: 'Hvor?', key: 'b' },
      { type: 'add', itemType: 'composite', title: 'Erfaring', key: 'c' },
      { type: 'add', itemType: 'scale', title: 'Trivsel', key: 'd' },
    ]);
    expect(state.design.questions.map((q) => q.key)).toEqual(['a', 'b', 'c', 'd']);
    expect(firstTemplateDesignProblem(state.design)).toBeNull();
    expect(state.dirty).toBe(true);
    const undone = designReducer(state, { type: 'undo' });
    expect(undone.design.questions.map((q) => q.key)).toEqual(['a', 'b', 'c']);
  });

  it('takes typing in one field back as one change', () => {
    const typed = run([
      { type: 'add', itemType: 'text', title: 'Ny', key: 'a' },
      { type: 'update', key: 'a', field: 'title', patch: { title: 'H' } },
      { type: 'update', key: 'a', field: 'title', patch: { title: 'Hei' } },
      { type: 'update', key: 'a', field: 'help', patch: { help: 'Hjelp' } },
    ]);
    const once = designReducer(typed, { type: 'undo' });
    expect(once.design.questions[0]).toMatchObject({ title: 'Hei', help: '' });
    const twice = designReducer(once, { type: 'undo' });
    expect(twice.design.questions[0]!.title).toBe('Ny');
  });

  it('drops a condition when its question moves below it or is removed', () => {
    const base = run([
      { type: 'add', itemType: 'yesno', title: 'I jobb?', key: 'a' },
      { type: 'add', itemType: 'text', title: 'Hvor?', key: 'b' },
      {
        type: 'update',
        key: 'b',
        field: 'showIf',
        patch: { showIf: { question: 'a', op: 'eq', value: true } },
      },
    ]);
    expect(base.design.questions[1]!.showIf).not.toBeNull();
    const moved = designReducer(base, { type: 'move', from: 1, to: 0 });
    expect(moved.design.questions.map((q) => [q.key, q.showIf])).toEqual([
      ['b', null],
      ['a', null],
    ]);
    const removed = designReducer(base, { type: 'remove', key: 'a' });
    expect(removed.design.questions[0]!.showIf).toBeNull();
    // Undo brings the question and its condition back.
    expect(designReducer(removed, { type: 'undo' }).design.questions[1]!.showIf).toEqual({
      question: 'a',
      op: 'eq',
      value: true,
    });
  });

  it('is clean after a load and after a save', () => {
    const state = run([{ type: 'add', itemType: 'text', title: 'A', key: 'a' }, { type: 'saved' }]);
    expect(state.dirty).toBe(false);
    expect(designReducer(state, { type: 'load', design: state.design }).past).toEqual([]);
  });
});
