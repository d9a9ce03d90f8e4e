// Norwegian texts of the campaign blocks.
export const campaignTexts = {
  region: 'Aktuelt',
  readMore: 'Les mer',
  readMoreAbout: (title: string) => `om «${title}»`,
} as const;
