// `npx tsx scripts/generate-demo-marc.ts`: writes the demo MARC files (server/db/seed/data/demo.mrc and demo.marcxml) from the records authored here.
import { writeFileSync } from 'node:fs';
import marcjs from 'marcjs';
import { ean13CheckDigit } from '#server/db/seed/identifiers.ts';

const { Marc, Record } = marcjs;

type Field = string[];

/** 008 for books, films and music: only the positions the import reads are filled (date, reprint date, audience, form, language). */
function f008(o: { year: number; original?: number; audience?: string; form?: string; lang: string }): Field {
  const a = Array.from({ length: 40 }, () => ' ');
  const put = (at: number, text: string) => text.split('').forEach((c, i) => (a[at + i] = c));
  put(0, '221122');
  put(6, o.original ? 'r' : 's');
  put(7, String(o.year));
  if (o.original) put(11, String(o.original));
  put(15, 'no ');
  put(22, o.audience ?? ' ');
  put(33, o.form ?? ' ');
  put(35, o.lang);
  put(39, 'c');
  return ['008', a.join('')];
}

function isbn(first12: string): string {
  return first12 + String(ean13CheckDigit(first12));
}

const BOOK = ['336', '  ', 'a', 'tekst', 'b', 'txt', '2', 'rdacontent'];
const UNMEDIATED = ['337', '  ', 'a', 'uformidlet', 'b', 'n', '2', 'rdamedia'];
const VOLUME = ['338', '  ', 'a', 'bind', 'b', 'nc', '2', 'rdacarrier'];

function record(leader: string, fields: Field[]): InstanceType<typeof Record> {
  const r = new Record();
  r.leader = leader;
  for (const f of fields) r.fields.push(f);
  return r;
}

const BOOK_LEADER = '00000nam a2200000 i 4500';

