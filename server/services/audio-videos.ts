// Recordings of events and service videos (SPEC §7 /api/audiovideo/{id} and ?serviceId=); those of private or hidden events stay hidden.
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { AudioVideoDto } from '#core/contracts/offers.ts';
import { codedError } from '#server/services/coded-error.ts';
import { audioVideos, events, libraryServices } from '#server/db/schema.ts';
import type { ServiceContext } from './context.ts';

type AudioVideoRow = typeof audioVideos.$inferSelect;

export function presentAudioVideo(row: AudioVideoRow): AudioVideoDto {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    kind: row.kind,
    url: row.url,
    durationSeconds: row.durationSeconds,
    image: row.imageUrl ? { url: row.imageUrl } : null,
    eventId: row.eventId,
    serviceId: row.serviceId,
    publishedAt: row.publishedAt.toISOString(),
  };
}

/** A recording is public unless it belongs to a private event or one hidden from the web. */
const isPublicRecording = or(
  isNull(audioVideos.eventId),
  and(eq(events.privateEvent, false), eq(events.dontShowOnWeb, false)),
);

/** One recording. @throws AppError not_found 'audio_video_not_found' */
export async function getAudioVideo(ctx: ServiceContext, id: number): Promise<AudioVideoDto> {
  const [row] = await ctx.db
    .select({ audioVideo: audioVideos })
    .from(audioVideos)
    .leftJoin(events, eq(events.id, audioVideos.eventId))
    .where(and(eq(audioVideos.id, id), isPublicRecording))
    .limit(1);
  if (!row) throw codedError('not_found', 'audio_video_not_found');
  return presentAudioVideo(row.audioVideo);
}

/** The recordings of a published library service, newest first. @throws AppError not_found 'service_not_found' */
export async function listAudioVideosForService(ctx: ServiceContext, serviceId: number): Promise<AudioVideoDto[]> {
  const [service] = await ctx.db
    .select({ id: libraryServices.id })
    .from(libraryServices)
    .where(and(eq(libraryServices.id, serviceId), eq(libraryServices.published, true)))
    .limit(1);
  if (!service) throw codedError('not_found', 'service_not_found');
  const rows = await ctx.db
    .select({ audioVideo: audioVideos })
    .from(audioVideos)
    .leftJoin(events, eq(events.id, audioVideos.eventId))
    .where(and(eq(audioVideos.serviceId, serviceId), isPublicRecording))
    .orderBy(desc(audioVideos.publishedAt), desc(audioVideos.id));
  return rows.map((r) => presentAudioVideo(r.audioVideo));
}
