// Info-screen layouts (ordered slide lists for the 11 layouts of SPEC §2) and the demo screens that use them.
import {
  RANDOM_VIDEO_EVERY_NTH,
  SLIDE_DURATION_CAMPAIGN_S,
  SLIDE_DURATION_EVENTS_S,
  SLIDE_DURATION_INTRO_S,
  SLIDE_DURATION_LISTS_S,
  SLIDE_DURATION_PORTRAIT_CAMPAIGN_S,
  SLIDE_DURATION_SINGLE_CAMPAIGN_S,
  SLIDE_DURATION_TEST_PORTRAIT_S,
} from '#core/constants.ts';
import type { ScreenLayout, SlideType } from '#core/screens.ts';
import type { screenLayouts, screens } from '../schema.ts';
import type { LibraryRow } from './libraries.ts';

export type ScreenLayoutRow = typeof screenLayouts.$inferInsert & { name: ScreenLayout; slides: Slide[] };
export type ScreenRow = typeof screens.$inferInsert & { id: string };

/** One slide as stored in screen_layouts.slides (SPEC §3 Slide). */
interface Slide {
  type: SlideType;
  duration: number;
  slideKey: string;
  theme: 'dark' | 'light';
  eventDate?: 'today' | 'tomorrow' | 'future';
  videoUrl?: string;
  presentationMode?: 'stand-alone' | 'slide';
  showEveryNthIteration?: number;
  sources?: { videoUrl: string; duration: number }[];
}

type SlideInput = Omit<Slide, 'slideKey' | 'theme'> & { theme?: Slide['theme'] };

const VIDEO = {
  intro: '/media/video/skjerm/velkommen-til-deichman.webm',
  makerspace: '/media/video/skjerm/makerspace.webm',
  children: '/media/video/skjerm/barneavdelingen.webm',
  random: [
    { videoUrl: '/media/video/skjerm/tilfeldig-bokstavene.webm', duration: 20 },
    { videoUrl: '/media/video/skjerm/tilfeldig-fjorden.webm', duration: 25 },
    { videoUrl: '/media/video/skjerm/tilfeldig-lesere.webm', duration: 15 },
  ],
};

const welcome = (theme: Slide['theme'] = 'dark'): SlideInput => ({
  type: 'WelcomeAndOpeningHours',
  duration: SLIDE_DURATION_INTRO_S,
  theme,
});
const event = (eventDate: Slide['eventDate'], theme: Slide['theme'] = 'dark'): SlideInput => ({
  type: 'Event',
  duration: SLIDE_DURATION_EVENTS_S,
  eventDate,
  theme,
});
const eventList = (
  eventDate: Slide['eventDate'],
  presentationMode: Slide['presentationMode'],
  theme: Slide['theme'] = 'light',
): SlideInput => ({ type: 'EventList', duration: SLIDE_DURATION_LISTS_S, eventDate, presentationMode, theme });
const campaign = (duration: number = SLIDE_DURATION_CAMPAIGN_S, theme: Slide['theme'] = 'dark'): SlideInput => ({
  type: 'Campaign',
  duration,
  theme,
});
const weekly = (theme: Slide['theme'] = 'light'): SlideInput => ({
  type: 'WeeklyOpeningHours',
  duration: SLIDE_DURATION_LISTS_S,
  theme,
});
const wifi = (theme: Slide['theme'] = 'dark'): SlideInput => ({
  type: 'Wifi',
  duration: SLIDE_DURATION_LISTS_S,
  theme,
});
const video = (videoUrl: string, duration: number): SlideInput => ({ type: 'Video', duration, videoUrl });
const randomVideo = (): SlideInput => ({
  type: 'RandomVideo',
  duration: Math.max(...VIDEO.random.map((s) => s.duration)),
  showEveryNthIteration: RANDOM_VIDEO_EVERY_NTH,
  sources: VIDEO.random,
});

