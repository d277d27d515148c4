import type { LocalizedTexts } from '../../shared/i18n/text-tree';

export const quickAccessTexts: LocalizedTexts = {
  en: {
    quickAccess: {
      label: 'Quick access',
      close: 'Close',
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
