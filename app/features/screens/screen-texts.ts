// Norwegian texts of the information screens (SPEC §2 Presentation screens).
import type { OpeningStatus } from '#core/screen-status.ts';

export const screenTexts = {
  welcome: (library: string) => `Velkommen til ${library}`,
  todayOpen: (hours: string) => `Åpent i dag ${hours}`,
  todayManned: (hours: string) => `Betjent ${hours}`,
  hoursHeading: 'Åpningstider',
  weekHeading: 'Åpningstider denne uken',
  eventsHeading: { today: 'Arrangementer i dag', tomorrow: 'Arrangementer i morgen', future: 'Kommende arrangementer' },
  /** Shown instead of the rows when the day has no more events, above the next days' events. */
  noEvents: {
    today: 'Ingen flere arrangementer i dag.',
    tomorrow: 'Ingen arrangementer i morgen.',
    future: 'Ingen kommende arrangementer.',
  },
  laterHeading: 'De neste dagene',
  openUntil: (time: string) => `Åpent til ${time}`,
  closingSoon: (time: string, minutes: number) =>
    `Stenger kl. ${time} — om ${minutes} ${minutes === 1 ? 'minutt' : 'minutter'}`,
  closedNow: 'Stengt nå',
  opensNext: (day: string, time: string) => `Stengt nå — åpner ${day} ${time}`,
  opensDay: { today: 'i dag', tomorrow: 'i morgen' },
  clockLabel: 'Klokken er',
  now: 'NÅ',
  wifiHeading: 'Gratis trådløst nett',
  wifiNetwork: 'Nettverk',
  wifiPassword: 'Passord',
  wifiOpen: 'Ingen passord',
  video: 'Video fra biblioteket',
  screenLabel: (name: string) => `Infoskjerm: ${name}`,
  slideLabels: {
    Video: 'Video',
    Event: 'Arrangement',
    Campaign: 'Kampanje',
    EventList: 'Arrangementer',
    WelcomeAndOpeningHours: 'Velkommen',
    WeeklyOpeningHours: 'Åpningstider',
    Wifi: 'Trådløst nett',
  },
  fallbackLead: 'Velkommen! Spør oss gjerne om hjelp.',
} as const;

/** The doors in one line: 'Åpent til 22:00', 'Stenger kl. 22:00 — om 10 minutter', 'Stengt nå — åpner mandag 10:00'. */
export function openingStatusText(status: OpeningStatus): string {
  switch (status.kind) {
    case 'open':
      return screenTexts.openUntil(status.closesAt);
    case 'closingSoon':
      return screenTexts.closingSoon(status.closesAt, status.minutesLeft);
    case 'closed': {
      const next = status.next;
      if (!next) return screenTexts.closedNow;
      return screenTexts.opensNext(
        next.when === 'later' ? next.weekday : screenTexts.opensDay[next.when],
        next.opensAt,
      );
    }
  }
}
