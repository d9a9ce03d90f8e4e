// Editorial content: events, library services, rooms, staff lists, recommendations, campaigns and banners.
import type { EventAudience, EventTag, EventType } from '#core/event-vocabulary.ts';
import type { ServiceForm } from '#core/service-forms.ts';
import type {
  banners,
  campaigns,
  events,
  libraryServiceLibraries,
  libraryServices,
  recommendations,
  rooms,
  staffListItems,
  staffLists,
} from '../schema.ts';
import { addDays, isoWeekday, osloDate, osloInstant } from './calendar.ts';
import type { CatalogueSeed } from './catalogue.ts';
import type { LibraryRow } from './libraries.ts';
import type { EmployeeRow } from './people.ts';
import type { Random } from './random.ts';
import * as w from './words.ts';

export type EventRow = typeof events.$inferInsert & {
  id: number;
  title: string;
  libraryId: number | null;
  startAt: Date;
  endAt: Date;
};
type LibraryServiceRow = typeof libraryServices.$inferInsert & { id: number; serviceForm: string };
type LibraryServiceLibraryRow = typeof libraryServiceLibraries.$inferInsert;
type RoomRow = typeof rooms.$inferInsert & { id: number };
type StaffListRow = typeof staffLists.$inferInsert & { id: number };
type StaffListItemRow = typeof staffListItems.$inferInsert;
type RecommendationRow = typeof recommendations.$inferInsert & { id: number };
type CampaignRow = typeof campaigns.$inferInsert & { id: number };
type BannerRow = typeof banners.$inferInsert & { id: number };

export interface ContentSeed {
  events: EventRow[];
  libraryServices: LibraryServiceRow[];
  libraryServiceLibraries: LibraryServiceLibraryRow[];
  rooms: RoomRow[];
  staffLists: StaffListRow[];
  staffListItems: StaffListItemRow[];
  recommendations: RecommendationRow[];
  campaigns: CampaignRow[];
  banners: BannerRow[];
}

/** Screens that show the screen campaigns (ids as in screens.ts). */
const CAMPAIGN_SCREENS = [
  'bjorvika/0-1',
  'bjorvika/3-1',
  'bjorvika/inngang',
  'grunerlokka/1-1',
  'furuset/1-1',
  'majorstuen/1-1',
  'stovner/1-1',
  'test/landscape',
  'test/portrait',
];

// ---------------------------------------------------------------- events

/** Types, audiences and tags come from the fixed lists the staff form offers (core/event-vocabulary.ts). */
interface EventTemplate {
  type: EventType;
  audience: readonly EventAudience[];
  times: readonly (readonly [string, string])[];
  titles: readonly string[];
  lead: string;
  description: string;
  locations: readonly string[];
  tags: readonly EventTag[];
  price?: string;
  registration?: boolean;
}

const EVENT_TEMPLATES: readonly EventTemplate[] = [
  {
    type: 'Konsert',
    audience: ['Voksne'],
    times: [
      ['19:00', '20:30'],
      ['12:00', '12:45'],
    ],
    titles: [
      'Lunsjkonsert med {band}',
      'Jazz på biblioteket: {band}',
      'Konsert: {band}',
      'Visekveld med {person}',
      'Klassisk søndag med {orchestra}',
    ],
    lead: 'Levende musikk midt i biblioteket.',
    description:
      'Ta med en venn og nyt en konsert i bibliotekets storstue. Dørene åpner en halvtime før. Begrenset antall plasser – førstemann til mølla.',
    locations: ['Scenen', 'Store sal', 'Amfiet'],
    tags: ['Musikk'],
    price: 'Gratis',
  },
  {
    type: 'Foredrag',
    audience: ['Voksne'],
    times: [
      ['18:00', '19:30'],
      ['13:00', '14:00'],
    ],
    titles: [
      'Foredrag: {nonfiction}',
      'Hva skjer med klimaet?',
      'Oslo før og nå',
      'Slik avslører du svindel på nett',
      'Munch og byen',
      'Kunstig intelligens i hverdagen',
      'Vikingene i Oslo',
    ],
    lead: 'Et faglig dykk med tid til spørsmål.',
    description:
      'Foredragsholderen deler kunnskap og fortellinger, og etterpå er det tid til spørsmål fra salen. Arrangementet strømmes og kan ses i opptak i etterkant.',
    locations: ['Store sal', 'Amfiet', 'Foredragsrommet'],
    tags: ['Sakprosa', 'Kunnskap'],
  },
  {
    type: 'Forfattermøte',
    audience: ['Voksne'],
    times: [
      ['19:00', '20:00'],
      ['18:00', '19:00'],
    ],
    titles: [
      'Forfattermøte med {author}',
      'Samtale: {author} om «{title}»',
      'Bokbad med {author}',
      'Ny bok: {author} i samtale',
    ],
    lead: 'Møt forfatteren bak en av høstens mest omtalte bøker.',
    description:
      'Forfatteren leser fra boka og snakker med en av våre litteraturformidlere om skrivingen, språket og tematikken. Boka kan kjøpes og signeres etter samtalen.',
    locations: ['Scenen', 'Amfiet', 'Lesesalen'],
    tags: ['Litteratur', 'Forfattermøte'],
  },
  {
    type: 'Kurs',
    audience: ['Voksne'],
    times: [
      ['12:00', '14:00'],
      ['17:00', '19:00'],
    ],
    titles: [
      'Digital hjelp: Kom i gang med BankID',
      'Kurs: Slektsgransking for nybegynnere',
      'Lær deg å låne e-bøker og lydbøker',
      'Kurs i 3D-printing',
      'Søknadsskriving for jobbsøkere',
      'Trygg på nett for seniorer',
    ],
    lead: 'Gratis kurs med veileder.',
    description:
      'Kurset passer for nybegynnere. Ta gjerne med egen mobil eller PC – vi har også maskiner du kan låne. Påmelding anbefales.',
    locations: ['Kursrommet', 'Verkstedet', 'Datatorget'],
    tags: ['Digital hjelp', 'Kurs'],
    registration: true,
  },
  {
    type: 'Lesesirkel',
    audience: ['Voksne'],
    times: [['18:00', '19:30']],
    titles: ['Lesesirkel: {title}', 'Lettlest lesesirkel', 'Lesesirkel på engelsk', 'Krimsirkelen'],
    lead: 'Les, snakk og del leseopplevelser.',
    description:
      'Vi møtes og snakker om månedens bok. Du trenger ikke ha lest hele boka for å bli med. Boka kan lånes på biblioteket.',
    locations: ['Lesesalen', 'Møterommet'],
    tags: ['Lesesirkel', 'Litteratur'],
  },
  {
    type: 'Film',
    audience: ['Voksne'],
    times: [
      ['18:00', '20:00'],
      ['13:00', '14:30'],
    ],
    titles: ['Filmklubb: {film}', 'Dokumentarkveld: {doc}', 'Klassikerkveld: {film}'],
    lead: 'Film på stort lerret i biblioteket.',
    description:
      'Vi viser film i bibliotekets kinosal. En av bibliotekarene innleder, og etterpå er det samtale for de som vil. Gratis adgang.',
    locations: ['Kinosalen', 'Amfiet'],
    tags: ['Film'],
  },
  {
    type: 'Film',
    audience: ['Barn', 'Familie'],
    times: [['12:00', '13:30']],
    titles: ['Barnefilm på lørdag: {familyfilm}', 'Familiekino: {familyfilm}'],
    lead: 'Familiekino med popcorn.',
    description: 'Familiefilm for store og små. Barn under 9 år må ha med en voksen.',
    locations: ['Kinosalen', 'Barneavdelingen'],
    tags: ['Film', 'Familie'],
  },
  {
    type: 'Verksted',
    audience: ['Familie'],
    times: [
      ['13:00', '15:00'],
      ['16:00', '18:00'],
    ],
    titles: [
      'Sy din egen handlenett',
      'Reparasjonskafé',
      'Lag din egen tegneserie',
      'Robotverksted',
      'Strikkekafé',
      'Lag ditt eget brettspill',
    ],
    lead: 'Kreativt verksted – alt utstyr er på plass.',
    description:
      'Vi stiller med materialer, verktøy og veiledere. Ingen forkunnskaper nødvendig. Passer for alle fra 8 år i følge med voksen.',
    locations: ['Verkstedet', 'Makerspace'],
    tags: ['Verksted', 'Makerspace'],
  },
  {
    type: 'Eventyrstund',
    audience: ['Barn'],
    times: [
      ['10:30', '11:00'],
      ['12:00', '12:30'],
    ],
    titles: [
      'Eventyrstund for de minste',
      'Eventyrstund på arabisk',
      'Eventyrstund på somali',
      'Babysang',
      'Rim og regler',
      'Eventyrstund på polsk',
    ],
    lead: 'Fortellinger, sanger og rim for barn fra 2 år.',
    description:
      'En av våre barnebibliotekarer forteller eventyr og leser bildebøker. Barnehager må melde seg på på forhånd.',
    locations: ['Barneavdelingen', 'Eventyrrommet'],
    tags: ['Barn', 'Eventyrstund'],
  },
  {
    type: 'Språkkafé',
    audience: ['Voksne'],
    times: [
      ['17:00', '18:30'],
      ['12:00', '13:30'],
    ],
    titles: ['Språkkafé: Øv på norsk', 'Språkkafé for nybegynnere', 'Norsktrening med frivillige'],
    lead: 'Øv på å snakke norsk i en uformell setting.',
    description:
      'Frivillige samtaleledere hjelper deg å øve på norsk over en kopp kaffe. Alle nivåer er velkomne, og det er ingen påmelding.',
    locations: ['Kafeen', 'Møterommet'],
    tags: ['Språkkafé', 'Norsk'],
  },
  {
    type: 'Debatt',
    audience: ['Voksne', 'Ungdom'],
    times: [['19:00', '20:30']],
    titles: [
      'Debatt: Hvem eier byen?',
      'Debatt: Skal biblioteket være stille?',
      'Ungdomsdebatt: Skolen vi vil ha',
      'Debatt: Klimaet og fremtiden',
    ],
    lead: 'Meningsbryting om aktuelle spørsmål.',
    description:
      'Et panel med politikere, forskere og engasjerte innbyggere diskuterer. Publikum slipper til med spørsmål.',
    locations: ['Store sal', 'Scenen'],
    tags: ['Debatt', 'Samfunn'],
  },
  {
    type: 'Spill',
    audience: ['Ungdom'],
    times: [['16:00', '19:00']],
    titles: ['Spillkveld: brettspill og kaffe', 'Gamingturnering', 'Rollespill for nybegynnere', 'Sjakk for alle'],
    lead: 'Spill med venner – eller finn nye.',
    description:
      'Vi har brettspill, konsoller og dyktige spilledere på plass. Alle er velkomne, og det er ingen påmelding.',
    locations: ['Spillrommet', 'Ungdomsavdelingen'],
    tags: ['Spill', 'Ungdom'],
  },
];

