// Title and description generators for the generated part of the catalogue (Norwegian word lists).
import type { Random } from './random.ts';
import * as w from './words.ts';

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? key);
}

const NORWEGIAN_PLACES = w.PLACES.slice(0, 13);

export function novelTitle(rng: Random, personFirstName: string): string {
  switch (rng.int(0, 9)) {
    case 0:
    case 1:
      return `Den ${rng.pick(w.WEAK_ADJ)} ${rng.pick(w.DEN_NOUNS)}`;
    case 2:
      return `Det ${rng.pick(w.WEAK_ADJ)} ${rng.pick(w.DET_NOUNS)}`;
    case 3:
      return `${cap(rng.pick(w.DEN_NOUNS))} i ${rng.pick(w.PLACES)}`;
    case 4:
      return `${personFirstName}s ${rng.pick(w.INDEF_NOUNS)}`;
    case 5:
      return `Huset ved ${rng.pick(w.PLACES_DEF)}`;
    case 6:
      return `Alt vi ${rng.pick(w.ALL_WE)}`;
    case 7:
      return `Etter ${rng.pick(w.AFTER)}`;
    case 8:
      return `Når ${rng.pick(w.WHEN)}`;
    default:
      return `${rng.pick(w.NUMBERS)} ${rng.pick(w.PLURALS)} ${rng.chance(0.5) ? 'fra' : 'i'} ${rng.pick(w.PLACES)}`;
  }
}

export function crimeTitle(rng: Random): string {
  switch (rng.int(0, 5)) {
    case 0:
      return `Døden i ${rng.pick(w.PLACES)}`;
    case 1:
      return `Mord i ${rng.pick(NORWEGIAN_PLACES)}`;
    case 2:
      return `${rng.pick(w.CRIME_COMPOUNDS)}mordene`;
    case 3:
      return `Blod på ${rng.pick(w.CRIME_ON)}`;
    case 4:
      return `Skyggen over ${rng.pick(w.PLACES)}`;
    default:
      return rng.pick(w.CRIME_FIXED);
  }
}

export function fantasyTitle(rng: Random, name: string): { title: string; sf: boolean } {
  switch (rng.int(0, 4)) {
    case 0:
      return { title: `Dragens ${rng.pick(['arv', 'øye', 'hjerte', 'sang', 'vinter'])}`, sf: false };
    case 1:
      return { title: `${name} og ${rng.pick(w.FANTASY_THINGS)}`, sf: false };
    case 2:
      return { title: `Riket bortenfor ${rng.pick(w.FANTASY_BEYOND)}`, sf: false };
    case 3:
      return { title: `Kolonien på ${rng.pick(w.SF_PLANETS)}`, sf: true };
    default:
      return {
        title: rng.pick([
          'Stjernefødt',
          'Stjernefall',
          'Signalet',
          'Den siste stasjonen',
          'Tidsreisende',
          'Maskinhjerte',
        ]),
        sf: true,
      };
  }
}

export function youthTitle(rng: Random, name: string, other: string): string {
  switch (rng.int(0, 5)) {
    case 0:
      return `Sommeren da alt ${rng.pick(w.YOUTH_SUMMER)}`;
    case 1:
      return `${name} + ${other}`;
    case 2:
      return `${rng.pick(w.NUMBERS)} dager til ${rng.pick(w.YOUTH_COUNTDOWN)}`;
    case 3:
      return `Kodenavn: ${rng.pick(w.YOUTH_CODE)}`;
    case 4:
      return `Det er lov å ${rng.pick(['gråte', 'være sint', 'være rar', 'ombestemme seg'])}`;
    default:
      return rng.pick(w.YOUTH_FIXED);
  }
}

export function childrenTitle(rng: Random): string {
  const child = rng.pick(w.CHILD_NAMES);
  switch (rng.int(0, 4)) {
    case 0:
      return `${child} og ${rng.pick(w.ANIMALS_DEN)}`;
    case 1:
      return `${child} på ${rng.pick(w.CHILD_PLACES)}`;
    case 2:
      return `Mysteriet på ${rng.pick(w.CHILD_PLACES)}`;
    case 3:
      return `${child} og ${rng.pick(w.CHILD_NAMES)} løser saken`;
    default:
      return rng.chance(0.5) ? `Den lille ${rng.pick(w.ANIMALS_DEN)}` : `Det lille ${rng.pick(w.ANIMALS_DET)}`;
  }
}

export function pictureBookTitle(rng: Random): string {
  const child = rng.pick(w.CHILD_NAMES);
  switch (rng.int(0, 5)) {
    case 0:
      return `God natt, ${rng.pick(w.ANIMALS_DEN)}`;
    case 1:
      return `${rng.pick(w.ANIMAL_GENITIVES)} store dag`;
    case 2:
      return `Hvor er ${rng.pick(w.ANIMALS_DET)}?`;
    case 3:
      return `Lille ${child}`;
    case 4:
      return `${child} vil ikke sove`;
    default:
      return `${child} får en ny venn`;
  }
}

