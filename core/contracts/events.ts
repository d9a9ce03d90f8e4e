// JSON of events (/api/library-events, /hva-skjer, the home page): one definition that server/ fills and app/
// renders (docs/decisions/023).
import type { RegistrationWindow, SeatAvailability } from '../event-registration.ts';
import type { EventFilterGroup } from '../events.ts';

/** Sign-up through the portal (issue #21): only on events that require it; no personal data. */
export interface EventRegistrationInfo {
  state: RegistrationWindow;
  availability: SeatAvailability;
  /** Null = no limit. */
  capacity: number | null;
  seatsLeft: number | null;
  waitlistEnabled: boolean;
  waitlisted: number;
  opensAt: string | null;
  /** When sign-up closes (the event's start when staff set nothing earlier). */
  closesAt: string;
  visitorsMayRegister: boolean;
  /** 'Fullt', 'Venteliste', 'N plasser igjen' … (core/event-registration.ts seatLabel). */
  label: string | null;
}

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
  /** Staff cancelled the event (issue #21). */
  cancelled: boolean;
  registration: EventRegistrationInfo | null;
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

/** One sign-up as staff see it (personal data; docs/decisions/026). */
export interface Attendee {
  registrationId: number;
  name: string;
  email: string | null;
  phone: string | null;
  /** Signed up with a library card (else a visitor). */
  cardHolder: boolean;
  cardNumber: string | null;
  attended: boolean | null;
  registeredAt: string;
  promotedAt: string | null;
}

export interface AttendeeList {
  event: {
    id: number;
    title: string;
    startAt: string;
    endAt: string;
    place: string;
    capacity: number | null;
    cancelled: boolean;
    registrationRequired: boolean;
  };
  confirmed: Attendee[];
  waitlisted: Attendee[];
  cancelledCount: number;
}