function fillTitle(rng: Random, template: string, cat: CatalogueSeed): string {
  const realAuthors = [
    'Maja Lunde',
    'Jon Fosse',
    'Roy Jacobsen',
    'Vigdis Hjorth',
    'Lars Saabye Christensen',
    'Linn Ullmann',
    'Anne B. Ragde',
    'Per Petterson',
    'Jo Nesbø',
    'Erlend Loe',
  ];
  const author = rng.pick(realAuthors);
  const ownTitle = cat.works.find((work) => work.creatorNames === author)?.title ?? 'Ny roman';
  return template
    .replace('{band}', rng.pick(w.BAND_NAMES))
    .replace('{person}', `${rng.pick(w.NO_FIRST_F)} ${rng.pick(w.NO_LAST)}`)
    .replace('{orchestra}', rng.pick(w.ORCHESTRAS))
    .replace(
      '{nonfiction}',
      rng
        .pick(rng.pick(w.NONFICTION_TOPICS).titles)
        .replace('{place}', 'Oslo')
        .replace('{country}', rng.pick(w.COUNTRIES))
        .replace('{name}', 'Edvard Munch'),
    )
    .replace('{author}', author)
    .replace('{title}', ownTitle)
    .replace(
      '{film}',
      rng.pick(['Elling', 'Ni liv', 'Oslo, 31. august', 'Kautokeino-opprøret', 'Amélie fra Montmartre', 'Parasitt']),
    )
    .replace('{doc}', rng.pick(w.DOC_TITLES))
    .replace('{familyfilm}', rng.pick(['Flåklypa Grand Prix', 'Min nabo Totoro', ...w.FAMILY_FILM_TITLES]));
}

/**
 * The floor of each room at Bjørvika (0 = ground floor, as screen ids count: 'bjorvika/0-1'), so the
 * floor screens show what happens on their floor.
 */
const BJORVIKA_FLOORS: Readonly<Record<string, number>> = {
  'Første etasje': 0,
  Scenen: 0,
  Amfiet: 0,
  Kafeen: 0,
  'Store sal': 0,
  Kinosalen: 0,
  Barneavdelingen: 1,
  Eventyrrommet: 1,
  Verkstedet: 3,
  Makerspace: 3,
  Kursrommet: 3,
  Datatorget: 3,
  Spillrommet: 3,
  Ungdomsavdelingen: 3,
  Lesesalen: 5,
  Foredragsrommet: 5,
  Møterommet: 5,
};

function typeSlug(type: string): string {
  return type
    .toLowerCase()
    .replace(/å/g, 'a')
    .replace(/é/g, 'e')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z]+/g, '-');
}

