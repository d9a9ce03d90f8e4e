// Norwegian texts of the favourites lists and likes UI (SPEC §8 strings come from core/messages.ts).
import { messages } from '#core/messages.ts';

const f = messages.favourites;

export const favouritesTexts = {
  pageTitle: 'Huskelister',
  pageLead: 'Listene dine over bøker, filmer og musikk du vil huske.',
  noLists: f.noLists,
  emptyList: 'Listen er tom. Legg til titler fra siden til en tittel.',
  newListHeading: 'Ny liste',
  newListName: 'Navn på ny liste',
  createList: 'Lag liste',
  created: (list: string) => `Laget listen «${list}»`,
  rename: 'Gi nytt navn',
  renameLabel: 'Nytt navn',
  saveName: 'Lagre navn',
  renamed: (list: string) => `Listen heter nå «${list}»`,
  deleteList: 'Slett liste',
  deleteListNamed: (list: string) => `Slett liste ${list}`,
  deleteConfirmTitle: 'Slette listen?',
  deleteConfirmText: (list: string, count: number) =>
    count === 0
      ? `Listen «${list}» slettes.`
      : `Listen «${list}» og ${count === 1 ? 'den ene tittelen' : `de ${count} titlene`} i den slettes.`,
  confirmDelete: 'Ja, slett listen',
  cancel: 'Avbryt',
  close: 'Lukk',
  deleted: (list: string) => `Slettet listen «${list}»`,
  remove: 'Fjern',
  removeNamed: (title: string, list: string) => `Fjern ${title} fra ${list}`,
  itemCount: (count: number) => (count === 1 ? '1 tittel' : `${count} titler`),
  // The favourites modal (SPEC §2 Shell: Favourites modal).
  addToList: 'Legg til i liste',
  addToListNamed: (title: string) => `Legg til i liste: ${title}`,
  modalTitle: 'Legg til i liste',
  chooseList: 'Velg liste',
  orNewList: 'Eller lag en ny liste',
  newListOption: 'Ny liste',
  alreadyInList: 'står allerede i listen',
  add: 'Legg til',
  loading: 'Henter listene dine …',
  loginToAdd: f.loginToAdd,
  loginLink: 'Logg inn',
  error: f.error,
  fetchError: f.fetchError,
  // Likes (SPEC §3 Likes).
  like: 'Lik',
  likeNamed: (title: string) => `Lik ${title}`,
  loginToLike: 'Logg inn for å like',
};
