// Server code for sprak.tsx: a logged-in patron's language choice is also their notices' language (docs/decisions/033).
export { setNoticeLanguage } from '#server/services/notices/settings.ts';
