// What the library offers (/vi-tilbyr, recordings, meeting rooms): shapes that server/ fills and app/ renders or sends
// back (docs/decisions/023).

/** A recording of an event or a service video (SPEC §7 /api/audiovideo). */
export interface AudioVideoDto {
  /** null for a recording known only from the event's own video address. */
  id: number | null;
  title: string;
  description: string;
  kind: 'video' | 'audio';
  url: string;
  durationSeconds: number | null;
  image: { url: string } | null;
  eventId: number | null;
  serviceId: number | null;
  publishedAt: string;
}

/** The SPEC §2 filters of /vi-tilbyr and /api/library-services. */
export interface LibraryServiceQuery {
  serviceForm?: readonly string[];
  targetAudience?: readonly string[];
  /** Library slugs (or names, as the events filter sends them). */
  branch?: readonly string[];
  q?: string;
  hasAudioVideo?: boolean;
}

/** free = /moterom-gratis, rent = /moterom-utleie, venue = /event-og-konferanse. */
export type RoomKind = 'free' | 'rent' | 'venue';