function buildEvents(rng: Random, libraries: readonly LibraryRow[], cat: CatalogueSeed, now: Date): EventRow[] {
  const today = osloDate(now);
  const publicLibs = libraries.filter((l) => l.isPickupBranch);
  const byName = (name: string): LibraryRow => {
    const l = libraries.find((x) => x.name === name);
    if (!l) throw new Error(`no library ${name}`);
    return l;
  };
  const weightedLibs = publicLibs.map(
    (l) =>
      [
        l,
        l.name === 'Bjørvika'
          ? 8
          : ['Grünerløkka', 'Furuset', 'Stovner', 'Majorstuen', 'Tøyen', 'Holmlia'].includes(l.name)
            ? 2
            : 1,
      ] as const,
  );
  const rows: EventRow[] = [];
  let videoCount = 0;
  const add = (
    template: EventTemplate,
    library: LibraryRow,
    date: string,
    time: readonly [string, string],
    extra: Partial<EventRow> = {},
  ): EventRow => {
    const id = rows.length + 1;
    const title = extra.title ?? fillTitle(rng, rng.pick(template.titles), cat);
    const slug = typeSlug(template.type);
    const row: EventRow = {
      id,
      title,
      lead: template.lead,
      description: `${template.description} ${library.name === 'Bjørvika' ? 'Arrangementet finner sted på Deichman Bjørvika.' : `Velkommen til Deichman ${library.name}!`}`,
      libraryId: library.id,
      location: rng.pick(template.locations),
      startAt: osloInstant(date, time[0]),
      endAt: osloInstant(date, time[1]),
      targetAudience: [...template.audience],
      eventType: template.type,
      tags: [
        ...template.tags,
        ...(rng.chance(0.15)
          ? [rng.pick<EventTag>(['Oslo Pride', 'Klima', 'Litteraturfestival', 'Mangfold', 'Høst'])]
          : []),
      ],
      imageUrl: `/images/events/${slug}.jpg`,
      infoScreenImageUrl: `/images/events/${slug}-skjerm.jpg`,
      highlight: false,
      privateEvent: false,
      dontShowOnWeb: false,
      videoUrl: null,
      price: template.price ?? 'Gratis',
      registrationUrl: template.registration ? `https://pamelding.example.no/arrangement/${id}` : null,
      createdAt: new Date(now.getTime() - rng.int(7, 90) * 86_400_000),
      ...extra,
    };
    // Only Bjørvika has floor screens; there the room tells the floor.
    row.floor = library.name === 'Bjørvika' ? (BJORVIKA_FLOORS[row.location ?? ''] ?? null) : null;
    rows.push(row);
    return row;
  };
  const template = (type: EventType): EventTemplate =>
    EVENT_TEMPLATES.find((t) => t.type === type) ?? EVENT_TEMPLATES[0];

  // Today and tomorrow at Bjørvika and Grünerløkka, for the info screens.
  const bjorvika = byName('Bjørvika');
  const grunerlokka = byName('Grünerløkka');
  const tomorrow = addDays(today, 1);
  // The exhibition runs from 08:00 (or an hour before now) until 22:00 (or up to two hours after now, but
  // within today, so it stays a one-day event), so the ground-floor screens have something on today at
  // nearly any hour the demo is seeded.
  const exhibitionStart = new Date(
    Math.min(
      osloInstant(today, '08:00').getTime(),
      Math.max(osloInstant(today, '00:00').getTime(), now.getTime() - 3_600_000),
    ),
  );
  const exhibitionEnd = new Date(
    Math.max(
      osloInstant(today, '22:00').getTime(),
      Math.min(now.getTime() + 2 * 3_600_000, osloInstant(today, '23:59').getTime()),
    ),
  );
  add(
    {
      ...template('Foredrag'),
      type: 'Utstilling',
      lead: 'Utstilling i første etasje hele dagen.',
      tags: ['Utstilling', 'Tegneserier'],
    },
    bjorvika,
    today,
    ['08:00', '22:00'],
    {
      title: 'Utstilling: Oslo i tegneserier',
      location: 'Første etasje',
      highlight: true,
      imageUrl: '/images/events/utstilling.jpg',
      infoScreenImageUrl: '/images/events/utstilling-skjerm.jpg',
      startAt: exhibitionStart,
      endAt: exhibitionEnd,
    },
  );
  add(template('Konsert'), bjorvika, today, ['12:00', '12:45'], {
    title: 'Lunsjkonsert med Oslo Swing Ensemble',
    location: 'Store sal',
  });
  add(template('Forfattermøte'), bjorvika, today, ['18:00', '19:00'], {
    title: 'Forfattermøte med Maja Lunde',
    location: 'Scenen',
    highlight: true,
  });
  add(template('Eventyrstund'), grunerlokka, today, ['10:30', '11:00'], {
    title: 'Eventyrstund for de minste',
    location: 'Barneavdelingen',
  });
  add(template('Spill'), grunerlokka, today, ['16:00', '21:00'], {
    title: 'Spillkveld: brettspill og kaffe',
    location: 'Spillrommet',
  });
  add(template('Verksted'), grunerlokka, today, ['17:00', '19:00'], { title: 'Strikkekafé', location: 'Kafeen' });
  add(template('Eventyrstund'), bjorvika, tomorrow, ['11:00', '11:30'], {
    title: 'Babysang',
    location: 'Eventyrrommet',
  });
  add(template('Foredrag'), bjorvika, tomorrow, ['18:00', '19:30'], {
    title: 'Foredrag: Kunstig intelligens i hverdagen',
    location: 'Amfiet',
    highlight: true,
  });
  add(template('Konsert'), grunerlokka, tomorrow, ['19:00', '20:30'], {
    title: 'Konsert: Trikkeorkesteret',
    location: 'Scenen',
    price: '150 kr',
  });
  add(template('Lesesirkel'), grunerlokka, tomorrow, ['18:00', '19:30'], {
    title: 'Lesesirkel: De usynlige',
    location: 'Lesesalen',
  });

  // Upcoming events over the next 60 days.
  for (let i = 0; i < 112; i++) {
    const t = rng.pick(EVENT_TEMPLATES);
    const date = addDays(today, rng.int(1, 60));
    const weekend = isoWeekday(date) >= 6;
    const time = t.type === 'Eventyrstund' && weekend ? (['12:00', '12:30'] as const) : rng.pick(t.times);
    add(t, rng.weighted(weightedLibs), date, time, { highlight: i % 11 === 0 });
  }
  // Past events, some with a recording.
  for (let i = 0; i < 28; i++) {
    const t = rng.pick(EVENT_TEMPLATES);
    const row = add(t, rng.weighted(weightedLibs), addDays(today, -rng.int(1, 60)), rng.pick(t.times));
    if (
      (t.type === 'Foredrag' || t.type === 'Forfattermøte' || t.type === 'Debatt' || t.type === 'Konsert') &&
      videoCount < 12
    ) {
      row.videoUrl = `/media/video/arrangement-${row.id}.mp4`;
      videoCount++;
    }
  }

  // Private and hidden events: must never be shown publicly.
  const osloFengsel = byName('Oslo fengsel');
  add(template('Forfattermøte'), osloFengsel, addDays(today, 6), ['13:00', '14:00'], {
    title: 'Forfatterbesøk for innsatte',
    privateEvent: true,
    dontShowOnWeb: true,
    description: 'Lukket arrangement for innsatte i Oslo fengsel.',
  });
  add(template('Eventyrstund'), byName('Torshov'), addDays(today, 3), ['09:30', '10:15'], {
    title: 'Skolebesøk: 5B fra Kampen skole',
    privateEvent: true,
    description: 'Lukket klassebesøk med boksnakk og lånekort.',
  });
  add(template('Kurs'), bjorvika, addDays(today, 8), ['08:30', '10:00'], {
    title: 'Internt: Opplæring i nytt utlånssystem',
    privateEvent: true,
    description: 'Internt kurs for ansatte.',
  });
  add(template('Konsert'), bjorvika, addDays(today, 4), ['15:00', '16:00'], {
    title: 'Generalprøve: Lørdagskonsert',
    dontShowOnWeb: true,
    description: 'Generalprøve – ikke åpen for publikum.',
  });
  add(template('Foredrag'), byName('Majorstuen'), addDays(today, 12), ['14:00', '15:00'], {
    title: 'Omvisning for Nasjonalbibliotekets ansatte',
    dontShowOnWeb: true,
    description: 'Faglig omvisning for inviterte.',
  });

  // The ground-floor screens' lunch concert and exhibition again tomorrow (a two-day exhibition, a daily
  // concert), so a demo or test run that passes midnight still finds them on today's screens. Added last,
  // so the random events above stay as they were.
  add(
    {
      ...template('Foredrag'),
      type: 'Utstilling',
      lead: 'Utstilling i første etasje hele dagen.',
      tags: ['Utstilling', 'Tegneserier'],
    },
    bjorvika,
    tomorrow,
    ['08:00', '22:00'],
    {
      title: 'Utstilling: Oslo i tegneserier',
      location: 'Første etasje',
      highlight: true,
      imageUrl: '/images/events/utstilling.jpg',
      infoScreenImageUrl: '/images/events/utstilling-skjerm.jpg',
    },
  );
  add(template('Konsert'), bjorvika, tomorrow, ['12:00', '12:45'], {
    title: 'Lunsjkonsert med Oslo Swing Ensemble',
    location: 'Store sal',
  });

  // One ongoing event with a recording for the audiovideo calls.
  const withVideo = rows.find((r) => r.title.startsWith('Forfattermøte med Maja Lunde'));
  if (withVideo) withVideo.videoUrl = '/media/video/forfattermote-maja-lunde.mp4';
  return rows;
}

// ---------------------------------------------------------------- services

interface ServiceSpec {
  title: string;
  form: ServiceForm;
  audience: string[];
  lead: string;
  description: string;
  libraries: 'all' | readonly string[];
  highlighted?: boolean;
}

