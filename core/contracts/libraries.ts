// JSON of libraries (/api/libraries, the library pages, the home page's hours): one definition that server/ fills
// and app/ renders (docs/decisions/023).
import type { OpenState, OpeningHoursRow } from '../opening-hours.ts';

/** Public JSON of a library: field names as SPEC §3. */
export interface LibraryDto {
  id: number;
  slug: string;
  name: string;
  ciceroId: string | null;
  isPickupBranch: boolean;
  signature: string;
  extendedOpeningHours: boolean;
  merapentOnlyWithOslonokkel: boolean;
  address: string;
  postalCode: string;
  city: string;
  phone: string | null;
  email: string | null;
  /** The week's hours, unless asked without (excludeOpeningHours=true). */
  openingHours?: OpeningHoursRow[];
}

/** Today's hours of one branch on the home page (SPEC §2 Opening hours display). */
export interface HomeLibraryHours {
  id: number;
  name: string;
  slug: string;
  today: OpeningHoursRow | null;
  openNow: OpenState;
  nextOpen: OpeningHoursRow | null;
  merapentOnlyWithOslonokkel: boolean;
}
