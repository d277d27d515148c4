import { describe, expect, it, vi } from 'vitest';
import { createUnsavedChangesGuard } from './unsaved-changes-guard';
import { keepShellQuery } from './useShellServices';

describe('the unsaved-changes guard (§2.9)', () => {
  it('lets a departure go at once when nothing is dirty, and holds it while a form is', () => {
    const guard = createUnsavedChangesGuard();
    const leave = vi.fn();
    guard.request(leave);
    expect(leave).toHaveBeenCalledTimes(1);
    guard.setDirty('shortcuts:form', true);
    guard.request(leave);
    expect(leave).toHaveBeenCalledTimes(1);
    expect(guard.pending()).not.toBeNull();
    guard.stay();
    expect(guard.pending()).toBeNull();
    guard.request(leave);
    guard.discard();
    expect(leave).toHaveBeenCalledTimes(2);
    expect(guard.isDirty()).toBe(false);
  });

  it('saves and leaves with the form’s own save; without one it stays', async () => {
    const guard = createUnsavedChangesGuard();
    const leave = vi.fn();
    guard.setDirty('no-save', true);
    guard.request(leave);
    await guard.saveAndLeave();
    expect(leave).not.toHaveBeenCalled();
    guard.setDirty('no-save', false);
    const save = vi.fn(async () => undefined);
    guard.setDirty('with-save', true, save);
    guard.request(leave);
    await guard.saveAndLeave();
    expect(save).toHaveBeenCalled();
    expect(leave).toHaveBeenCalledTimes(1);
  });
});

describe('navigation keeps the §2.3 query parameters', () => {
  it('carries lang, is_collapsed, user_context and selected_patient_id to the target', () => {
    const current = '?lang=en&is_collapsed=true&user_context=RECIPIENT&selected_patient_id=7&foo=1';
    expect(keepShellQuery('/shortcuts/edit/3?tab=2', current)).toBe(
      '/shortcuts/edit/3?lang=en&is_collapsed=true&user_context=RECIPIENT&selected_patient_id=7&tab=2',
    );
    expect(keepShellQuery('/overview', '?user_context=ME&selected_patient_id=7')).toBe(
      '/overview?user_context=ME',
    );
  });
});