const SERVICES: readonly ServiceSpec[] = [
  {
    title: 'E-bøker og e-lydbøker',
    form: 'Digital tjeneste',
    audience: ['Voksne', 'Ungdom', 'Barn'],
    lead: 'Lån e-bøker og lydbøker på mobilen.',
    description:
      'Med lånekortet ditt kan du låne tusenvis av e-bøker og e-lydbøker gratis gjennom appen. Du kan ha inntil fem digitale lån samtidig.',
    libraries: 'all',
    highlighted: true,
  },
  {
    title: 'Aviser og magasiner på nett',
    form: 'Digital tjeneste',
    audience: ['Voksne'],
    lead: 'Les norske og internasjonale aviser gratis.',
    description: 'Som låner får du tilgang til over 7000 aviser og magasiner fra mer enn 100 land – også hjemmefra.',
    libraries: 'all',
  },
  {
    title: 'Filmstrømming',
    form: 'Digital tjeneste',
    audience: ['Voksne', 'Ungdom'],
    lead: 'Strøm kvalitetsfilm med lånekortet.',
    description: 'Se norske og internasjonale filmer, dokumentarer og kortfilmer gratis med lånekortet ditt.',
    libraries: 'all',
  },
  {
    title: 'Gaming på biblioteket',
    form: 'Film og spill',
    audience: ['Ungdom', 'Barn'],
    lead: 'Spill konsoll og PC-spill med venner.',
    description: 'Flere av bibliotekene har spillrom med konsoller og spill-PC-er. Spillene kan også lånes med hjem.',
    libraries: [
      'Bjørvika',
      'Furuset',
      'Stovner',
      'Nydalen',
      'Linderud',
      'Mortensrud',
      'Biblo Tøyen',
      'Biblo Holmlia',
      'Romsås',
    ],
    highlighted: true,
  },
  {
    title: 'Lån brettspill',
    form: 'Film og spill',
    audience: ['Familie', 'Voksne'],
    lead: 'Over 500 brettspill til utlån.',
    description:
      'Lån brettspill på samme måte som bøker. Du kan også spille på biblioteket – vi har spillebord og spilleveiledere på utvalgte dager.',
    libraries: ['Bjørvika', 'Grünerløkka', 'Torshov', 'Majorstuen', 'Stovner'],
  },
  {
    title: 'Filmvisninger og filmklubb',
    form: 'Film og spill',
    audience: ['Voksne', 'Familie'],
    lead: 'Se film på stort lerret.',
    description: 'Kinosalen i Bjørvika viser film flere ganger i uka, og filmklubben møtes annenhver torsdag.',
    libraries: ['Bjørvika', 'Furuset'],
  },
  {
    title: 'Eventyrstund',
    form: 'Formidling og fortelling',
    audience: ['Barn'],
    lead: 'Eventyr og bildebøker for de minste.',
    description:
      'Barnebibliotekarene forteller eventyr og leser høyt for barn fra 2 år, på norsk og flere andre språk.',
    libraries: 'all',
    highlighted: true,
  },
  {
    title: 'Forfattermøter og litteraturarrangementer',
    form: 'Formidling og fortelling',
    audience: ['Voksne'],
    lead: 'Møt forfatterne bak bøkene.',
    description:
      'Vi inviterer norske og internasjonale forfattere til samtaler, bokbad og opplesninger gjennom hele året.',
    libraries: ['Bjørvika', 'Grünerløkka', 'Majorstuen', 'Lambertseter'],
  },
  {
    title: 'Boktips på bestilling',
    form: 'Formidling og fortelling',
    audience: ['Voksne', 'Ungdom'],
    lead: 'Få personlige boktips fra en bibliotekar.',
    description: 'Fortell oss hva du liker, så setter en bibliotekar sammen en liste med boktips bare til deg.',
    libraries: 'all',
  },
  {
    title: 'Digital hjelp',
    form: 'Hjelp og veiledning',
    audience: ['Voksne'],
    lead: 'Få hjelp med mobil, PC, BankID og digitale skjemaer.',
    description:
      'Bibliotekarene hjelper deg med alt fra å sende e-post til å logge inn på offentlige tjenester. Drop-in i åpningstiden.',
    libraries: 'all',
    highlighted: true,
  },
  {
    title: 'Leksehjelp',
    form: 'Hjelp og veiledning',
    audience: ['Barn', 'Ungdom'],
    lead: 'Gratis leksehjelp med frivillige.',
    description:
      'Frivillige leksehjelpere hjelper elever i grunnskolen og på videregående med matte, norsk, engelsk og naturfag.',
    libraries: ['Holmlia', 'Furuset', 'Stovner', 'Tøyen', 'Mortensrud', 'Romsås', 'Biblo Holmlia'],
  },
  {
    title: 'Jobbsøkerhjelp',
    form: 'Hjelp og veiledning',
    audience: ['Voksne'],
    lead: 'Få hjelp med CV og søknad.',
    description: 'Sammen med NAV og frivillige tilbyr vi veiledning i CV-skriving, søknader og jobbintervju.',
    libraries: ['Bjørvika', 'Stovner', 'Tøyen'],
  },
  {
    title: 'Spør en bibliotekar',
    form: 'Hjelp og veiledning',
    audience: ['Voksne', 'Ungdom'],
    lead: 'Vi hjelper deg å finne svar.',
    description:
      'Trenger du hjelp til å finne kilder, litteratur eller fakta? Spør oss i skranken, på chat eller per e-post.',
    libraries: 'all',
  },
  {
    title: 'Språkkafé',
    form: 'Kurs og læring',
    audience: ['Voksne'],
    lead: 'Øv på norsk sammen med andre.',
    description: 'På språkkafeen kan du snakke norsk med frivillige samtaleledere. Gratis og uten påmelding.',
    libraries: ['Bjørvika', 'Holmlia', 'Tøyen', 'Furuset', 'Stovner', 'Grünerløkka', 'Romsås'],
    highlighted: true,
  },
  {
    title: 'Datakurs for seniorer',
    form: 'Kurs og læring',
    audience: ['Voksne'],
    lead: 'Trygg på nett og mobil.',
    description: 'Korte kurs i små grupper om nettbank, e-post, digitale bilder og trygg bruk av internett.',
    libraries: ['Bjørvika', 'Lambertseter', 'Røa', 'Smestad', 'Oppsal', 'Bøler'],
  },
  {
    title: 'Slektsgransking',
    form: 'Kurs og læring',
    audience: ['Voksne'],
    lead: 'Finn røttene dine.',
    description:
      'Lær å bruke kirkebøker, folketellinger og digitale arkiver. Vi har gratis tilgang til flere slektsdatabaser.',
    libraries: ['Bjørvika', 'Majorstuen'],
  },
  {
    title: 'Lesesirkler for voksne',
    form: 'Lesesirkel',
    audience: ['Voksne'],
    lead: 'Bli med i en lesesirkel.',
    description:
      'Bibliotekene har lesesirkler som møtes en gang i måneden. Vi skaffer bøkene – du tar med deg lesegleden.',
    libraries: 'all',
  },
  {
    title: 'Lettlest lesesirkel',
    form: 'Lesesirkel',
    audience: ['Voksne'],
    lead: 'Lesesirkel med lettleste bøker.',
    description:
      'For deg som lærer norsk eller synes det er krevende å lese. Vi leser korte tekster og snakker sammen.',
    libraries: ['Tøyen', 'Holmlia', 'Furuset', 'Stovner'],
  },
  {
    title: 'Ungdommens lesesirkel',
    form: 'Lesesirkel',
    audience: ['Ungdom'],
    lead: 'Lesesirkel for 13–19 år.',
    description: 'Les nye ungdomsbøker før alle andre og diskuter dem med jevnaldrende. Med pizza!',
    libraries: ['Bjørvika', 'Biblo Tøyen', 'Nydalen'],
  },
  {
    title: 'Lån et møterom',
    form: 'Rom og utstyr',
    audience: ['Voksne', 'Ungdom'],
    lead: 'Gratis grupperom for møter og studier.',
    description: 'Mange av bibliotekene har grupperom som kan bookes gratis for inntil tre timer om gangen.',
    libraries: 'all',
    highlighted: true,
  },
  {
    title: 'Studieplasser og lesesal',
    form: 'Rom og utstyr',
    audience: ['Voksne', 'Ungdom'],
    lead: 'Rolige plasser for lesing og studier.',
    description: 'Bibliotekene har hundrevis av studieplasser med strøm og trådløst nett. Lesesalene er stillesoner.',
    libraries: 'all',
  },
  {
    title: 'Skriver, kopimaskin og skanner',
    form: 'Rom og utstyr',
    audience: ['Voksne'],
    lead: 'Skriv ut, kopier og skann.',
    description: 'Du kan skrive ut fra egen mobil eller PC, og skanne dokumenter gratis til e-post.',
    libraries: 'all',
  },
  {
    title: 'Lydstudio',
    form: 'Rom og utstyr',
    audience: ['Ungdom', 'Voksne'],
    lead: 'Spill inn musikk og podkast.',
    description: 'Book lydstudioet gratis. Vi har mikrofoner, lydkort og programvare – og veiledning første gang.',
    libraries: ['Bjørvika', 'Biblo Holmlia'],
  },
  {
    title: 'Bøker på mange språk',
    form: 'Samlingen vår',
    audience: ['Voksne', 'Barn'],
    lead: 'Bøker, film og lydbøker på over 50 språk.',
    description:
      'Den flerspråklige samlingen har litteratur for voksne og barn på blant annet arabisk, somali, polsk, urdu og tigrinja.',
    libraries: 'all',
    highlighted: true,
  },
  {
    title: 'Lokalhistorisk samling',
    form: 'Samlingen vår',
    audience: ['Voksne'],
    lead: 'Oslos historie i bøker, kart og bilder.',
    description:
      'Oslosamlingen i Bjørvika har bøker, kart, aviser og fotografier om Oslos historie. Bibliotekarene hjelper deg å finne fram.',
    libraries: ['Bjørvika'],
  },
  {
    title: 'Noter og musikk',
    form: 'Samlingen vår',
    audience: ['Voksne'],
    lead: 'Lån noter, CD-er og vinylplater.',
    description: 'Musikksamlingen har noter for de fleste instrumenter, og et stort utvalg CD-er og LP-er.',
    libraries: ['Bjørvika', 'Majorstuen', 'Grünerløkka'],
  },
  {
    title: 'Makerspace',
    form: 'Verksted og kreativitet',
    audience: ['Familie', 'Ungdom', 'Voksne'],
    lead: 'Lag, reparer og eksperimenter.',
    description:
      'I makerspacet finner du 3D-printere, laserkutter, symaskiner, vinylkutter og verktøy. Gratis å bruke etter en kort innføring.',
    libraries: ['Bjørvika', 'Furuset', 'Stovner', 'Mortensrud', 'Tøyen', 'Biblo Tøyen'],
    highlighted: true,
  },
  {
    title: 'Symaskiner og tekstilverksted',
    form: 'Verksted og kreativitet',
    audience: ['Voksne', 'Ungdom'],
    lead: 'Sy og reparer klær.',
    description: 'Book en symaskin eller kom på reparasjonskafé. Vi har tråd, nåler og hjelpsomme frivillige.',
    libraries: ['Bjørvika', 'Stovner'],
  },
  {
    title: 'Kodeklubb',
    form: 'Verksted og kreativitet',
    audience: ['Barn'],
    lead: 'Lær å programmere spill og roboter.',
    description: 'Kodeklubben er for barn fra 9 til 13 år. Vi lager spill, animasjoner og programmerer roboter.',
    libraries: ['Bjørvika', 'Nydalen', 'Linderud', 'Furuset'],
  },
];

