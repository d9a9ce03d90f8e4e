// Rooms and venues grouped by branch: capacity, equipment, price and how to book (SPEC §2 room routes).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDataLang } from '#app/i18n/use-data-lang.ts';

interface RoomView {
  id: number;
  name: string;
  capacity: number;
  equipment: readonly string[];
  description: string;
  bookingInfo: string;
  priceInfo: string | null;
}

export interface BranchRoomsView {
  library: { id: number; name: string; slug: string; address: string; phone: string | null; email: string | null };
  rooms: readonly RoomView[];
}

function Contact({ library }: { library: BranchRoomsView['library'] }) {
  const { t } = useTranslation('site', { keyPrefix: 'rooms' });
  if (!library.phone && !library.email) return null;
  return (
    <>
      {' '}
      {t('contact')}: {library.phone && <a href={`tel:${library.phone.replace(/\s+/g, '')}`}>{library.phone}</a>}
      {library.phone && library.email && ', '}
      {library.email && <a href={`mailto:${library.email}`}>{library.email}</a>}
    </>
  );
}

function RoomCard({
  room,
  library,
  free,
  showBooking,
}: {
  room: RoomView;
  library: BranchRoomsView['library'];
  free: boolean;
  showBooking: boolean;
}) {
  const { t } = useTranslation('site', { keyPrefix: 'rooms' });
  const dataLang = useDataLang();
  return (
    <li className="card room-card">
      <h3 lang={dataLang}>{room.name}</h3>
      {room.description && <p lang={dataLang}>{room.description}</p>}
      <dl className="facts room-card__facts">
        <div>
          <dt>{t('capacityTerm')}</dt>
          <dd>{t('capacity', { count: room.capacity })}</dd>
        </div>
        <div>
          <dt>{t('equipmentTerm')}</dt>
          <dd lang={room.equipment.length > 0 ? dataLang : undefined}>
            {room.equipment.length > 0 ? room.equipment.join(', ') : t('noEquipment')}
          </dd>
        </div>
        <div>
          <dt>{t('priceTerm')}</dt>
          <dd lang={room.priceInfo ? dataLang : undefined}>{room.priceInfo ?? (free ? t('freePrice') : '–')}</dd>
        </div>
        {showBooking && (
          <div>
            <dt>{t('howToBook')}</dt>
            <dd>
              <span lang={dataLang}>{room.bookingInfo}</span>
              <Contact library={library} />
            </dd>
          </div>
        )}
      </dl>
    </li>
  );
}

export function RoomList({ branches, free }: { branches: readonly BranchRoomsView[]; free: boolean }) {
  const { t } = useTranslation('site', { keyPrefix: 'rooms' });
  const dataLang = useDataLang();
  if (branches.length === 0) return <p>{t('noRooms')}</p>;
  return (
    <>
      {branches.map(({ library, rooms }) => {
        // Rooms of a branch usually share one booking text: say it once under the rooms, not in every card.
        const shared = rooms.every((room) => room.bookingInfo === rooms[0].bookingInfo) ? rooms[0].bookingInfo : null;
        return (
          <section key={library.id} className="room-branch" aria-labelledby={`bibliotek-${library.slug}`}>
            <h2 id={`bibliotek-${library.slug}`}>
              {library.name}{' '}
              <span className="muted room-branch__count">({t('roomCount', { count: rooms.length })})</span>
            </h2>
            <p className="muted">
              {library.address} ·{' '}
              <Link to={`/bibliotekene/${library.slug}`}>{t('branchPage', { library: library.name })}</Link>
            </p>
            <ul className="card-list room-list">
              {rooms.map((room) => (
                <RoomCard key={room.id} room={room} library={library} free={free} showBooking={shared === null} />
              ))}
            </ul>
            {shared !== null && (
              <div className="room-booking">
                <h3>{t('howToBook')}</h3>
                <p>
                  <span lang={dataLang}>{shared}</span>
                  <Contact library={library} />
                </p>
              </div>
            )}
          </section>
        );
      })}
    </>
  );
}
