// The information screens' words for manned hours (bokmål); the opening-hours pages take theirs from site:hours (decision 028).
export const openingHoursTexts = {
  none: '–',
  unmannedOnly: 'Ubetjent (meråpent)',
} as const;