function buildServices(libraries: readonly LibraryRow[]): {
  services: LibraryServiceRow[];
  links: LibraryServiceLibraryRow[];
} {
  const services: LibraryServiceRow[] = [];
  const links: LibraryServiceLibraryRow[] = [];
  SERVICES.forEach((spec, index) => {
    const id = index + 1;
    services.push({
      id,
      title: spec.title,
      lead: spec.lead,
      description: spec.description,
      serviceForm: spec.form,
      targetAudience: spec.audience,
      highlighted: spec.highlighted ?? false,
      imageUrl: `/images/services/${id}.jpg`,
      published: true,
    });
    const libs =
      spec.libraries === 'all'
        ? libraries.filter((l) => l.isPickupBranch)
        : libraries.filter((l) => (spec.libraries as readonly string[]).includes(l.name));
    for (const lib of libs) links.push({ serviceId: id, libraryId: lib.id });
  });
  return { services, links };
}

// ---------------------------------------------------------------- rooms

function buildRooms(libraries: readonly LibraryRow[]): RoomRow[] {
  const lib = (name: string): number => {
    const l = libraries.find((x) => x.name === name);
    if (!l) throw new Error(`no library ${name}`);
    return l.id;
  };
  const freeBooking =
    'Grupperommet kan bookes gratis for inntil tre timer om gangen med lånekortet ditt. Book i skranken, på telefon eller i bookingsystemet.';
  const rentBooking =
    'Rommet leies ut til lag, foreninger og bedrifter. Send forespørsel til utleie@deichman.example.no minst to uker i forveien.';
  const venueBooking =
    'Arrangementslokalet leies ut med teknikertjeneste. Ta kontakt med arrangementsavdelingen for tilbud og ledige datoer.';
  const rows: Omit<RoomRow, 'id'>[] = [
    {
      libraryId: lib('Bjørvika'),
      name: 'Grupperom 1',
      kind: 'free',
      capacity: 6,
      equipment: ['Skjerm', 'Whiteboard', 'HDMI-kabel'],
      description: 'Lyst grupperom i tredje etasje med utsikt mot Oslofjorden.',
      bookingInfo: freeBooking,
    },
    {
      libraryId: lib('Bjørvika'),
      name: 'Grupperom 2',
      kind: 'free',
      capacity: 4,
      equipment: ['Skjerm', 'Whiteboard'],
      description: 'Lite grupperom egnet for kollokvier.',
      bookingInfo: freeBooking,
    },
    {
      libraryId: lib('Bjørvika'),
      name: 'Grupperom 3',
      kind: 'free',
      capacity: 8,
      equipment: ['Skjerm', 'Whiteboard', 'Videokonferanse'],
      description: 'Grupperom med utstyr for videomøter.',
      bookingInfo: freeBooking,
    },
    {
      libraryId: lib('Grünerløkka'),
      name: 'Møterommet',
      kind: 'free',
      capacity: 8,
      equipment: ['Skjerm', 'Whiteboard'],
      description: 'Møterom i andre etasje mot Schous plass.',
      bookingInfo: freeBooking,
    },
    {
      libraryId: lib('Majorstuen'),
      name: 'Studierommet',
      kind: 'free',
      capacity: 6,
      equipment: ['Whiteboard'],
      description: 'Rolig studierom i bakkant av lesesalen.',
      bookingInfo: freeBooking,
    },
    {
      libraryId: lib('Furuset'),
      name: 'Grupperom Forum',
      kind: 'free',
      capacity: 6,
      equipment: ['Skjerm', 'Whiteboard'],
      description: 'Grupperom i Furuset Forum.',
      bookingInfo: freeBooking,
    },
    {
      libraryId: lib('Stovner'),
      name: 'Grupperommet',
      kind: 'free',
      capacity: 8,
      equipment: ['Skjerm'],
      description: 'Grupperom ved ungdomsavdelingen.',
      bookingInfo: freeBooking,
    },
    {
      libraryId: lib('Nydalen'),
      name: 'Grupperom A',
      kind: 'free',
      capacity: 6,
      equipment: ['Skjerm', 'Whiteboard'],
      description: 'Populært blant studentene i Nydalen.',
      bookingInfo: freeBooking,
    },
    {
      libraryId: lib('Nydalen'),
      name: 'Grupperom B',
      kind: 'free',
      capacity: 4,
      equipment: ['Whiteboard'],
      description: 'Lite grupperom.',
      bookingInfo: freeBooking,
    },
    {
      libraryId: lib('Holmlia'),
      name: 'Møterommet',
      kind: 'free',
      capacity: 10,
      equipment: ['Skjerm', 'Whiteboard'],
      description: 'Møterom som også brukes av leksehjelpen.',
      bookingInfo: freeBooking,
    },
    {
      libraryId: lib('Tøyen'),
      name: 'Verkstedrommet',
      kind: 'free',
      capacity: 12,
      equipment: ['Whiteboard', 'Symaskiner'],
      description: 'Fleksibelt rom for møter og verksted.',
      bookingInfo: freeBooking,
    },
    {
      libraryId: lib('Lambertseter'),
      name: 'Stillerommet',
      kind: 'free',
      capacity: 4,
      equipment: [],
      description: 'Lite og stille rom for konsentrert arbeid.',
      bookingInfo: freeBooking,
    },
    {
      libraryId: lib('Torshov'),
      name: 'Møterommet',
      kind: 'free',
      capacity: 8,
      equipment: ['Skjerm'],
      description: 'Møterom ved barneavdelingen.',
      bookingInfo: freeBooking,
    },
    {
      libraryId: lib('Røa'),
      name: 'Grupperommet',
      kind: 'free',
      capacity: 6,
      equipment: ['Whiteboard'],
      description: 'Grupperom med dagslys.',
      bookingInfo: freeBooking,
    },
    {
      libraryId: lib('Bjørvika'),
      name: 'Møterom Solveig',
      kind: 'rent',
      capacity: 20,
      equipment: ['Projektor', 'Lydanlegg', 'Videokonferanse'],
      description: 'Møterom for 20 personer i femte etasje.',
      bookingInfo: rentBooking,
      priceInfo: 'Fra 600 kr per time. Gratis for frivillige organisasjoner på dagtid.',
    },
    {
      libraryId: lib('Bjørvika'),
      name: 'Konferanserommet',
      kind: 'rent',
      capacity: 40,
      equipment: ['Projektor', 'Lydanlegg', 'Mikrofoner', 'Videokonferanse'],
      description: 'Konferanserom med fleksibel møblering.',
      bookingInfo: rentBooking,
      priceInfo: 'Fra 1200 kr per time.',
    },
    {
      libraryId: lib('Furuset'),
      name: 'Forumsalen',
      kind: 'rent',
      capacity: 60,
      equipment: ['Projektor', 'Lydanlegg'],
      description: 'Sal i Furuset Forum, egnet for kurs og møter.',
      bookingInfo: rentBooking,
      priceInfo: 'Fra 800 kr per time.',
    },
    {
      libraryId: lib('Grünerløkka'),
      name: 'Bryggerisalen',
      kind: 'rent',
      capacity: 50,
      equipment: ['Projektor', 'Lydanlegg'],
      description: 'Sal i den gamle bryggeribygningen.',
      bookingInfo: rentBooking,
      priceInfo: 'Fra 800 kr per time.',
    },
    {
      libraryId: lib('Bjørvika'),
      name: 'Store scene',
      kind: 'venue',
      capacity: 200,
      equipment: ['Scene', 'Lysrigg', 'PA-anlegg', 'Strømming', 'Tekniker'],
      description: 'Bibliotekets største scene, midt i første etasje.',
      bookingInfo: venueBooking,
      priceInfo: 'Pris etter avtale.',
    },
    {
      libraryId: lib('Bjørvika'),
      name: 'Amfiet',
      kind: 'venue',
      capacity: 120,
      equipment: ['Projektor', 'PA-anlegg', 'Strømming'],
      description: 'Amfi med god akustikk for foredrag og samtaler.',
      bookingInfo: venueBooking,
      priceInfo: 'Pris etter avtale.',
    },
    {
      libraryId: lib('Bjørvika'),
      name: 'Kinosalen',
      kind: 'venue',
      capacity: 90,
      equipment: ['Kinoprojektor', 'Surroundlyd'],
      description: 'Kinosal med 90 seter i underetasjen.',
      bookingInfo: venueBooking,
      priceInfo: 'Pris etter avtale.',
    },
    {
      libraryId: lib('Stovner'),
      name: 'Scenen',
      kind: 'venue',
      capacity: 120,
      equipment: ['Scene', 'PA-anlegg', 'Lysrigg'],
      description: 'Scene og sal for konserter og forestillinger.',
      bookingInfo: venueBooking,
      priceInfo: 'Pris etter avtale.',
    },
  ];
  return rows.map((row, index) => ({ ...row, id: index + 1 }));
}

