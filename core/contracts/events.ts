// JSON of events (/api/library-events, /hva-skjer, the home page): one definition that server/ fills and app/
// renders (docs/decisions/023).
import type { EventFilterGroup } from '../events.ts';

/** One event as the API and the pages show it (SPEC §3 Event). */
export interface EventDto {
  id: number;
  title: string;
  lead: string;
  /** Oslo date and times of the start and end (core/events.ts eventDateFields). */
  date: string;
  startTime: string;
  endTime: string;
  startAt: string;
  endAt: string;
  branch: { id: number; name: string; slug: string } | null;
  location: string | null;
  targetAudience: string[];
  eventType: string;
  tags: string[];
  image: { url: string } | null;
  infoScreenImage: { url: string } | null;
  highlight: boolean;
  price: string | null;
  registrationUrl: string | null;
  hasAudioVideo: boolean;
}

/** A page of /api/library-events. */
export interface EventSearchResult {
  searchResults: EventDto[];
  /** Highlighted events among the matches, with the first page of an ordinary search. */
  searchResultsHighlighted?: EventDto[];
  filters: EventFilterGroup[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}
