// Editorial pages of the demo library: legal pages and the footer pages, as ordered sections of blocks.
import type { pages } from '../schema.ts';

export type PageRow = typeof pages.$inferInsert & { id: number; slug: string };

type BlockInput =
  | { type: 'text'; text: string }
  | { type: 'faq'; items: { question: string; answer: string }[] }
  | { type: 'links'; links: { text: string; href: string }[] }
  | { type: 'image'; url: string; alt: string; width: number; height: number; caption?: string }
  | { type: 'works'; listId: number; heading?: string }
  | { type: 'events'; heading?: string; tag?: string; eventType?: string; branch?: string; limit?: number };
type Block = BlockInput & { order: number };

interface Section {
  order: number;
  heading?: string;
  anchor?: string;
  blocks: Block[];
}

interface PageSpec {
  slug: string;
  title: string;
  lead: string;
  tags: string[];
  /** Sections as [heading, anchor, blocks]; order numbers are assigned from position. */
  sections: [string | null, string | null, BlockInput[]][];
}

function text(value: string): BlockInput {
  return { type: 'text', text: value };
}
function faq(items: [string, string][]): BlockInput {
  return { type: 'faq', items: items.map(([question, answer]) => ({ question, answer })) };
}
function links(items: [string, string][]): BlockInput {
  return { type: 'links', links: items.map(([t, href]) => ({ text: t, href })) };
}
/** A checked-in demo illustration (content/images), served resized through /api/images/resize. */
function image(url: string, alt: string, caption?: string): BlockInput {
  return { type: 'image', url, alt, width: 1200, height: 800, ...(caption ? { caption } : {}) };
}
/** An embedded staff list of works; list ids are those of seed/content.ts (1 = 'Nordiske perler'). */
function works(listId: number): BlockInput {
  return { type: 'works', listId };
}
function eventList(filter: { eventType?: string; tag?: string; branch?: string }, limit: number): BlockInput {
  return { type: 'events', ...filter, limit };
}

