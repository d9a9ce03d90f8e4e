// The message catalogue (decision 028): every language's namespaces, one JSON file each under core/locales/<language>/.
// Server code and tests import this module; browsers get only the active language, inlined in the page (app/i18n).
import enCommon from '../locales/en/common.json';
import enErrors from '../locales/en/errors.json';
import enEvents from '../locales/en/events.json';
import enLogin from '../locales/en/login.json';
import enMydata from '../locales/en/mydata.json';
import enNotices from '../locales/en/notices.json';
import enShell from '../locales/en/shell.json';
import enValidation from '../locales/en/validation.json';
import enCatalogue from '../locales/en/catalogue.json';
import enSite from '../locales/en/site.json';
import enAccount from '../locales/en/account.json';
import enStaff from '../locales/en/staff.json';
import enScreens from '../locales/en/screens.json';
import enStaffContent from '../locales/en/staffContent.json';
import enLists from '../locales/en/lists.json';
import enRegistration from '../locales/en/registration.json';
import enMessages from '../locales/en/messages.json';
import enVocabulary from '../locales/en/vocabulary.json';
import enTerminal from '../locales/en/terminal.json';
import nbCommon from '../locales/nb/common.json';
import nbErrors from '../locales/nb/errors.json';
import nbEvents from '../locales/nb/events.json';
import nbLogin from '../locales/nb/login.json';
import nbMydata from '../locales/nb/mydata.json';
import nbNotices from '../locales/nb/notices.json';
import nbShell from '../locales/nb/shell.json';
import nbValidation from '../locales/nb/validation.json';
import nbCatalogue from '../locales/nb/catalogue.json';
import nbSite from '../locales/nb/site.json';
import nbAccount from '../locales/nb/account.json';
import nbStaff from '../locales/nb/staff.json';
import nbScreens from '../locales/nb/screens.json';
import nbStaffContent from '../locales/nb/staffContent.json';
import nbLists from '../locales/nb/lists.json';
import nbRegistration from '../locales/nb/registration.json';
import nbMessages from '../locales/nb/messages.json';
import nbVocabulary from '../locales/nb/vocabulary.json';
import nbTerminal from '../locales/nb/terminal.json';
import nnCommon from '../locales/nn/common.json';
import nnErrors from '../locales/nn/errors.json';
import nnEvents from '../locales/nn/events.json';
import nnLogin from '../locales/nn/login.json';
import nnMydata from '../locales/nn/mydata.json';
import nnNotices from '../locales/nn/notices.json';
import nnShell from '../locales/nn/shell.json';
import nnValidation from '../locales/nn/validation.json';
import nnCatalogue from '../locales/nn/catalogue.json';
import nnSite from '../locales/nn/site.json';
import nnAccount from '../locales/nn/account.json';
import nnStaff from '../locales/nn/staff.json';
import nnScreens from '../locales/nn/screens.json';
import nnStaffContent from '../locales/nn/staffContent.json';
import nnLists from '../locales/nn/lists.json';
import nnRegistration from '../locales/nn/registration.json';
import nnMessages from '../locales/nn/messages.json';
import nnVocabulary from '../locales/nn/vocabulary.json';
import nnTerminal from '../locales/nn/terminal.json';
import type { Language } from './languages.ts';

/** Namespaces: one area of the portal each; a new one is added here and in every language's folder. */
export const NAMESPACES = [
  'common',
  'shell',
  'login',
  'errors',
  'validation',
  'mydata',
  'events',
  'notices',
  'catalogue',
  'site',
  'account',
  'staff',
  'screens',
  'staffContent',
  'lists',
  'registration',
  'messages',
  'vocabulary',
  'terminal',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Bokmål is the source language: its files define the keys, the others must match them (catalogue.test.ts). */
const nb = {
  common: nbCommon,
  shell: nbShell,
  login: nbLogin,
  errors: nbErrors,
  validation: nbValidation,
  mydata: nbMydata,
  events: nbEvents,
  notices: nbNotices,
  catalogue: nbCatalogue,
  site: nbSite,
  account: nbAccount,
  staff: nbStaff,
  screens: nbScreens,
  staffContent: nbStaffContent,
  lists: nbLists,
  registration: nbRegistration,
  messages: nbMessages,
  vocabulary: nbVocabulary,
  terminal: nbTerminal,
};
export type LanguageResources = { [N in Namespace]: Record<string, unknown> };

export const CATALOGUE: Readonly<Record<Language, LanguageResources>> = {
  nb,
  nn: {
    common: nnCommon,
    shell: nnShell,
    login: nnLogin,
    errors: nnErrors,
    validation: nnValidation,
    mydata: nnMydata,
    events: nnEvents,
    notices: nnNotices,
    catalogue: nnCatalogue,
    site: nnSite,
    account: nnAccount,
    staff: nnStaff,
    screens: nnScreens,
    staffContent: nnStaffContent,
    lists: nnLists,
    registration: nnRegistration,
    messages: nnMessages,
    vocabulary: nnVocabulary,
    terminal: nnTerminal,
  },
  en: {
    common: enCommon,
    shell: enShell,
    login: enLogin,
    errors: enErrors,
    validation: enValidation,
    mydata: enMydata,
    events: enEvents,
    notices: enNotices,
    catalogue: enCatalogue,
    site: enSite,
    account: enAccount,
    staff: enStaff,
    screens: enScreens,
    staffContent: enStaffContent,
    lists: enLists,
    registration: enRegistration,
    messages: enMessages,
    vocabulary: enVocabulary,
    terminal: enTerminal,
  },
};

/** The bokmål catalogue's shape, for typed keys (i18next's CustomTypeOptions, app/i18n/i18next.d.ts). */
export type SourceResources = typeof nb;