const LAYOUTS: Record<ScreenLayout, SlideInput[]> = {
  defaultLandscape: [
    welcome(),
    event('today'),
    eventList('today', 'slide'),
    campaign(),
    event('tomorrow'),
    wifi(),
    weekly(),
    video(VIDEO.intro, 30),
    randomVideo(),
  ],
  defaultPortrait: [
    welcome(),
    event('today'),
    campaign(SLIDE_DURATION_PORTRAIT_CAMPAIGN_S),
    eventList('today', 'stand-alone'),
    event('future', 'light'),
    wifi(),
    randomVideo(),
  ],
  entrance: [welcome(), eventList('today', 'stand-alone'), campaign(), weekly(), event('tomorrow')],
  groundFloorBjorvika: [
    welcome(),
    eventList('today', 'slide'),
    event('today'),
    event('tomorrow', 'light'),
    campaign(),
    video(VIDEO.makerspace, 25),
    wifi(),
    randomVideo(),
  ],
  otherFloorBjorvika: [
    event('today'),
    eventList('future', 'slide'),
    campaign(),
    wifi('light'),
    video(VIDEO.children, 20),
  ],
  boxLeft: [event('today'), event('future', 'light'), campaign()],
  boxRight: [eventList('today', 'stand-alone'), campaign(SLIDE_DURATION_CAMPAIGN_S, 'light'), weekly('dark')],
  testLandscape: [
    welcome(),
    event('today'),
    event('tomorrow', 'light'),
    event('future'),
    eventList('today', 'slide'),
    eventList('future', 'stand-alone', 'dark'),
    campaign(),
    weekly(),
    wifi(),
    video(VIDEO.intro, 30),
    randomVideo(),
  ],
  testPortrait: [
    { ...welcome(), duration: SLIDE_DURATION_TEST_PORTRAIT_S },
    { ...event('today'), duration: SLIDE_DURATION_TEST_PORTRAIT_S },
    { ...eventList('today', 'stand-alone'), duration: SLIDE_DURATION_TEST_PORTRAIT_S },
    { ...campaign(), duration: SLIDE_DURATION_TEST_PORTRAIT_S },
    { ...wifi(), duration: SLIDE_DURATION_TEST_PORTRAIT_S },
    { ...weekly(), duration: SLIDE_DURATION_TEST_PORTRAIT_S },
  ],
  singleCampaign: [campaign(SLIDE_DURATION_SINGLE_CAMPAIGN_S)],
  campaignSlidesPortrait: [
    campaign(SLIDE_DURATION_PORTRAIT_CAMPAIGN_S),
    campaign(SLIDE_DURATION_PORTRAIT_CAMPAIGN_S, 'light'),
    campaign(SLIDE_DURATION_PORTRAIT_CAMPAIGN_S),
  ],
};

export function buildScreenLayouts(): ScreenLayoutRow[] {
  return (Object.entries(LAYOUTS) as [ScreenLayout, SlideInput[]][]).map(([name, inputs]) => ({
    name,
    slides: inputs.map((input, index) => ({
      ...input,
      theme: input.theme ?? 'dark',
      // Stable keys: layout, position and type, so a reseed gives the same keys.
      slideKey: `${name}-${index + 1}-${input.type.toLowerCase()}`,
    })),
  }));
}

export function buildScreens(libraries: readonly LibraryRow[]): ScreenRow[] {
  const lib = (name: string): number => {
    const l = libraries.find((x) => x.name === name);
    if (!l) throw new Error(`no library ${name}`);
    return l.id;
  };
  const rows: [string, string, string, ScreenLayout][] = [
    ['bjorvika/0-1', 'Bjørvika, 1. etasje ved hovedtrappen', 'Bjørvika', 'groundFloorBjorvika'],
    ['bjorvika/3-1', 'Bjørvika, 3. etasje', 'Bjørvika', 'otherFloorBjorvika'],
    ['bjorvika/5-1', 'Bjørvika, 5. etasje', 'Bjørvika', 'otherFloorBjorvika'],
    ['bjorvika/inngang', 'Bjørvika, hovedinngangen', 'Bjørvika', 'entrance'],
    ['bjorvika/boks-venstre', 'Bjørvika, skjermboks venstre', 'Bjørvika', 'boxLeft'],
    ['bjorvika/boks-hoyre', 'Bjørvika, skjermboks høyre', 'Bjørvika', 'boxRight'],
    ['grunerlokka/1-1', 'Grünerløkka, inngangen', 'Grünerløkka', 'defaultLandscape'],
    ['furuset/1-1', 'Furuset, ved skranken', 'Furuset', 'defaultPortrait'],
    ['majorstuen/1-1', 'Majorstuen, kampanjeskjerm', 'Majorstuen', 'singleCampaign'],
    ['stovner/1-1', 'Stovner, kampanjeskjerm', 'Stovner', 'campaignSlidesPortrait'],
    ['test/landscape', 'Testskjerm liggende', 'Bjørvika', 'testLandscape'],
    ['test/portrait', 'Testskjerm stående', 'Bjørvika', 'testPortrait'],
  ];
  return rows.map(([id, name, library, layout]) => ({ id, name, libraryId: lib(library), layout }));
}