// ---------------------------------------------------------------- staff lists and recommendations

interface ListSpec {
  title: string;
  description: string;
  mediaTypes: string[];
  status: 'published' | 'draft';
  employee: number;
  realKeys: readonly string[];
  /** Generated works matching this predicate fill up the list. */
  fill?: { genre?: string; mediaType?: string; audience?: string; count: number };
}

const LISTS: readonly ListSpec[] = [
  {
    title: 'Nordiske perler',
    description: 'Nora anbefaler romaner fra Norden du ikke bør gå glipp av.',
    mediaTypes: ['Bok'],
    status: 'published',
    employee: 1,
    realKeys: [
      'fosse-morgon-og-kveld',
      'jacobsen-de-usynlige',
      'petterson-ut-og-stjaele-hester',
      'ullmann-de-urolige',
      'orstavik-kjaerlighet',
      'solstad-genanse',
      'vesaas-is-slottet',
      'hjorth-arv-og-miljo',
    ],
    fill: { genre: 'romaner', count: 4 },
  },
  {
    title: 'Krim til påske',
    description: 'Påskekrim er en norsk tradisjon. Her er bibliotekarenes favoritter.',
    mediaTypes: ['Bok'],
    status: 'published',
    employee: 1,
    realKeys: ['nesbo-snomannen', 'nesbo-flaggermusmannen'],
    fill: { genre: 'krim', count: 10 },
  },
  {
    title: 'Norsk film du må se',
    description: 'Fra Ni liv til Verdens verste menneske – norsk filmhistorie i et nøtteskall.',
    mediaTypes: ['Film'],
    status: 'published',
    employee: 6,
    realKeys: [
      'film-ni-liv',
      'film-flaklypa',
      'film-elling',
      'film-max-manus',
      'film-oslo-31-august',
      'film-kon-tiki',
      'film-bolgen',
      'film-verdens-verste',
      'film-kautokeino',
    ],
  },
  {
    title: 'Tegneserier for voksne',
    description: 'Grafiske romaner og striper som tåler å leses flere ganger.',
    mediaTypes: ['Tegneserie'],
    status: 'published',
    employee: 4,
    realKeys: ['overli-pondus', 'myhre-nemi', 'satrapi-persepolis', 'spiegelman-maus'],
    fill: { genre: 'grafiske romaner', count: 6 },
  },
  {
    title: 'Manga for nybegynnere',
    description: 'Aldri lest manga? Start her.',
    mediaTypes: ['Tegneserie'],
    status: 'published',
    employee: 4,
    realKeys: [],
    fill: { genre: 'manga', count: 8 },
  },
  {
    title: 'Høytlesning for hele familien',
    description: 'Bøker som er like morsomme for den som leser som for den som lytter.',
    mediaTypes: ['Bok'],
    status: 'published',
    employee: 5,
    realKeys: [
      'egner-kardemomme',
      'egner-klatremus',
      'lindgren-pippi',
      'lindgren-lovehjerte',
      'parr-vaffelhjarte',
      'dahl-matilda',
      'vestly-atte-sma',
      'proysen-teskjekjerringa',
      'jansson-trollvinter',
    ],
  },
  {
    title: 'Norsk pop gjennom tidene',
    description: 'Fra a-ha til Sigrid: norsk pop som har erobret verden.',
    mediaTypes: ['Musikkopptak'],
    status: 'published',
    employee: 6,
    realKeys: [
      'aha-hunting',
      'sissel-innerst',
      'koc-quiet',
      'royksopp-melody',
      'kaizers-ompa',
      'karpe-montebello',
      'sundfor-ten-love-songs',
      'aurora-demons',
      'sigrid-sucker-punch',
    ],
  },
  {
    title: 'Litteratur fra hele verden',
    description: 'Sara tipser om oversatt litteratur fra fem kontinenter.',
    mediaTypes: ['Bok'],
    status: 'published',
    employee: 3,
    realKeys: [
      'adichie-halv-gul-sol',
      'adichie-americanah',
      'murakami-norwegian-wood',
      'murakami-kafka',
      'ferrante-venninne',
      'lagerlof-nils',
    ],
    fill: { genre: 'romaner', count: 4 },
  },
  {
    title: 'Klassikere på nynorsk',
    description: 'Det beste av nynorsk litteratur gjennom hundre år.',
    mediaTypes: ['Bok'],
    status: 'draft',
    employee: 1,
    realKeys: [
      'vesaas-is-slottet',
      'vesaas-fuglane',
      'fosse-morgon-og-kveld',
      'fosse-trilogien',
      'parr-vaffelhjarte',
      'hauge-dropar',
    ],
  },
  {
    title: 'Filmkvelder med familien',
    description: 'Film som passer for både små og store.',
    mediaTypes: ['Film'],
    status: 'published',
    employee: 6,
    realKeys: ['film-flaklypa', 'film-totoro'],
    fill: { mediaType: 'Film', audience: 'barn', count: 6 },
  },
  {
    title: 'Lyd til hverdagen',
    description: 'Musikk og film for lange kvelder.',
    mediaTypes: ['Musikkopptak', 'Film'],
    status: 'draft',
    employee: 2,
    realKeys: ['garbarek-officium', 'grieg-peer-gynt', 'brun-temporary-dive', 'film-amelie'],
  },
];