const PAGES: readonly PageSpec[] = [
  {
    slug: 'personvern',
    title: 'Personvernerklæring',
    lead: 'Slik behandler Deichman personopplysningene dine.',
    tags: ['juridisk'],
    sections: [
      [
        null,
        null,
        [
          text(
            'Deichman er Oslo kommunes folkebibliotek. Vi behandler personopplysninger for å kunne låne ut materiale, sende deg varsler og gi deg gode tjenester. Oslo kommune ved Kulturetaten er behandlingsansvarlig.',
          ),
        ],
      ],
      [
        'Hvilke opplysninger vi lagrer',
        'opplysninger',
        [
          text(
            'Når du blir låner, lagrer vi navn, fødselsdato, adresse, e-post, telefonnummer og lånekortnummer. Vi lagrer hva du har lånt så lenge lånet pågår. Lånehistorikk lagres bare hvis du selv har valgt det på Min side.',
          ),
        ],
      ],
      [
        'Hvorfor vi behandler opplysningene',
        'formal',
        [
          text(
            'Opplysningene brukes til utlån, reservasjoner, varsler om hentemateriale og forfall, og til å kreve inn erstatning for tapt materiale. Behandlingsgrunnlaget er folkebibliotekloven og avtalen du inngår når du blir låner.',
          ),
        ],
      ],
      [
        'Informasjonskapsler og statistikk',
        'informasjonskapsler',
        [
          text(
            'Nettsidene bruker nødvendige informasjonskapsler for innlogging. Vi måler bruken av nettsidene anonymt for å gjøre dem bedre. Vi selger aldri opplysninger om deg til andre.',
          ),
        ],
      ],
      [
        'Dine rettigheter',
        'rettigheter',
        [
          text(
            'Du har rett til innsyn i, retting av og sletting av opplysningene om deg. Du kan når som helst slette lånehistorikken din på Min side. Ta kontakt med oss om du har spørsmål, eller klag til Datatilsynet.',
          ),
          links([
            ['Kontakt oss', '/kontakt-oss'],
            ['Datatilsynet', 'https://www.datatilsynet.no/'],
          ]),
        ],
      ],
    ],
  },
  {
    slug: 'utlansreglement',
    title: 'Utlånsreglement',
    lead: 'Reglene for lån av bøker, film, musikk og annet materiale.',
    tags: ['juridisk', 'regler'],
    sections: [
      [
        'Lånekort',
        'lanekort',
        [
          text(
            'Alle som bor i Norge kan få lånekort. Lånekortet er personlig, og du er ansvarlig for alt som lånes på kortet ditt. Barn under 15 år må ha samtykke fra foresatte.',
          ),
        ],
      ],
      [
        'Lånetid og fornying',
        'lanetid',
        [
          text(
            'Vanlig lånetid er 28 dager for bøker, lydbøker og musikk, og 14 dager for film og spill. Du kan fornye lånene inntil to ganger dersom ingen andre har reservert dem.',
          ),
        ],
      ],
      [
        'Reservasjoner',
        'reservasjoner',
        [
          text(
            'Du kan ha inntil 20 reservasjoner samtidig. Når materialet er klart, får du beskjed på e-post eller SMS, og det står på hentehyllen i sju dager.',
          ),
        ],
      ],
      [
        'Gebyrer og erstatning',
        'gebyrer',
        [
          text(
            'Deichman tar ikke dagbøter. Materiale som ikke er levert fire uker etter forfall regnes som tapt, og du må betale erstatning. Lånekortet sperres til materialet er levert eller erstatningen er betalt.',
          ),
        ],
      ],
      [
        'Fjernlån',
        'fjernlan',
        [
          text(
            'Har vi ikke det du ønsker, kan vi låne det fra et annet bibliotek. Fjernlån er gratis, men lånetiden bestemmes av biblioteket som låner ut.',
          ),
        ],
      ],
    ],
  },
  {
    slug: 'ordensreglement',
    title: 'Ordensreglement',
    lead: 'Biblioteket er for alle. Disse reglene gjør at alle kan trives.',
    tags: ['juridisk', 'regler'],
    sections: [
      [null, null, [text('Vis hensyn til andre besøkende og til de ansatte. Følg de ansattes anvisninger.')]],
      [
        'I biblioteket',
        'i-biblioteket',
        [
          text(
            'Det er lov å spise medbrakt mat i kafeområdene, men ikke ved datamaskinene eller i lesesalene. Hold lav stemme i stillesonene. Dyr er ikke tillatt, med unntak av førerhunder og andre assistansehunder.',
          ),
        ],
      ],
      [
        'Meråpent bibliotek',
        'meraapent',
        [
          text(
            'I meråpen tid er biblioteket ubetjent. Du slipper inn med lånekort og PIN-kode, og ved enkelte bibliotek med Oslonøkkelen (fra 15 år). Du må ikke slippe inn andre, og barn under 15 år må være i følge med en voksen.',
          ),
        ],
      ],
      [
        'Brudd på reglementet',
        'brudd',
        [
          text(
            'Ved brudd på ordensreglementet kan du bli bortvist fra biblioteket for en periode. Alvorlige forhold blir anmeldt.',
          ),
        ],
      ],
    ],
  },
  {
    slug: 'kontakt-oss',
    title: 'Kontakt oss',
    lead: 'Vi hjelper deg gjerne – på telefon, e-post, chat eller i skranken.',
    tags: ['om-deichman'],
    sections: [
      [
        'Kundeservice',
        'kundeservice',
        [
          text(
            'Telefon 23 43 29 00, hverdager 10–16. E-post: kundeservice@deichman.example.no. Vi svarer vanligvis innen to virkedager.',
          ),
        ],
      ],
      [
        'Besøksadresse',
        'adresse',
        [
          text(
            'Deichman Bjørvika, Anne-Cath. Vestlys plass 1, 0150 Oslo. Postadresse: Postboks 4753 Sofienberg, 0506 Oslo.',
          ),
        ],
      ],
      [
        'Finn ditt bibliotek',
        'bibliotekene',
        [
          links([
            ['Alle bibliotekene', '/bibliotekene'],
            ['Deichman Bjørvika', '/bibliotekene/bjorvika'],
            ['Ofte stilte spørsmål', '/ofte-stilte-sporsmal'],
          ]),
        ],
      ],
    ],
  },
  {
    slug: 'for-media',
    title: 'For media',
    lead: 'Pressekontakter, bilder og fakta om Deichman.',
    tags: ['om-deichman'],
    sections: [
      [
        'Pressekontakt',
        'pressekontakt',
        [
          text(
            'Kommunikasjonsavdelingen: presse@deichman.example.no, telefon 23 43 29 99. Vi hjelper deg med intervjuer, fotografering og fakta om bibliotekene.',
          ),
        ],
      ],
      [
        'Nøkkeltall',
        'nokkeltall',
        [
          text(
            'Deichman har 25 bibliotek i Oslo, inkludert bibliotek i to fengsler og to Biblo-bibliotek for 10–15-åringer. Hvert år har bibliotekene over fire millioner besøk og arrangerer tusenvis av arrangementer.',
          ),
        ],
      ],
      [
        'Pressebilder',
        'pressebilder',
        [text('Pressebilder av bibliotekene kan brukes fritt i omtale av Deichman, med fotografens navn.')],
      ],
    ],
  },
  {
    slug: 'in-english',
    title: 'In English',
    lead: 'Deichman is the public library of Oslo. Everyone is welcome – and almost everything is free.',
    tags: ['english'],
    sections: [
      [
        'Get a library card',
        'library-card',
        [
          text(
            'Anyone living in Norway can get a library card. Register online with your national identity number, or visit any of our libraries with valid ID. The card is free.',
          ),
        ],
      ],
      [
        'Borrowing',
        'borrowing',
        [
          text(
            'You can borrow books, films, music, games and e-books. The standard loan period is 28 days (14 days for films and games). You can renew your loans on My page unless someone else has reserved them.',
          ),
        ],
      ],
      [
        'Books in many languages',
        'languages',
        [
          text(
            'Our multilingual collection has books and films in more than 50 languages, for both adults and children.',
          ),
        ],
      ],
      [
        'Opening hours',
        'opening-hours',
        [
          text(
            'Many of our branches are open from 7 am to 10 pm every day as self-service libraries. Staffed hours vary by branch.',
          ),
          links([
            ['All libraries', '/bibliotekene'],
            ['Contact us', '/kontakt-oss'],
          ]),
        ],
      ],
    ],
  },
  {
    slug: 'ofte-stilte-sporsmal',
    title: 'Ofte stilte spørsmål',
    lead: 'Svar på det de fleste lurer på om lån, søk og Min side.',
    tags: ['hjelp'],
    sections: [
      [
        'Lånekort og innlogging',
        'lanekort-og-innlogging',
        [
          faq([
            [
              'Hvordan blir jeg låner?',
              'Du kan registrere deg på nett med ID-porten, eller komme innom et av bibliotekene med gyldig legitimasjon.',
            ],
            [
              'Jeg har glemt PIN-koden min. Hva gjør jeg?',
              'Du kan be om ny PIN-kode fra innloggingssiden. Den blir sendt til e-postadressen eller telefonnummeret vi har registrert på deg.',
            ],
            [
              'Kan barn få lånekort?',
              'Ja, barn kan få lånekort fra de er født. Foresatte må samtykke for barn under 15 år.',
            ],
          ]),
        ],
      ],
      [
        'Om søk og Min side',
        'om-søk-og-min-side',
        [
          faq([
            [
              'Hvordan søker jeg etter en bok?',
              'Skriv tittel, forfatter eller emne i søkefeltet. Søket tåler skrivefeil, og du kan avgrense treffene med filtre for medietype, språk, år og bibliotek.',
            ],
            [
              'Hva betyr skråstrek-kommandoene i søkefeltet?',
              'Skriv / i søkefeltet for å søke i bestemte felt, for eksempel forfatter, emne, sjanger eller språk.',
            ],
            [
              'Hvorfor må jeg oppdatere profilen min?',
              'Vi må kunne gi deg beskjed når en reservasjon er klar eller et lån forfaller. Du må derfor ha e-post eller telefonnummer, og godta varsel på minst én av dem.',
            ],
            [
              'Hvordan fornyer jeg lånene mine?',
              'Gå til Min side og velg Lån. Der kan du fornye ett og ett lån eller alle på én gang.',
            ],
            [
              'Hvordan setter jeg en reservasjon på vent?',
              'Under Bestillinger på Min side kan du sette en reservasjon på vent til en bestemt dato, for eksempel når du er på ferie. Du beholder plassen din i køen.',
            ],
          ]),
        ],
      ],
      [
        'Meråpent bibliotek',
        'meraapent',
        [
          faq([
            [
              'Hva er meråpent bibliotek?',
              'I meråpen tid er biblioteket åpent uten ansatte til stede. Du låser deg inn med lånekort og PIN-kode.',
            ],
            [
              'Hva er Oslonøkkelen?',
              'Ved noen bibliotek må du bruke Oslonøkkelen for å komme inn i meråpen tid. Du må være 15 år eller eldre.',
            ],
          ]),
        ],
      ],
    ],
  },
  {
    slug: 'om-oss',
    title: 'Om Deichman',
    lead: 'Deichman er Oslos folkebibliotek – en møteplass for kunnskap, kultur og opplevelser.',
    tags: ['om-deichman'],
    sections: [
      [
        null,
        null,
        [
          text(
            'Deichman er Norges største folkebibliotek, med 25 bibliotek over hele Oslo. Vi låner ut bøker, film, musikk og spill, arrangerer forfattermøter, konserter og kurs, og tilbyr rom for studier, møter og skaperglede.',
          ),
        ],
      ],
      [
        'Vårt samfunnsoppdrag',
        'samfunnsoppdrag',
        [
          text(
            'Folkebiblioteket skal fremme opplysning, utdanning og annen kulturell virksomhet, og være en uavhengig møteplass og arena for offentlig samtale og debatt.',
          ),
        ],
      ],
      [
        'Les mer',
        'les-mer',
        [
          links([
            ['Historien om Deichman', '/historien'],
            ['Hvem vi er', '/hvem-vi-er'],
            ['Samarbeid med oss', '/samarbeid-med-oss'],
          ]),
        ],
      ],
    ],
  },
  {
    slug: 'historien',
    title: 'Historien om Deichman',
    lead: 'Fra Carl Deichmans boksamling i 1785 til det nye hovedbiblioteket i Bjørvika.',
    tags: ['om-deichman', 'historie'],
    sections: [
      [
        'Carl Deichmans gave',
        'gaven',
        [
          text(
            'Biblioteket ble grunnlagt på grunnlag av Carl Deichmans testamentariske gave av rundt 6000 bøker til Christiania by. Det åpnet for publikum i 1785 og er dermed et av Nordens eldste offentlige bibliotek.',
          ),
        ],
      ],
      [
        'Hovedbiblioteket på Hammersborg',
        'hammersborg',
        [
          text(
            'I 1933 flyttet hovedbiblioteket inn i den monumentale bygningen på Hammersborg, der det holdt til i over 85 år.',
          ),
        ],
      ],
      [
        'Bjørvika',
        'bjorvika',
        [
          text(
            'I 2020 åpnet det nye hovedbiblioteket i Bjørvika, ved siden av Operaen. Bygningen har seks etasjer, og biblioteket ble raskt et av byens mest besøkte steder.',
          ),
          image(
            '/images/libraries/bjorvika.jpg',
            'Tegning av hovedbiblioteket i Bjørvika',
            'Deichman Bjørvika åpnet i 2020.',
          ),
        ],
      ],
    ],
  },
  {
    slug: 'hvem-vi-er',
    title: 'Hvem vi er',
    lead: 'Bibliotekarer, formidlere, teknikere og frivillige – rundt 500 mennesker jobber for at Oslo skal ha et godt bibliotek.',
    tags: ['om-deichman'],
    sections: [
      [
        null,
        null,
        [
          text(
            'Bibliotekarene hjelper deg å finne det du leter etter, og formidler litteratur gjennom lister, anbefalinger og arrangementer. Møt noen av dem på sidene for ansatte.',
          ),
        ],
      ],
      [
        'Ledergruppen',
        'ledelse',
        [
          text(
            'Deichman ledes av biblioteksjefen sammen med avdelingsledere for bibliotekene, formidling, samlinger og digitale tjenester.',
          ),
        ],
      ],
      [
        'Jobb hos oss',
        'jobb',
        [text('Vi lyser ut stillinger jevnlig. Se ledige stillinger på Oslo kommunes jobbsider.')],
      ],
    ],
  },
  {
    slug: 'friby',
    title: 'Oslo – fristed for forfulgte forfattere',
    lead: 'Oslo er medlem av ICORN, et nettverk av byer som gir forfulgte forfattere og kunstnere et trygt sted å bo og arbeide.',
    tags: ['litteratur', 'ytringsfrihet'],
    sections: [
      [
        null,
        null,
        [
          text(
            'Som fribyforfatter får du bolig og stipend i to år. Deichman har ansvaret for fribyprogrammet i Oslo og arrangerer jevnlig samtaler med fribyforfattere.',
          ),
        ],
      ],
      [
        'Ytringsfrihet',
        'ytringsfrihet',
        [
          text(
            'Ytringsfrihet er et grunnleggende prinsipp for folkebibliotekene. Bibliotekene skal formidle et mangfold av meninger og stemmer.',
          ),
        ],
      ],
      [
        'Møt forfatterne',
        'forfattermoter',
        [
          text('Fribyforfattere og andre forfattere gjester bibliotekene jevnlig.'),
          eventList({ eventType: 'Forfattermøte' }, 3),
        ],
      ],
      [
        'Les mer',
        'les-mer',
        [
          links([
            ['ICORN', 'https://www.icorn.org/'],
            ['Arrangementer', '/hva-skjer'],
          ]),
        ],
      ],
    ],
  },
  {
    slug: 'bruk-biblioteket',
    title: 'Bruk biblioteket',
    lead: 'Alt du kan gjøre på biblioteket – og hjemmefra.',
    tags: ['hjelp'],
    sections: [
      [
        'Lån og reserver',
        'lan',
        [
          text(
            'Søk i samlingen, reserver det du vil låne og hent det på biblioteket som passer deg. Du får beskjed når det er klart.',
          ),
        ],
      ],
      [
        'Digitale tjenester',
        'digitalt',
        [text('Med lånekortet kan du låne e-bøker og lydbøker, strømme film og lese aviser fra hele verden.')],
      ],
      [
        'Rom og verksteder',
        'rom',
        [
          text('Book et grupperom, bruk makerspace, lydstudio eller symaskiner – det er gratis.'),
          links([
            ['Gratis møterom', '/moterom-gratis'],
            ['Vi tilbyr', '/vi-tilbyr'],
          ]),
        ],
      ],
      [
        'Boktips fra bibliotekarene',
        'boktips',
        [text('Bibliotekarene lager lister over bøker de mener du bør lese. Her er én av dem.'), works(1)],
      ],
    ],
  },
  {
    slug: 'samarbeid-med-oss',
    title: 'Samarbeid med oss',
    lead: 'Vil du lage arrangement, holde kurs eller bidra som frivillig? Vi samarbeider gjerne.',
    tags: ['om-deichman'],
    sections: [
      [
        'Arrangementer',
        'arrangementer',
        [
          text(
            'Vi samarbeider med forlag, organisasjoner og kulturinstitusjoner om arrangementer. Send oss en idé minst to måneder i forveien.',
          ),
        ],
      ],
      [
        'Frivillig',
        'frivillig',
        [
          text(
            'Frivillige driver språkkafé, leksehjelp og reparasjonskafé på mange av bibliotekene. Meld deg som frivillig, så tar vi kontakt.',
          ),
        ],
      ],
      [
        'Leie lokaler',
        'leie',
        [
          links([
            ['Møterom til leie', '/moterom-utleie'],
            ['Event og konferanse', '/event-og-konferanse'],
          ]),
        ],
      ],
    ],
  },
];

export function buildPages(now: Date): PageRow[] {
  return PAGES.map((spec, index) => {
    const sections: Section[] = spec.sections.map(([heading, anchor, blocks], s) => ({
      order: s + 1,
      ...(heading ? { heading } : {}),
      ...(anchor ? { anchor } : {}),
      blocks: blocks.map((block, b): Block => ({ ...block, order: b + 1 })),
    }));
    return {
      id: index + 1,
      slug: spec.slug,
      title: spec.title,
      lead: spec.lead,
      sections,
      tags: spec.tags,
      published: true,
      createdAt: new Date(now.getTime() - (400 - index) * 86_400_000),
      updatedAt: new Date(now.getTime() - (30 - index) * 86_400_000),
    };
  });
}
