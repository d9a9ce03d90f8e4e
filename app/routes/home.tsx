// The home page (SPEC §2 "/"): search first, then the ways into the library.
import { Link } from 'react-router';
import { SITE_NAME, pageTitle } from '#app/lib/site.ts';

export const meta = () => [
  { title: pageTitle() },
  { name: 'description', content: 'Søk i samlingen, finn arrangementer og åpningstider, og lån bøker, film og musikk.' },
];

const entrances = [
  { to: '/hva-skjer', title: 'Hva skjer', text: 'Konserter, foredrag, kurs og eventyrstunder.' },
  { to: '/bibliotekene', title: 'Bibliotekene', text: 'Adresser og åpningstider for alle bibliotekene.' },
  { to: '/litteratur', title: 'Litteratur', text: 'Anbefalinger og lister fra bibliotekarene.' },
  { to: '/vi-tilbyr', title: 'Vi tilbyr', text: 'Kurs, veiledning, verksteder og utstyr.' },
];

export default function Home() {
  return (
    <div className="page">
      <h1 className="page-heading">Velkommen til {SITE_NAME}</h1>
      <form action="/sok" method="get" role="search" className="hero-search">
        <label htmlFor="home-search">Søk etter bøker, filmer, musikk og mer</label>
        <div className="hero-search-row">
          <input id="home-search" name="query" type="search" autoComplete="off" />
          <button type="submit">Søk</button>
        </div>
      </form>
      <ul className="card-list">
        {entrances.map((entrance) => (
          <li key={entrance.to} className="card">
            <h2>
              <Link to={entrance.to}>{entrance.title}</Link>
            </h2>
            <p>{entrance.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
