// Recordings for /api/audiovideo (SPEC §7): one per past event that was filmed, plus a few service videos.
import type { audioVideos } from '../schema.ts';
import type { ContentSeed } from './content.ts';

export type AudioVideoRow = typeof audioVideos.$inferInsert & { id: number };

/** Service videos by service title: guides that belong to a service rather than to one event. */
const SERVICE_VIDEOS: readonly {
  service: string;
  title: string;
  description: string;
  kind: 'video' | 'audio';
  seconds: number;
  file: string;
}[] = [
  {
    service: 'E-bøker og e-lydbøker',
    title: 'Slik låner du e-bøker i appen',
    description: 'En kort film som viser hvordan du logger inn med lånekortet og låner din første e-bok.',
    kind: 'video',
    seconds: 184,
    file: '/media/video/slik-laner-du-e-boker.mp4',
  },
  {
    service: 'E-bøker og e-lydbøker',
    title: 'Lydbøker på mobilen – lydguide',
    description: 'Bibliotekaren forklarer hvordan du laster ned lydbøker og lytter uten nett.',
    kind: 'audio',
    seconds: 312,
    file: '/media/audio/lydboker-pa-mobilen.mp3',
  },
  {
    service: 'Makerspace',
    title: 'Velkommen til makerspace',
    description: 'Se hva du kan lage med 3D-printer, laserkutter og symaskin – og hvordan du booker utstyret.',
    kind: 'video',
    seconds: 245,
    file: '/media/video/velkommen-til-makerspace.mp4',
  },
  {
    service: 'Digital hjelp',
    title: 'Kom i gang med BankID',
    description: 'Steg for steg: bestill og ta i bruk BankID på mobil.',
    kind: 'video',
    seconds: 398,
    file: '/media/video/kom-i-gang-med-bankid.mp4',
  },
];

/**
 * Deterministic recording rows from the content seed: events that carry a videoUrl get a row with
 * the same address (published when the event ends), and each service video is linked to its
 * service. No randomness, so the rest of the seed is unchanged.
 */
export function buildAudioVideos(content: Pick<ContentSeed, 'events' | 'libraryServices'>, now: Date): AudioVideoRow[] {
  const rows: AudioVideoRow[] = [];
  const filmed = content.events.filter((e) => typeof e.videoUrl === 'string' && !e.privateEvent && !e.dontShowOnWeb);
  for (const event of filmed) {
    rows.push({
      id: rows.length + 1,
      title: `Opptak: ${event.title}`,
      description: event.lead ?? '',
      kind: 'video',
      url: event.videoUrl as string,
      durationSeconds: Math.round((event.endAt.getTime() - event.startAt.getTime()) / 1000),
      imageUrl: event.imageUrl ?? null,
      eventId: event.id,
      serviceId: null,
      publishedAt: event.endAt,
    });
  }
  SERVICE_VIDEOS.forEach((video, index) => {
    const service = content.libraryServices.find((s) => s.title === video.service);
    if (!service) return;
    rows.push({
      id: rows.length + 1,
      title: video.title,
      description: video.description,
      kind: video.kind,
      url: video.file,
      durationSeconds: video.seconds,
      imageUrl: service.imageUrl ?? null,
      eventId: null,
      serviceId: service.id,
      publishedAt: new Date(now.getTime() - (index + 1) * 7 * 86_400_000),
    });
  });
  return rows;
}