/** The demo records: real Norwegian titles and authors, copies on the demo branches (by cicero id, signature, slug or name). */
export const DEMO_RECORDS = [
  record(BOOK_LEADER, [
    ['001', '990001001'],
    ['003', 'NO-OsDB'],
    f008({ year: 2015, original: 1894, form: 'f', lang: 'nob' }),
    ['020', '  ', 'a', isbn('978820548008'), 'q', 'ib.'],
    ['041', '0 ', 'a', 'nob'],
    ['082', '04', 'a', '839.823'],
    ['100', '1 ', 'a', 'Hamsun, Knut,', 'd', '1859-1952', 'e', 'forfatter'],
    ['245', '10', 'a', 'Pan :', 'b', 'av løitnant Thomas Glahns papirer /', 'c', 'Knut Hamsun'],
    ['264', ' 1', 'a', 'Oslo :', 'b', 'Gyldendal,', 'c', '2015'],
    ['300', '  ', 'a', '189 sider'],
    BOOK,
    UNMEDIATED,
    VOLUME,
    ['490', '0 ', 'a', 'Gyldendal klassiker', 'v', '12'],
    [
      '520',
      '  ',
      'a',
      'Løytnant Glahn lever som jeger i skogen ved Sirilund i Nordland og forelsker seg i den uberegnelige Edvarda. En roman om natur, lidenskap og stolthet.',
    ],
    ['650', ' 7', 'a', 'Kjærlighet', '2', 'humord'],
    ['651', ' 7', 'a', 'Nordland', '2', 'humord'],
    ['655', ' 7', 'a', 'Romaner', '2', 'ntsf'],
    ['852', '  ', 'a', 'NO-0301000', 'b', 'hutl', 'c', 'Voksen', 'h', '839.823', 'i', 'Ham', 'p', '03010900001'],
    ['852', '  ', 'a', 'NO-0301000', 'b', 'GRY', 'h', '839.823', 'i', 'Ham', 'p', '03010900002'],
  ]),
  record(BOOK_LEADER, [
    ['001', '990001002'],
    ['003', 'NO-OsDB'],
    f008({ year: 2000, form: 'f', lang: 'nob' }),
    ['020', '  ', 'a', isbn('978820327491'), 'q', 'h.'],
    ['082', '04', 'a', '839.823'],
    ['100', '1 ', 'a', 'Nesbø, Jo,', 'd', '1960-', 'e', 'forf.'],
    ['245', '10', 'a', 'Rødstrupe /', 'c', 'Jo Nesbø'],
    ['264', ' 1', 'a', 'Oslo :', 'b', 'Aschehoug,', 'c', '[2000]'],
    ['300', '  ', 'a', '477 sider'],
    BOOK,
    UNMEDIATED,
    VOLUME,
    ['490', '1 ', 'a', 'Harry Hole-serien ;', 'v', '3'],
    ['830', ' 0', 'a', 'Harry Hole ;', 'v', '3'],
    [
      '520',
      '  ',
      'a',
      'Harry Hole er forfremmet til PST og følger sporet etter et sjeldent gevær, en Märklin-rifle, fra østfronten under andre verdenskrig til Oslo i dag.',
    ],
    ['650', ' 7', 'a', 'Politietterforskning'],
    ['655', ' 7', 'a', 'Krim'],
    ['655', ' 7', 'a', 'Spenning'],
    ['852', '  ', 'b', 'fmaj', 'c', 'Krim', 'i', 'Nes', 'p', '03010900003'],
    ['852', '  ', 'b', 'hutl', 'c', 'Krim', 'i', 'Nes', 'p', '03010900004'],
    ['852', '  ', 'b', 'TOR', 'c', 'Krim', 'i', 'Nes', 'p', '03010900005'],
  ]),
  record(BOOK_LEADER, [
    ['001', '990001003'],
    ['003', 'NO-OsDB'],
    f008({ year: 1981, form: 'f', lang: 'nob' }),
    ['020', '  ', 'a', isbn('978820510868')],
    ['082', '04', 'a', '839.823'],
    ['100', '1 ', 'a', 'Wassmo, Herbjørg,', 'd', '1942-'],
    ['245', '10', 'a', 'Huset med den blinde glassveranda /', 'c', 'Herbjørg Wassmo'],
    ['260', '  ', 'a', 'Oslo :', 'b', 'Gyldendal,', 'c', '1981'],
    ['300', '  ', 'a', '239 s.'],
    ['490', '1 ', 'a', 'Tora-trilogien ;', 'v', '1'],
    ['830', ' 0', 'a', 'Tora-trilogien ;', 'v', '1'],
    [
      '520',
      '  ',
      'a',
      'Tora vokser opp på en øy i Nordland i årene etter krigen, datter av en tysk soldat, og har ingen å fortelle hva stefaren gjør mot henne.',
    ],
    ['650', ' 7', 'a', 'Overgrep'],
    ['650', ' 7', 'a', 'Etterkrigstiden'],
    ['655', ' 7', 'a', 'Romaner'],
    ['852', '  ', 'b', 'hutl', 'h', '839.823', 'i', 'Was', 'p', '03010900006'],
  ]),
  record(BOOK_LEADER, [
    ['001', '990001004'],
    ['003', 'NO-OsDB'],
    f008({ year: 2019, original: 1940, form: 'f', lang: 'nno' }),
    ['020', '  ', 'a', '978-82-521-9784-9', 'q', 'h.'],
    ['041', '0 ', 'a', 'nno'],
    ['082', '04', 'a', '839.823'],
    ['100', '1 ', 'a', 'Vesaas, Tarjei,', 'd', '1897-1970'],
    ['245', '10', 'a', 'Kimen /', 'c', 'Tarjei Vesaas'],
    ['264', ' 1', 'a', 'Oslo :', 'b', 'Samlaget,', 'c', '2019'],
    ['300', '  ', 'a', '150 sider'],
    BOOK,
    UNMEDIATED,
    VOLUME,
    [
      '520',
      '  ',
      'a',
      'Ein framand kjem til ei fredeleg øy og drep ei jente. Øya vert gripen av hat, og folket jagar han. Ein roman om vald og skuld.',
    ],
    ['650', ' 7', 'a', 'Vold'],
    ['650', ' 7', 'a', 'Skyld'],
    ['655', ' 7', 'a', 'Romaner'],
    ['852', '  ', 'b', 'St.Hanshaugen', 'h', '839.823', 'i', 'Ves', 'p', '03010900007'],
    ['852', '  ', 'b', 'nydalen', 'h', '839.823', 'i', 'Ves', 'p', '03010900008'],
  ]),
  record(BOOK_LEADER, [
    ['001', '990001005'],
    ['003', 'NO-OsDB'],
    f008({ year: 2018, original: 1960, audience: 'j', form: 'f', lang: 'nob' }),
    ['020', '  ', 'a', isbn('978820257411'), 'q', 'ib.'],
    ['082', '04', 'a', '839.823'],
    ['100', '1 ', 'a', 'Vestly, Anne-Cath.,', 'd', '1920-2008', 'e', 'forf.'],
    ['245', '10', 'a', 'Mormor og de åtte ungene i skogen /', 'c', 'Anne-Cath. Vestly ; illustrert av Johan Vestly'],
    ['264', ' 1', 'a', 'Oslo :', 'b', 'Cappelen Damm,', 'c', '2018'],
    ['300', '  ', 'a', '142 sider'],
    BOOK,
    UNMEDIATED,
    VOLUME,
    [
      '520',
      '  ',
      'a',
      'Mormor kommer på besøk til de åtte ungene, far og mor i det lille huset i skogen, og det blir en vinter full av moro.',
    ],
    ['650', ' 7', 'a', 'Familien'],
    ['650', ' 7', 'a', 'Besteforeldre'],
    ['655', ' 7', 'a', 'Barnebøker'],
    ['700', '1 ', 'a', 'Vestly, Johan,', 'd', '1923-1993', 'e', 'ill.'],
    ['852', '  ', 'b', 'ftoy', 'c', 'Barn', 'h', '839.823', 'i', 'Ves', 'p', '03010900009'],
    ['852', '  ', 'b', 'fhol', 'c', 'Barn', 'h', '839.823', 'i', 'Ves', 'p', '03010900010'],
  ]),
  record(BOOK_LEADER, [
    ['001', '990001006'],
    ['003', 'NO-OsDB'],
    f008({ year: 2017, form: 'f', lang: 'nob' }),
    ['020', '  ', 'a', isbn('978820360164'), 'q', 'ib.'],
    ['082', '04', 'a', '839.823'],
    ['100', '1 ', 'a', 'Lunde, Maja,', 'd', '1975-', '4', 'aut'],
    ['245', '10', 'a', 'Blå :', 'b', 'roman /', 'c', 'Maja Lunde'],
    ['264', ' 1', 'a', 'Oslo :', 'b', 'Aschehoug,', 'c', '2017'],
    ['300', '  ', 'a', '351 sider'],
    BOOK,
    UNMEDIATED,
    VOLUME,
    ['490', '1 ', 'a', 'Klimakvartetten ;', 'v', '2'],
    ['830', ' 0', 'a', 'Klimakvartetten ;', 'v', '2'],
    [
      '520',
      '  ',
      'a',
      'Vestlandet 2017: Signe seiler alene mot Frankrike for å stanse en elv fra å bli lagt i rør. Sør-Europa 2041: David og datteren Lou flykter fra tørken.',
    ],
    ['650', ' 7', 'a', 'Vann'],
    ['650', ' 7', 'a', 'Klimaendringer'],
    ['655', ' 7', 'a', 'Romaner'],
    ['700', '1 ', 'a', 'Holm, Ingrid,', 'e', 'red.'],
    ['852', '  ', 'b', 'hutl', 'h', '839.823', 'i', 'Lun', 'p', '03010900011'],
    ['852', '  ', 'b', 'Furuset', 'h', '839.823', 'i', 'Lun', 'p', '03010900012'],
  ]),
  record(BOOK_LEADER, [
    ['001', '990001007'],
    ['003', 'NO-OsDB'],
    f008({ year: 2012, original: 1981, audience: 'j', form: 'f', lang: 'nob' }),
    ['020', '  ', 'a', isbn('978820239120')],
    ['041', '1 ', 'a', 'nob', 'h', 'swe'],
    ['082', '04', 'a', '839.73'],
    ['100', '1 ', 'a', 'Lindgren, Astrid,', 'd', '1907-2002'],
    ['240', '10', 'a', 'Ronja rövardotter'],
    [
      '245',
      '10',
      'a',
      'Ronja Røverdatter /',
      'c',
      'Astrid Lindgren ; oversatt av Jo Tenfjord ; illustrert av Ilon Wikland',
    ],
    ['264', ' 1', 'a', 'Oslo :', 'b', 'Damm,', 'c', '2012'],
    ['300', '  ', 'a', '236 sider'],
    BOOK,
    UNMEDIATED,
    VOLUME,
    [
      '520',
      '  ',
      'a',
      'Ronja vokser opp i Mattisborgen med far og røverne hans. Da hun blir venn med Birk, sønn av fiendens røverhøvding, må hun velge.',
    ],
    ['650', ' 7', 'a', 'Vennskap'],
    ['650', ' 7', 'a', 'Røvere'],
    ['655', ' 7', 'a', 'Barnebøker'],
    ['655', ' 7', 'a', 'Eventyr'],
    ['700', '1 ', 'a', 'Tenfjord, Jo,', 'd', '1918-2007', 'e', 'overs.'],
    ['700', '1 ', 'a', 'Wikland, Ilon,', 'd', '1930-', '4', 'ill'],
    ['852', '  ', 'b', 'ftoy', 'c', 'Barn', 'h', '839.73', 'i', 'Lin', 'p', '03010900013'],
    ['852', '  ', 'b', 'BHO', 'c', 'Barn', 'h', '839.73', 'i', 'Lin', 'p', '03010900014'],
  ]),
  record(BOOK_LEADER, [
    ['001', '990001008'],
    ['003', 'NO-OsDB'],
    f008({ year: 2009, form: 'c', lang: 'nob' }),
    ['020', '  ', 'a', isbn('978824190544'), 'q', 'h.'],
    ['082', '04', 'a', '741.5'],
    ['100', '1 ', 'a', 'Øverli, Frode,', 'd', '1968-'],
    ['245', '10', 'a', 'Pondus.', 'n', 'Bok 5,', 'p', 'Full pakke /', 'c', 'Frode Øverli'],
    ['264', ' 1', 'a', 'Oslo :', 'b', 'Egmont,', 'c', '2009'],
    ['300', '  ', 'a', '96 sider'],
    ['336', '  ', 'a', 'stillestående bilde', 'b', 'sti'],
    BOOK,
    UNMEDIATED,
    VOLUME,
    [
      '520',
      '  ',
      'a',
      'Bussjåfør, fotballfan og familiefar Pondus tar livet som det kommer, med kona Beate, sønnen Påsan og naboen Jokke.',
    ],
    ['650', ' 7', 'a', 'Fotball'],
    ['655', ' 7', 'a', 'Tegneserier'],
    ['655', ' 7', 'a', 'Humor'],
    ['852', '  ', 'b', 'hutl', 'c', 'Tegneserier', 'i', 'Pon', 'p', '03010900015'],
    ['852', '  ', 'b', 'BTO', 'c', 'Tegneserier', 'i', 'Pon', 'p', '03010900016'],
  ]),
  // Deliberately broken in the demo files (see writeBroken below): the import must report it and go on.
  record(BOOK_LEADER, [
    ['001', '990001009'],
    ['003', 'NO-OsDB'],
    f008({ year: 1998, form: 'f', lang: 'nob' }),
    ['020', '  ', 'a', isbn('978820524075')],
    ['100', '1 ', 'a', 'Ørstavik, Hanne,', 'd', '1969-'],
    ['245', '10', 'a', 'Like sant som jeg er virkelig /', 'c', 'Hanne Ørstavik'],
    ['264', ' 1', 'a', 'Oslo :', 'b', 'Forlaget Oktober,', 'c', '1999'],
    ['300', '  ', 'a', '159 sider'],
    ['655', ' 7', 'a', 'Romaner'],
    ['852', '  ', 'b', 'hutl', 'h', '839.823', 'i', 'Ørs', 'p', '03010900017'],
  ]),
  record('00000ngm a2200000 i 4500', [
    ['001', '990001010'],
    ['003', 'NO-OsDB'],
    ['007', 'vd cvaizq'],
    f008({ year: 2012, form: ' ', lang: 'nob' }),
    ['024', '3 ', 'a', '7041271456723'],
    ['041', '1 ', 'a', 'nob', 'j', 'eng'],
    ['245', '00', 'a', 'Reprise /', 'c', 'regi: Joachim Trier'],
    ['264', ' 1', 'a', '[Oslo] :', 'b', 'Norsk filmdistribusjon,', 'c', '2012'],
    ['300', '  ', 'a', '1 DVD-video (105 min)'],
    ['336', '  ', 'a', 'tredimensjonal bevegelig bilde', 'b', 'tdi'],
    ['337', '  ', 'a', 'video', 'b', 'v'],
    ['338', '  ', 'a', 'videoplate', 'b', 'vd'],
    ['521', '  ', 'a', 'Aldersgrense: 11 år'],
    [
      '520',
      '  ',
      'a',
      'Erik og Phillip sender manusene sine til forlaget samme dag. Phillip blir utgitt, får et sammenbrudd, og vennskapet settes på prøve.',
    ],
    ['650', ' 7', 'a', 'Forfattere'],
    ['650', ' 7', 'a', 'Vennskap'],
    ['651', ' 7', 'a', 'Oslo'],
    ['655', ' 7', 'a', 'Drama'],
    ['700', '1 ', 'a', 'Trier, Joachim,', 'd', '1974-', 'e', 'regi'],
    ['700', '1 ', 'a', 'Lie, Anders Danielsen,', 'd', '1979-', 'e', 'skuespiller'],
    ['852', '  ', 'b', 'hutl', 'c', 'Film', 'i', 'Rep', 'p', '03010900018'],
    ['852', '  ', 'b', 'fgry', 'c', 'Film', 'i', 'Rep', 'p', '03010900019'],
  ]),
  record('00000ngm a2200000 i 4500', [
    ['001', '990001011'],
    ['003', 'NO-OsDB'],
    ['007', 'vd csaizs'],
    f008({ year: 2017, lang: 'nob' }),
    ['024', '3 ', 'a', '7041271459113'],
    ['245', '00', 'a', 'Kongens nei /', 'c', 'regi: Erik Poppe'],
    ['264', ' 1', 'a', 'Oslo :', 'b', 'Nordisk Film,', 'c', '2017'],
    ['300', '  ', 'a', '1 Blu-ray-plate (133 min)'],
    ['336', '  ', 'a', 'tredimensjonal bevegelig bilde', 'b', 'tdi'],
    ['337', '  ', 'a', 'video', 'b', 'v'],
    ['338', '  ', 'a', 'videoplate', 'b', 'vd'],
    ['521', '  ', 'a', 'Aldersgrense: 12 år'],
    [
      '520',
      '  ',
      'a',
      'Tre dramatiske dager i april 1940, da kong Haakon VII får et ultimatum fra den tyske okkupasjonsmakten og må velge.',
    ],
    ['650', ' 7', 'a', 'Andre verdenskrig'],
    ['600', '07', 'a', 'Haakon VII,', 'c', 'konge av Norge'],
    ['655', ' 7', 'a', 'Drama'],
    ['655', ' 7', 'a', 'Historisk film'],
    ['700', '1 ', 'a', 'Poppe, Erik,', 'd', '1960-', '4', 'drt'],
    ['852', '  ', 'b', 'hutl', 'c', 'Film', 'i', 'Kon', 'p', '03010900020'],
  ]),
  record('00000njm a2200000 i 4500', [
    ['001', '990001012'],
    ['003', 'NO-OsDB'],
    ['007', 'sd fsngnnmmned'],
    f008({ year: 1991, lang: 'nob' }),
    ['024', '3 ', 'a', '7029971912025'],
    ['100', '1 ', 'a', 'Bremnes, Kari,', 'd', '1956-', '4', 'prf', '4', 'cmp'],
    ['245', '10', 'a', 'Over en by /', 'c', 'Kari Bremnes'],
    ['264', ' 1', 'a', 'Oslo :', 'b', 'Kirkelig Kulturverksted,', 'c', '1991'],
    ['300', '  ', 'a', '1 CD (47 min)'],
    ['336', '  ', 'a', 'fremført musikk', 'b', 'prm'],
    ['337', '  ', 'a', 'audio', 'b', 's'],
    ['338', '  ', 'a', 'lydplate', 'b', 'sd'],
    ['650', ' 7', 'a', 'Viser'],
    ['655', ' 7', 'a', 'Pop'],
    ['655', ' 7', 'a', 'Viser'],
    ['710', '2 ', 'a', 'Kringkastingsorkestret', '4', 'prf'],
    ['852', '  ', 'b', 'hutl', 'c', 'Musikk', 'i', 'Bre', 'p', '03010900021'],
  ]),
  record('00000nim a2200000 i 4500', [
    ['001', '990001013'],
    ['003', 'NO-OsDB'],
    ['007', 'sd fsngnnmmned'],
    f008({ year: 2017, form: 'f', lang: 'nob' }),
    ['020', '  ', 'a', isbn('978820360228')],
    ['100', '1 ', 'a', 'Lunde, Maja,', 'd', '1975-'],
    ['245', '10', 'a', 'Blå /', 'c', 'Maja Lunde ; lest av Kim Haugen'],
    ['264', ' 1', 'a', 'Oslo :', 'b', 'Lydbokforlaget,', 'c', '2017'],
    ['300', '  ', 'a', '9 CD (10 t 41 min)'],
    ['336', '  ', 'a', 'talt ord', 'b', 'spw'],
    ['337', '  ', 'a', 'audio', 'b', 's'],
    ['338', '  ', 'a', 'lydplate', 'b', 'sd'],
    ['650', ' 7', 'a', 'Vann'],
    ['655', ' 7', 'a', 'Romaner'],
    ['700', '1 ', 'a', 'Haugen, Kim,', 'd', '1973-', 'e', 'innleser'],
    ['852', '  ', 'b', 'hutl', 'c', 'Lydbok', 'i', 'Lun', 'p', '03010900022'],
  ]),
  record('00000nam a2200000 i 4500', [
    ['001', '990001014'],
    ['003', 'NO-OsDB'],
    ['007', 'cr |||||||||||'],
    f008({ year: 2011, form: 'f', lang: 'nob' }),
    ['020', '  ', 'a', isbn('978820248104')],
    ['100', '1 ', 'a', 'Loe, Erlend,', 'd', '1969-'],
    ['245', '10', 'a', 'Fvonk /', 'c', 'Erlend Loe'],
    ['264', ' 1', 'a', 'Oslo :', 'b', 'Cappelen Damm,', 'c', '2011'],
    ['300', '  ', 'a', '1 online ressurs'],
    ['336', '  ', 'a', 'tekst', 'b', 'txt'],
    ['337', '  ', 'a', 'datamaskinformidlet', 'b', 'c'],
    ['338', '  ', 'a', 'nettressurs', 'b', 'cr'],
    [
      '520',
      '  ',
      'a',
      'Fvonk er en mann i førtiårene som har trukket seg tilbake fra samfunnet, og en dag banker statsministeren på døren.',
    ],
    ['655', ' 7', 'a', 'Romaner'],
    ['655', ' 7', 'a', 'Humor'],
  ]),
  record(BOOK_LEADER, [
    ['001', '990001015'],
    ['003', 'NO-OsDB'],
    f008({ year: 2021, original: 1957, form: '0', lang: 'nob' }),
    ['020', '  ', 'a', isbn('978820256432'), 'q', 'h.'],
    ['082', '04', 'a', '996.18'],
    ['100', '1 ', 'a', 'Heyerdahl, Thor,', 'd', '1914-2002'],
    ['245', '10', 'a', 'Aku-Aku :', 'b', 'Påskeøyas hemmelighet /', 'c', 'Thor Heyerdahl'],
    ['264', ' 1', 'a', 'Oslo :', 'b', 'Gyldendal,', 'c', '2021'],
    ['300', '  ', 'a', '318 sider'],
    BOOK,
    UNMEDIATED,
    VOLUME,
    [
      '520',
      '  ',
      'a',
      'Den norske ekspedisjonen til Påskeøya i 1955–56 graver fram de store steinstatuene og møter øyboere som vokter familienes hemmelige huler.',
    ],
    ['650', ' 7', 'a', 'Ekspedisjoner'],
    ['650', ' 7', 'a', 'Arkeologi'],
    ['651', ' 7', 'a', 'Påskeøya'],
    ['655', ' 7', 'a', 'Reiseskildringer'],
    // Koha-style copies: home branch $a, call number $o, barcode $p, on loan ($q) and lost ($1).
    ['952', '  ', 'a', 'HUTL', 'b', 'HUTL', 'o', '996.18 Hey', 'p', '03010900023'],
    ['952', '  ', 'a', 'ROA', 'b', 'ROA', 'o', '996.18 Hey', 'p', '03010900024', 'q', '2026-12-01'],
    ['952', '  ', 'a', 'LAM', 'b', 'LAM', 'o', '996.18 Hey', 'p', '03010900025', '1', '1'],
  ]),
  record(BOOK_LEADER, [
    ['001', '990001016'],
    ['003', 'NO-OsDB'],
    f008({ year: 2008, original: 1898, form: 'f', lang: 'nob' }),
    ['020', '  ', 'a', '82-05-38415-1'],
    ['082', '04', 'a', '839.823'],
    ['100', '1 ', 'a', 'Hamsun, Knut,', 'd', '1859-1952'],
    ['245', '10', 'a', 'Victoria :', 'b', 'en kjærlighedshistorie /', 'c', 'Knut Hamsun'],
    ['264', ' 1', 'a', 'Oslo :', 'b', 'Gyldendal,', 'c', '2008'],
    ['300', '  ', 'a', '128 sider'],
    BOOK,
    UNMEDIATED,
    VOLUME,
    ['490', '0 ', 'a', 'Gyldendal klassiker', 'v', '7'],
    [
      '520',
      '  ',
      'a',
      'Møllersønnen Johannes og slottsdatteren Victoria elsker hverandre fra barndommen, men standsforskjellen skiller dem.',
    ],
    ['650', ' 7', 'a', 'Kjærlighet'],
    ['655', ' 7', 'a', 'Romaner'],
    ['852', '  ', 'b', 'hutl', 'h', '839.823', 'i', 'Ham', 'p', '03010900026'],
    ['852', '  ', 'b', 'Majorstuen', 'h', '839.823', 'i', 'Ham', 'p', '03010900027'],
  ]),
];

