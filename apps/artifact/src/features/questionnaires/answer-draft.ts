// What the participant typed, kept on the device until the server has it (issue 13.6: a lost
// network or a reload loses nothing). One entry per questionnaire and user in localStorage.
import type { AnswerRow } from '@portal/rules';

export interface AnswerDraft {
  answers: AnswerRow[];
  /** ms since the epoch of the last change. */
  changedAt: number;
  /** true until the server confirmed these answers. */
  pending: boolean;
}

const keyOf = (userId: number, qnrId: number) => `portal.qnr-draft.${userId}.${qnrId}`;

export function readDraft(userId: number, qnrId: number): AnswerDraft | null {
  try {
    const raw = localStorage.getItem(keyOf(userId, qnrId));
    if (!raw) return null;
    const draft = JSON.parse(raw) as AnswerDraft;
    return Array.isArray(draft.answers) ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft(userId: number, qnrId: number, draft: AnswerDraft): void {
  try {
    localStorage.setItem(keyOf(userId, qnrId), JSON.stringify(draft));
  } catch {
    // storage full or off: the answers still go to the server while online
  }
}

export function clearDraft(userId: number, qnrId: number): void {
  try {
    localStorage.removeItem(keyOf(userId, qnrId));
  } catch {
    // nothing to clear
  }
}

// The page the participant is on, for this tab: a reload, or the page being mounted again while the
// shell settles its address, opens the same page instead of the first.
const pageKeyOf = (userId: number, qnrId: number) => `portal.qnr-page.${userId}.${qnrId}`;

export function readPage(userId: number, qnrId: number): number {
  try {
    const page = Number(sessionStorage.getItem(pageKeyOf(userId, qnrId)));
    return Number.isInteger(page) && page > 0 ? page : 0;
  } catch {
    return 0;
  }
}

export function writePage(userId: number, qnrId: number, page: number): void {
  try {
    if (page > 0) sessionStorage.setItem(pageKeyOf(userId, qnrId), String(page));
    else sessionStorage.removeItem(pageKeyOf(userId, qnrId));
  } catch {
    // storage off: a reload opens the first page
  }
}