const RECOMMENDATION_TEXTS: readonly [
  string,
  number,
  'recommendation' | 'review' | 'draft-recommendation',
  string,
  string,
][] = [
  [
    'hamsun-sult',
    1,
    'recommendation',
    'Sulten som driver en roman',
    'Over 130 år gammel, men fortsatt like intens. Hamsuns jeg-forteller er både irriterende og uimotståelig – les den høyt for deg selv!',
  ],
  [
    'fosse-morgon-og-kveld',
    1,
    'review',
    'Et helt liv på hundre sider',
    'Fosse skriver om fødsel og død med en rytme som nesten blir musikk. Boka kan leses på én kveld, men den blir værende i deg lenge. Perfekt inngang til nobelprisvinnerens forfatterskap.',
  ],
  [
    'jacobsen-de-usynlige',
    1,
    'recommendation',
    'Livet på Barrøy',
    'En vakker og karrig roman om øyfolk som klarer seg selv. Ingrid er en av de sterkeste karakterene i norsk samtidslitteratur.',
  ],
  [
    'nesbo-snomannen',
    1,
    'recommendation',
    'Årets første snø',
    'Harry Hole på sitt beste – og sitt verste. Du kommer aldri til å se på en snømann på samme måte igjen.',
  ],
  [
    'lunde-bienes-historie',
    2,
    'recommendation',
    'Klimaroman som treffer',
    'Tre tidsepoker, tre familier og et budskap som er viktigere enn noen gang. Fin lesesirkelbok.',
  ],
  [
    'gaarder-sofies-verden',
    5,
    'recommendation',
    'Filosofi for alle',
    'Boka som har fått generasjoner av unge til å stille de store spørsmålene. Fungerer også utmerket som lydbok.',
  ],
  [
    'egner-kardemomme',
    5,
    'recommendation',
    'Alltid en klassiker',
    'Kasper, Jesper og Jonatan fenger fortsatt. Syng sangene sammen – de står i boka!',
  ],
  [
    'parr-vaffelhjarte',
    5,
    'review',
    'Den beste høytlesningsboka',
    'Trille og Lena er et av de fineste vennskapene i norsk barnelitteratur. Maria Parr får deg til å le og gråte på samme side. Anbefales for alle fra seks år – og for foreldrene deres.',
  ],
  [
    'overli-pondus',
    4,
    'recommendation',
    'Pondus er folkelig på sitt beste',
    'Fotball, øl og familie. Frode Øverlis striper treffer fortsatt, og albumene går rett ut av hyllene hos oss.',
  ],
  [
    'satrapi-persepolis',
    4,
    'review',
    'En tegneserie som forandrer blikket ditt',
    'Satrapi forteller om revolusjon og krig gjennom et barns øyne, i strenge svart-hvite tegninger. Et av de viktigste verkene i tegneseriehistorien.',
  ],
  [
    'spiegelman-maus',
    4,
    'recommendation',
    'Et mesterverk',
    'Den første tegneserien som vant Pulitzerprisen. Tung, men helt nødvendig lesning.',
  ],
  [
    'film-verdens-verste',
    6,
    'recommendation',
    'Oslo-film i verdensklasse',
    'Renate Reinsve er fantastisk som Julie. Se den, og gå en tur i Oslo etterpå.',
  ],
  [
    'film-flaklypa',
    6,
    'recommendation',
    'Il Tempo Gigante!',
    'Fortsatt Norges mest sette kinofilm. Dukkefilmkunst som holder seg.',
  ],
  [
    'film-elling',
    6,
    'review',
    'Humor og varme',
    'Per Christian Ellefsen og Sven Nordin er et av norsk films beste par. En film om å tørre å ringe noen på telefonen – og om vennskap.',
  ],
  [
    'aha-hunting',
    6,
    'recommendation',
    'Mer enn Take On Me',
    'Hør hele albumet: a-ha var et seriøst popband fra første stund.',
  ],
  [
    'adichie-americanah',
    3,
    'recommendation',
    'Skarp og morsom',
    'Adichie skriver om rase, kjærlighet og hår med humor og presisjon. Les den på engelsk om du kan!',
  ],
  [
    'ferrante-venninne',
    3,
    'recommendation',
    'Napoli-feberen',
    'Lila og Elena har fått hele Europa til å lese. Vær advart: Du kommer til å reservere bind to med en gang.',
  ],
  [
    'murakami-norwegian-wood',
    3,
    'recommendation',
    'Murakami for nybegynnere',
    'Hans mest realistiske roman, og kanskje den fineste. Beatles-låten går på repeat i hodet.',
  ],
  [
    'undset-kristin',
    1,
    'review',
    'Middelalderen på sitt mest levende',
    'Kristin Lavransdatter er en lang leseopplevelse, men hvert kapittel er verdt det. Undset gjør middelalderens mennesker til våre samtidige.',
  ],
  [
    'orwell-1984',
    2,
    'recommendation',
    'Mer aktuell enn noensinne',
    'Overvåking, sannhet og språk – Orwells dystopi er pensum for alle som bruker internett.',
  ],
  [
    'grieg-peer-gynt',
    6,
    'recommendation',
    'Morgenstemning',
    'Oslo-Filharmonien spiller Grieg med nerve og varme. Perfekt søndagsmusikk.',
  ],
  [
    'christensen-beatles',
    1,
    'draft-recommendation',
    'Oslo på 60-tallet',
    'Utkast: Kim, Gunnar, Ola og Seb – fire gutter og en vestkant som ikke finnes lenger.',
  ],
];

