import type { LocalizedTexts } from '../../shared/i18n/text-tree';

export const quickAccessTexts: LocalizedTexts = {
  en: {
    quickAccess: {
      label: 'Quick access',
      close: 'Close',
      discardTitle: 'Discard changes?',
      discardText: 'What you changed in the dialog has not been saved.',
      keepEditing: 'Keep editing',
      discard: 'Discard',
      items: {
        newNote: 'New note',
        registerTime: 'Register time',
        newEvent: 'New event',
        newTask: 'New task',
        share: 'Share',
        newChat: 'New chat',
        addToGroup: 'Add to group',
      },
    },
  },
  no: {
    quickAccess: {
      label: 'Hurtigvalg',
      close: 'Lukk',
      discardTitle: 'Forkaste endringene?',
      discardText: 'Det du endret i dialogen, er ikke lagret.',
      keepEditing: 'Fortsett å redigere',
      discard: 'Forkast',
      items: {
        newNote: 'Nytt notat',
        registerTime: 'Registrer tid',
        newEvent: 'Ny hendelse',
        newTask: 'Ny oppgave',
        share: 'Del',
        newChat: 'Ny chat',
        addToGroup: 'Legg til i gruppe',
      },
    },
  },
};
