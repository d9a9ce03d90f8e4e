// Server code for ansatt.innhold.bannere.tsx: React Router keeps *.server.ts modules out of the browser bundle, so the route module
// takes its services through here and a value it uses in the component fails the build (docs/decisions/023).
export { listBannersForAdmin, setBannerActive } from '#server/services/admin/banners.ts';