function buildStaffContent(
  rng: Random,
  cat: CatalogueSeed,
  employees: readonly EmployeeRow[],
  now: Date,
): Pick<ContentSeed, 'staffLists' | 'staffListItems' | 'recommendations'> {
  const workId = (key: string): number => {
    const id = cat.realWorkIds.get(key);
    if (id === undefined) throw new Error(`no real work ${key}`);
    return id;
  };
  const realIds = new Set(cat.realWorkIds.values());
  const staffLists: StaffListRow[] = [];
  const staffListItems: StaffListItemRow[] = [];
  LISTS.forEach((spec, index) => {
    const id = index + 1;
    staffLists.push({
      id,
      title: spec.title,
      description: spec.description,
      mediaTypes: spec.mediaTypes,
      status: spec.status,
      createdById: employees[spec.employee - 1].id,
      createdAt: new Date(now.getTime() - (index * 9 + 3) * 86_400_000),
    });
    const ids = spec.realKeys.map(workId);
    if (spec.fill) {
      const { genre, mediaType, audience, count } = spec.fill;
      const candidates = cat.works.filter((work) => {
        if (realIds.has(work.id)) return false;
        const info = cat.workInfo.get(work.id);
        return (
          (genre === undefined || (work.genres ?? []).includes(genre)) &&
          (mediaType === undefined || info?.mediaType === mediaType) &&
          (audience === undefined || info?.audience === audience)
        );
      });
      for (const work of rng.sample(candidates, count)) ids.push(work.id);
    }
    [...new Set(ids)].forEach((workIdValue, position) =>
      staffListItems.push({ listId: id, workId: workIdValue, position: position + 1 }),
    );
  });

  const recommendations: RecommendationRow[] = RECOMMENDATION_TEXTS.map(
    ([key, employee, kind, title, text], index) => ({
      id: index + 1,
      kind: kind === 'review' ? 'review' : 'recommendation',
      workId: workId(key),
      employeeId: employees[employee - 1].id,
      title,
      text,
      status: kind === 'draft-recommendation' ? 'draft' : 'published',
      createdAt: new Date(now.getTime() - (index * 5 + 1) * 86_400_000),
    }),
  );
  // Short recommendations of generated works so every employee has a handful.
  const generated = rng.sample(
    cat.works.filter((work) => !realIds.has(work.id) && work.genres && work.genres.length > 0),
    18,
  );
  generated.forEach((work, index) => {
    const employee = employees[index % employees.length];
    recommendations.push({
      id: recommendations.length + 1,
      kind: index % 6 === 5 ? 'review' : 'recommendation',
      workId: work.id,
      employeeId: employee.id,
      title: rng.pick([
        'Et skjult mesterverk',
        'Lånernes favoritt',
        'Verdt et lån',
        'Ny i samlingen',
        'Perfekt til hytta',
        'Les denne!',
      ]),
      text: `${employee.name.split(' ')[0]} anbefaler «${work.title}»: ${rng.pick(['Jeg ble sittende oppe altfor lenge med denne.', 'En overraskende og varm leseopplevelse.', 'Fortjener mange flere lesere.', 'Vi har flere eksemplarer – lån den i dag.', 'Passer like godt for nybegynnere som for erfarne.'])}`,
      status: 'published',
      createdAt: new Date(now.getTime() - (index * 4 + 2) * 86_400_000),
    });
  });
  return { staffLists, staffListItems, recommendations };
}

// ---------------------------------------------------------------- campaigns and banners

function buildCampaigns(now: Date): CampaignRow[] {
  const created = (days: number): Date => new Date(now.getTime() - days * 86_400_000);
  return [
    {
      id: 1,
      title: 'Bli låner – det er gratis',
      text: 'Med lånekort fra Deichman kan du låne bøker, film, musikk, spill og e-bøker. Registrer deg på nett på to minutter.',
      link: '/registrer-deg',
      pages: ['forside'],
      campaignType: 'hero',
      verticalPlacement: 'top',
      screens: [],
      screenPresentationType: 'image',
      imageUrl: '/images/campaigns/bli-laner.jpg',
      imageVerticalUrl: '/images/campaigns/bli-laner-staende.jpg',
      imageHorizontalUrl: '/images/campaigns/bli-laner-liggende.jpg',
      active: true,
      createdAt: created(20),
    },
    {
      id: 2,
      title: 'Nye tegneserier hver uke',
      text: 'Tegneseriebiblioteket på Grünerløkka fylles på hver uke. Se de nyeste albumene.',
      link: '/inspirasjon/tegneserier',
      pages: ['forside', 'inspirasjon'],
      campaignType: 'teaser',
      verticalPlacement: 'middle',
      screens: [],
      screenPresentationType: 'image',
      imageUrl: '/images/campaigns/tegneserier.jpg',
      imageVerticalUrl: null,
      imageHorizontalUrl: '/images/campaigns/tegneserier-liggende.jpg',
      active: true,
      createdAt: created(12),
    },
    {
      id: 3,
      title: 'Velkommen til Deichman',
      text: 'Lån, les, lytt, lag og lær – alt er gratis på biblioteket.',
      link: null,
      pages: [],
      campaignType: 'screen',
      verticalPlacement: null,
      screens: CAMPAIGN_SCREENS,
      screenPresentationType: 'image',
      imageUrl: '/images/campaigns/velkommen.jpg',
      imageVerticalUrl: '/images/campaigns/velkommen-staende.jpg',
      imageHorizontalUrl: '/images/campaigns/velkommen-liggende.jpg',
      active: true,
      createdAt: created(30),
    },
    {
      id: 4,
      title: 'Husk å levere i tide',
      text: 'Du kan fornye lånene dine på Min side – eller levere i innleveringsautomaten døgnet rundt.',
      link: '/min-side/laan',
      pages: [],
      campaignType: 'screen',
      verticalPlacement: null,
      screens: CAMPAIGN_SCREENS,
      screenPresentationType: 'no-image',
      imageUrl: null,
      imageVerticalUrl: null,
      imageHorizontalUrl: null,
      active: true,
      createdAt: created(8),
    },
    {
      id: 5,
      title: 'Julegavetips fra bibliotekarene',
      text: 'Bibliotekarene har plukket ut årets beste bøker å gi bort.',
      link: '/litteratur',
      pages: ['forside'],
      campaignType: 'hero',
      verticalPlacement: 'top',
      screens: [],
      screenPresentationType: 'image',
      imageUrl: '/images/campaigns/julegavetips.jpg',
      imageVerticalUrl: null,
      imageHorizontalUrl: null,
      active: false,
      createdAt: created(200),
    },
  ];
}

function buildBanners(now: Date): BannerRow[] {
  return [
    {
      id: 1,
      active: true,
      message: 'Deichman Bjørvika har utvidet åpningstid i eksamensperioden – velkommen til ekstra studieplasser!',
      link: '/bibliotekene/bjorvika',
      linkText: 'Se åpningstider',
      createdAt: new Date(now.getTime() - 2 * 86_400_000),
    },
    {
      id: 2,
      active: false,
      message: 'Min side er utilgjengelig natt til søndag på grunn av vedlikehold.',
      link: null,
      linkText: null,
      createdAt: new Date(now.getTime() - 60 * 86_400_000),
    },
  ];
}

export function buildContent(
  rng: Random,
  libraries: readonly LibraryRow[],
  cat: CatalogueSeed,
  employees: readonly EmployeeRow[],
  now: Date,
): ContentSeed {
  const { services, links } = buildServices(libraries);
  return {
    events: buildEvents(rng.fork('events'), libraries, cat, now),
    libraryServices: services,
    libraryServiceLibraries: links,
    rooms: buildRooms(libraries),
    ...buildStaffContent(rng.fork('staff'), cat, employees, now),
    campaigns: buildCampaigns(now),
    banners: buildBanners(now),
  };
}
