// Min side shows a "første ledige" group (decision 034) as one reservation: its reservations together, where the first stands.
/** One line of the reservations list: a reservation, or a group's first reservation with the whole group (two or more still open). */
export interface ReservationEntry<T> {
  r: T;
  group: T[] | null;
}

export function groupedReservations<T extends { id: number; groupId: number | null }>(
  list: readonly T[],
): ReservationEntry<T>[] {
  const byGroup = new Map<number, T[]>();
  for (const r of list) if (r.groupId !== null) byGroup.set(r.groupId, [...(byGroup.get(r.groupId) ?? []), r]);
  const entries: ReservationEntry<T>[] = [];
  for (const r of list) {
    const group = r.groupId === null ? undefined : byGroup.get(r.groupId);
    if (!group || group.length < 2) entries.push({ r, group: null });
    else if (group[0] === r) entries.push({ r, group });
  }
  return entries;
}
