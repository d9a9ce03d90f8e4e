// Library names, their URL slugs, the fixed header library list and pickup-branch options.

/** Letters that Unicode decomposition does not reduce to ASCII. */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ß: 'ss',
  ð: 'd',
  đ: 'd',
  þ: 'th',
  ł: 'l',
};

/**
 * Names whose slug is fixed rather than derived.
 * Decision: St.Hanshaugen keeps the demo slug 'st-hanshaugen' (SPEC §2 Shell says "demo slug"),
 * whereas the general rule (drop dots) would give 'sthanshaugen'. The override wins.
 */
const SLUG_OVERRIDES: Readonly<Record<string, string>> = {
  'st.hanshaugen': 'st-hanshaugen',
};

/**
 * Slug for a library page (/bibliotekene/{librarySlug}), SPEC §2.
 * Lowercase, whitespace to hyphens, letters transliterated to ASCII (æ→ae, ø→o, å→a, ü→u, é→e),
 * dots and other punctuation dropped, repeated hyphens collapsed.
 */
export function librarySlug(name: string): string {
  const key = name.trim().toLowerCase().replace(/\s+/g, ' ');
  const override = SLUG_OVERRIDES[key];
  if (override !== undefined) return override;
  return key
    .replace(/[æøœßðđþł]/g, (ch) => SPECIAL_LETTERS[ch] ?? ch)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

// SPEC §2 Shell: the 25 fixed header library entries, in this order.
const HEADER_LIBRARY_NAMES = [
  'Biblo Holmlia',
  'Biblo Tøyen',
  'Bjerke',
  'Bjørnholt',
  'Bjørvika',
  'Bredtveit kvinnefengsel',
  'Bøler',
  'Furuset',
  'Grünerløkka',
  'Holmlia',
  'Lambertseter',
  'Linderud',
  'Majorstuen',
  'Mortensrud',
  'Nordtvet',
  'Nydalen',
  'Oppsal',
  'Oslo fengsel',
  'Romsås',
  'Røa',
  'Smestad',
  'St.Hanshaugen',
  'Stovner',
  'Torshov',
  'Tøyen',
] as const;

export type HeaderLibraryName = (typeof HEADER_LIBRARY_NAMES)[number];

export interface HeaderLibrary {
  readonly name: HeaderLibraryName;
  readonly slug: string;
}

/** The header's fixed library list, each linking to /bibliotekene/{slug}. SPEC §2 Shell. */
export const HEADER_LIBRARIES: readonly HeaderLibrary[] = Object.freeze(
  HEADER_LIBRARY_NAMES.map((name) => Object.freeze({ name, slug: librarySlug(name) })),
);

/** The fields of a library (branch) that pickup options need. SPEC §3 Library. */
export interface PickupCandidate {
  name: string;
  ciceroId?: string | null;
  isPickupBranch?: boolean | null;
}

export interface PickupBranchOption {
  value: string;
  text: string;
}

/** Pickup-branch options: libraries with isPickupBranch true and a ciceroId. SPEC §3 Library. */
export function pickupBranchOptions(libraries: readonly PickupCandidate[]): PickupBranchOption[] {
  const options: PickupBranchOption[] = [];
  for (const library of libraries) {
    if (library.isPickupBranch !== true) continue;
    const ciceroId = library.ciceroId;
    if (typeof ciceroId !== 'string' || ciceroId.trim() === '') continue;
    options.push({ value: ciceroId, text: library.name });
  }
  return options;
}