/** The control number of the deliberately broken record. */
export const BROKEN_CONTROL_NUMBER = '990001009';

function iso2709(records: readonly InstanceType<typeof Record>[]): Buffer {
  return Buffer.concat(
    records.map((r) => {
      const bytes = Buffer.from(Marc.format(r, 'iso2709'));
      if (r.fields[0][1] !== BROKEN_CONTROL_NUMBER) return bytes;
      // Broken: 40 bytes of field data lost in transfer, so the directory points past the end of the record.
      return Buffer.concat([bytes.subarray(0, bytes.length - 60), bytes.subarray(bytes.length - 20)]);
    }),
  );
}

function marcxml(records: readonly InstanceType<typeof Record>[]): string {
  const body = records
    .map((r) => {
      const xml = Marc.format(r, 'marcxml');
      // Broken: one subfield is never closed.
      if (r.fields[0][1] !== BROKEN_CONTROL_NUMBER) return xml;
      const at = xml.indexOf('</subfield>', xml.indexOf('tag="245"'));
      return xml.slice(0, at) + xml.slice(at + '</subfield>'.length);
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<collection xmlns="http://www.loc.gov/MARC21/slim">\n${body}</collection>\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync('server/db/seed/data/demo.mrc', iso2709(DEMO_RECORDS));
  writeFileSync('server/db/seed/data/demo.marcxml', marcxml(DEMO_RECORDS));
  console.log(
    `Wrote ${DEMO_RECORDS.length} records to server/db/seed/data/demo.mrc and demo.marcxml (record ${BROKEN_CONTROL_NUMBER} broken on purpose).`,
  );
}
