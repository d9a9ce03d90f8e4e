// Server code for ansatt.innhold.lister.tsx: React Router keeps *.server.ts modules out of the browser bundle, so the route module
// takes its services through here and a value it uses in the component fails the build (docs/decisions/023).
export {
  canCreateStaffList,
  listStaffListsForAdmin,
  setStaffListPublished,
} from '#server/services/admin/staff-lists.ts';
