// The staff area's pages and who may use each (issue #18): the site header, the side menu and the staff pages' own navigation list them from here.
import { CONTENT_AREA_PATH, manageableContentTypes } from './content-admin.ts';
import { isStaff } from './profile.ts';

type Roles = readonly string[] | null | undefined;

export interface StaffPage {
  path: string;
  /** Its name in the catalogue, `shell:staffPages.<key>` (the header's group is `staffPages.nav`). */
  key: 'picking' | 'desk' | 'copy' | 'content';
  /** Whether the holder of these roles may open the page; the page's loader refuses the others. */
  mayUse: (roles: Roles) => boolean;
  /** Linked from the site header and side menu too, not only from the staff pages' own navigation. */
  inHeader: boolean;
}

/** In the order staff meet them in a working day: the morning's picking, the desk, then cataloguing and content. */
const STAFF_PAGES: readonly StaffPage[] = [
  { path: '/ansatt/plukklister', key: 'picking', mayUse: isStaff, inHeader: true },
  { path: '/ansatt/skranke', key: 'desk', mayUse: isStaff, inHeader: true },
  { path: '/ansatt/kopikatalogisering', key: 'copy', mayUse: isStaff, inHeader: false },
  // Every staff role manages some content today (decision 008); the test keeps the link honest if that changes.
  {
    path: CONTENT_AREA_PATH,
    key: 'content',
    mayUse: (roles) => manageableContentTypes(roles).length > 0,
    inHeader: true,
  },
];

/** The staff pages these roles may use; with 'header', only those the site header links to. */
export function staffPagesFor(roles: Roles, where: 'header' | 'staff-nav' = 'staff-nav'): StaffPage[] {
  return STAFF_PAGES.filter((page) => page.mayUse(roles) && (where === 'staff-nav' || page.inHeader));
}
