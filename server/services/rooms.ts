// Meeting rooms and venues by branch (SPEC §2 /moterom-gratis, /moterom-utleie, /event-og-konferanse).
import { eq } from 'drizzle-orm';
import { libraries, rooms } from '#server/db/schema.ts';
import type { ServiceContext } from './context.ts';
import type { RoomKind } from '#core/contracts/offers.ts';

interface RoomDto {
  id: number;
  name: string;
  capacity: number;
  equipment: string[];
  description: string;
  bookingInfo: string;
  priceInfo: string | null;
}

export interface BranchRoomsDto {
  library: { id: number; name: string; slug: string; address: string; phone: string | null; email: string | null };
  rooms: RoomDto[];
}

const nb = (a: string, b: string) => a.localeCompare(b, 'nb', { numeric: true });

/** Rooms of one kind grouped by branch: branches alphabetically (Norwegian order), rooms by name. */
export async function listRoomsByBranch(ctx: ServiceContext, kind: RoomKind): Promise<BranchRoomsDto[]> {
  const rows = await ctx.db
    .select({
      room: rooms,
      library: {
        id: libraries.id,
        name: libraries.name,
        slug: libraries.slug,
        address: libraries.address,
        phone: libraries.phone,
        email: libraries.email,
      },
    })
    .from(rooms)
    .innerJoin(libraries, eq(libraries.id, rooms.libraryId))
    .where(eq(rooms.kind, kind));
  const groups = new Map<number, BranchRoomsDto>();
  for (const { room, library } of rows) {
    const group = groups.get(library.id) ?? { library, rooms: [] };
    group.rooms.push({
      id: room.id,
      name: room.name,
      capacity: room.capacity,
      equipment: room.equipment,
      description: room.description,
      bookingInfo: room.bookingInfo,
      priceInfo: room.priceInfo,
    });
    groups.set(library.id, group);
  }
  return [...groups.values()]
    .map((group) => ({ ...group, rooms: group.rooms.sort((a, b) => nb(a.name, b.name)) }))
    .sort((a, b) => nb(a.library.name, b.library.name));
}
