// Server code for ansatt.innhold.kampanjer.skjema.tsx: React Router keeps *.server.ts modules out of the browser bundle, so the route module
// takes its services through here and a value it uses in the component fails the build (docs/decisions/023).
export {
  campaignFormSchema,
  createCampaign,
  getCampaignForEdit,
  screenChoices,
  updateCampaign,
} from '#server/services/admin/campaigns.ts';
