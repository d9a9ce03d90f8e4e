// Server code for min-side.profil.tsx: React Router keeps *.server.ts modules out of the browser bundle, so the route module
// takes its services through here and a value it uses in the component fails the build (docs/decisions/023).
export {
  changePin,
  getProfileInfo,
  listPickupBranches,
  SettingsRejected,
  updateSettings,
} from '#server/services/accounts.ts';
export { getNoticeSettings, updateNoticeSettings } from '#server/services/notices/settings.ts';