export function poetryTitle(rng: Random): string {
  return rng.chance(0.6) ? rng.pick(w.POETRY_FIXED) : cap(rng.pick([...w.DEN_NOUNS, ...w.DET_NOUNS]));
}

export function nonfictionTitle(rng: Random, template: string, someone: string): string {
  return fill(template, { place: rng.pick(NORWEGIAN_PLACES), country: rng.pick(w.COUNTRIES), name: someone });
}

export function filmTitle(rng: Random): string {
  return rng.chance(0.5) ? rng.pick(w.FILM_FIXED) : novelTitle(rng, rng.pick(w.NO_FIRST_F));
}

const DESCRIPTIONS = {
  novel: [
    'En roman om {theme} og {theme2}, lagt til {place}.',
    'Da {name} vender hjem til {place} etter mange år, venter familiens gamle hemmeligheter.',
    '{name} har levd et stille liv i {place}. Et uventet brev endrer alt.',
    'En sterk og lavmælt fortelling om {theme} – om det vi sier, og det vi aldri får sagt.',
    'Tre generasjoner, ett hus og en sommer som ingen av dem glemmer.',
    'Romanen følger {name} gjennom et år der {theme} setter alt på prøve.',
  ],
  crime: [
    'En kvinne blir funnet død i {place}, og etterforsker {name} står uten spor.',
    'Politietterforsker {name} jakter på en morder som alltid er ett skritt foran.',
    'Et gammelt drap i {place} får nytt liv når et nytt offer blir funnet.',
    'Spenningsroman fra {place} om hevn, skyld og et forsvinningsmysterium.',
  ],
  fantasy: [
    'I et rike der magien er forbudt, oppdager {name} en gave som kan redde – eller ødelegge – alt.',
    'Første bok i en episk fantasyserie om drager, svik og vennskap.',
    'Året er 2187. Kolonien har mistet kontakten med jorden, og {name} må ta et valg.',
  ],
  youth: [
    '{name} er 16 år og har en hemmelighet ingen får vite.',
    'En roman om vennskap, kjærlighet og å finne sin egen plass.',
    'Siste året på ungdomsskolen blir ikke som {name} hadde tenkt.',
  ],
  children: [
    '{name} og vennene løser mysteriet – med litt hjelp fra en uventet kant.',
    'En morsom og spennende fortelling for lesere fra 6 år.',
    'Høytlesningsbok om vennskap, mot og litt magi.',
  ],
  picture: [
    'Bildebok for de minste om en som ikke vil legge seg.',
    'En varm bildebok om vennskap og å være forskjellig.',
    'Rim, regler og fargerike illustrasjoner for barn fra 2 år.',
  ],
  poetry: ['Dikt om {theme}, natur og hverdagens små øyeblikk.', 'En ny diktsamling – stille, presis og full av lys.'],
  nonfiction: [
    'En innføring i {theme} for alle som er nysgjerrige.',
    'Rikt illustrert bok om {theme}.',
    'Forfatteren tar leseren med gjennom {theme}, fra de store linjene til de små historiene.',
    'Praktisk og oppdatert bok om {theme}.',
  ],
  comic: [
    'Tegneseriealbum med humor og kaos for hele familien.',
    'Samlealbum med striper fra de siste årene.',
    'Grafisk roman om {theme} i {place}.',
  ],
  film: [
    'Spillefilm om {theme} i {place}.',
    'Prisbelønt drama om en familie som settes på prøve.',
    'En film om {theme}, {theme2} og å finne veien hjem.',
  ],
  documentary: ['Dokumentarfilm om {theme}.', 'Prisbelønt dokumentar fra {place}.'],
  family: ['Familiefilm for hele familien.', 'Eventyrlig familiefilm med humor og spenning.'],
  music: [
    'Studioalbum i sjangeren {genre}.',
    'Nytt album med låter om {theme} og {theme2}.',
    'Konsertopptak fra {place}.',
  ],
  classical: ['Innspilling med {performer}.', 'Klassisk innspilling med {performer}, med vekt på {genre}.'],
} as const;

export type DescriptionKind = keyof typeof DESCRIPTIONS;

export function description(rng: Random, kind: DescriptionKind, values: Record<string, string>): string {
  const themes = rng.sample(w.FICTION_THEMES, 2);
  return fill(rng.pick(DESCRIPTIONS[kind]), {
    theme: themes[0],
    theme2: themes[1],
    place: rng.pick(w.PLACES),
    ...values,
  });
}
