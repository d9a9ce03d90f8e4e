// Norwegian (and foreign) word lists from which the generated part of the demo catalogue and patrons are built.

export const NO_FIRST_F = ['Anne', 'Ingrid', 'Kari', 'Marit', 'Hilde', 'Silje', 'Ida', 'Nora', 'Emma', 'Sofie', 'Thea', 'Maja', 'Ingeborg', 'Solveig', 'Ragnhild', 'Tone', 'Liv', 'Astrid', 'Eli', 'Hanne', 'Guro', 'Siri', 'Tuva', 'Vilde', 'Marte', 'Karin', 'Berit', 'Randi', 'Synnøve', 'Gunn', 'Torill', 'Åse', 'Mona', 'Line', 'Camilla', 'Heidi', 'Kristin', 'Linn', 'Malin', 'Oda', 'Frida', 'Live', 'Selma', 'Aurora', 'Hedda', 'Mathilde', 'Amalie', 'Sunniva', 'Gro', 'Tiril'] as const;
export const NO_FIRST_M = ['Ola', 'Per', 'Lars', 'Jon', 'Knut', 'Arne', 'Erik', 'Tor', 'Geir', 'Øystein', 'Håkon', 'Magnus', 'Sindre', 'Eirik', 'Anders', 'Bjørn', 'Kjetil', 'Trond', 'Morten', 'Espen', 'Stian', 'Jonas', 'Henrik', 'Sander', 'Mathias', 'Jakob', 'Emil', 'Olav', 'Sigurd', 'Halvard', 'Torbjørn', 'Asbjørn', 'Rune', 'Terje', 'Vidar', 'Leif', 'Odd', 'Kåre', 'Ivar', 'Even', 'Aksel', 'Filip', 'Tobias', 'Elias', 'Iver', 'Sverre', 'Gunnar', 'Audun', 'Vegard', 'Ståle'] as const;
export const NO_LAST = ['Hansen', 'Johansen', 'Olsen', 'Larsen', 'Andersen', 'Pedersen', 'Nilsen', 'Kristiansen', 'Jensen', 'Karlsen', 'Johnsen', 'Pettersen', 'Eriksen', 'Berg', 'Haugen', 'Hagen', 'Johannessen', 'Andreassen', 'Dahl', 'Jørgensen', 'Halvorsen', 'Henriksen', 'Lund', 'Sørensen', 'Strand', 'Moen', 'Solberg', 'Bakken', 'Kristoffersen', 'Lie', 'Rasmussen', 'Amundsen', 'Nygård', 'Bakke', 'Sæther', 'Løken', 'Fjeld', 'Haugland', 'Brekke', 'Vik', 'Aas', 'Tangen', 'Holm', 'Engen', 'Ødegård', 'Bråten', 'Eide', 'Nordby', 'Skaug', 'Grønli', 'Vestby', 'Kvalheim', 'Tveit', 'Rustad', 'Hovland', 'Aasen', 'Sandvik', 'Fossum', 'Mathisen', 'Wold', 'Ruud', 'Sunde', 'Kleven', 'Nærland', 'Vold', 'Stokke', 'Helland', 'Torgersen', 'Røed', 'Midtbø', 'Skjelbred', 'Ellingsen', 'Aune', 'Vatne', 'Bjørge', 'Husby', 'Grande'] as const;

export interface Nationality {
  /** ISO 639-2 language code of originals. */
  language: string;
  nationality: string;
  first: readonly string[];
  last: readonly string[];
  /** Dewey class for fiction in this language. */
  dewey: string;
  /** Shelf prefix for books in the original language. */
  shelfLanguage: string;
  publishers: readonly string[];
}

export const NATIONALITIES: readonly Nationality[] = [
  { language: 'swe', nationality: 'svensk', first: ['Lena', 'Maria', 'Karin', 'Anna', 'Johan', 'Mikael', 'Anders', 'Sara', 'Elin', 'Fredrik', 'Kerstin', 'Jonas'], last: ['Lindqvist', 'Svensson', 'Karlsson', 'Nyström', 'Bergström', 'Holmberg', 'Sjöberg', 'Ekström', 'Åkesson', 'Lundgren'], dewey: '839.73', shelfLanguage: 'Svensk', publishers: ['Bonniers', 'Norstedts', 'Natur & Kultur'] },
  { language: 'dan', nationality: 'dansk', first: ['Mette', 'Søren', 'Jens', 'Signe', 'Kasper', 'Lotte', 'Rasmus', 'Ida', 'Morten', 'Birgitte'], last: ['Madsen', 'Christensen', 'Poulsen', 'Thomsen', 'Nørgaard', 'Kjærgaard', 'Østergaard', 'Bech', 'Mikkelsen'], dewey: '839.813', shelfLanguage: 'Dansk', publishers: ['Lindhardt og Ringhof', 'Politikens Forlag', 'Rosinante'] },
  { language: 'eng', nationality: 'britisk', first: ['Sarah', 'James', 'Emily', 'David', 'Rachel', 'Thomas', 'Laura', 'Michael', 'Olivia', 'Daniel', 'Hannah', 'Claire'], last: ['Walker', 'Thompson', 'Harris', 'Clarke', 'Bennett', 'Mitchell', 'Turner', 'Hughes', 'Cooper', 'Morgan', 'Ellis', 'Graham'], dewey: '823', shelfLanguage: 'Engelsk', publishers: ['Penguin', 'Faber & Faber', 'Vintage', 'Bloomsbury'] },
  { language: 'eng', nationality: 'amerikansk', first: ['Jennifer', 'Robert', 'Megan', 'Tyler', 'Ashley', 'Brandon', 'Nicole', 'Kevin', 'Amanda', 'Jason'], last: ['Miller', 'Johnson', 'Anderson', 'Reed', 'Foster', 'Sullivan', 'Brooks', 'Hayes', 'Porter', 'Coleman'], dewey: '813', shelfLanguage: 'Engelsk', publishers: ['Knopf', 'Scribner', 'HarperCollins', 'Riverhead'] },
  { language: 'ger', nationality: 'tysk', first: ['Katharina', 'Stefan', 'Julia', 'Matthias', 'Anja', 'Lukas', 'Sabine', 'Jürgen'], last: ['Müller', 'Schneider', 'Fischer', 'Weber', 'Becker', 'Hoffmann', 'Wagner', 'Schäfer'], dewey: '833', shelfLanguage: 'Tysk', publishers: ['Suhrkamp', 'Hanser', 'Rowohlt'] },
  { language: 'fre', nationality: 'fransk', first: ['Camille', 'Julien', 'Claire', 'Antoine', 'Sophie', 'Mathieu', 'Élise', 'Nicolas'], last: ['Dubois', 'Lefèvre', 'Moreau', 'Laurent', 'Girard', 'Bonnet', 'Rousseau', 'Fontaine'], dewey: '843', shelfLanguage: 'Fransk', publishers: ['Gallimard', 'Actes Sud', 'Grasset'] },
  { language: 'spa', nationality: 'spansk', first: ['Lucía', 'Javier', 'Carmen', 'Diego', 'Elena', 'Pablo', 'Marta', 'Andrés'], last: ['García', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Romero', 'Navarro', 'Ortega'], dewey: '863', shelfLanguage: 'Spansk', publishers: ['Anagrama', 'Alfaguara', 'Tusquets'] },
  { language: 'ita', nationality: 'italiensk', first: ['Giulia', 'Marco', 'Francesca', 'Luca', 'Chiara', 'Paolo'], last: ['Rossi', 'Bianchi', 'Ferrari', 'Esposito', 'Romano', 'Colombo'], dewey: '853', shelfLanguage: 'Italiensk', publishers: ['Einaudi', 'Feltrinelli', 'Adelphi'] },
  { language: 'ara', nationality: 'syrisk', first: ['Fatima', 'Ahmad', 'Layla', 'Omar', 'Nour', 'Yusuf', 'Amira', 'Khaled'], last: ['Haddad', 'Khalil', 'Nasser', 'Mansour', 'Saleh', 'Darwish', 'Hassan'], dewey: '892.7', shelfLanguage: 'Arabisk', publishers: ['Dar al-Saqi', 'Dar al-Adab'] },
  { language: 'som', nationality: 'somalisk', first: ['Amina', 'Abdi', 'Hodan', 'Mohamed', 'Faadumo', 'Ayaan', 'Sahra', 'Cabdi'], last: ['Warsame', 'Farah', 'Jama', 'Hirsi', 'Osman', 'Abdullahi', 'Nur'], dewey: '893.5', shelfLanguage: 'Somali', publishers: ['Looh Press', 'Ponte Invisibile'] },
  { language: 'pol', nationality: 'polsk', first: ['Agnieszka', 'Piotr', 'Katarzyna', 'Tomasz', 'Magdalena', 'Marek', 'Zofia'], last: ['Nowak', 'Kowalski', 'Zieliński', 'Lewandowski', 'Wójcik', 'Kamiński', 'Mazur'], dewey: '891.85', shelfLanguage: 'Polsk', publishers: ['Wydawnictwo Literackie', 'Znak', 'Czarne'] },
  { language: 'urd', nationality: 'pakistansk', first: ['Ayesha', 'Imran', 'Sana', 'Bilal', 'Nadia', 'Faisal', 'Zainab'], last: ['Khan', 'Malik', 'Hussain', 'Qureshi', 'Chaudhry', 'Iqbal', 'Butt'], dewey: '891.439', shelfLanguage: 'Urdu', publishers: ['Sang-e-Meel', 'Jumhoori Publications'] },
  { language: 'jpn', nationality: 'japansk', first: ['Yoko', 'Kenji', 'Haruka', 'Takashi', 'Yuki', 'Sayaka'], last: ['Tanaka', 'Suzuki', 'Watanabe', 'Nakamura', 'Kobayashi', 'Yamamoto'], dewey: '895.63', shelfLanguage: 'Japansk', publishers: ['Shinchosha', 'Kodansha'] },
];

/** Original-language titles for works by foreign authors, per language. */
export const FOREIGN_TITLES: Readonly<Record<string, readonly string[]>> = {
  swe: ['Det tysta huset', 'Det sista året', 'Flickan vid sjön', 'Vinterljus', 'Systrarna', 'Mörkrets hjärta', 'Sommaren vid havet', 'Det gömda rummet', 'Brevet från Stockholm', 'Allt vi förlorade'],
  dan: ['Det stille hus', 'Det sidste år', 'Pigen ved havet', 'Vinterlys', 'Søstrene', 'Huset på heden', 'Sommer i København', 'Alt vi mistede'],
  eng: ['The Silent House', 'The Last Summer', 'A Quiet River', 'The Hidden Garden', 'The Long Road Home', 'The Winter Daughter', 'Letters from the Island', 'The Lighthouse Keeper', 'All We Lost', 'The Salt Marsh', 'Night Train to Edinburgh', 'The Golden Hour', 'What the River Knows', 'Small Fires'],
  ger: ['Das Haus am Meer', 'Die Nacht im Norden', 'Der Sommer der Erinnerung', 'Die Tochter des Fischers', 'Das Erbe', 'Stille Tage in Berlin', 'Der lange Winter'],
  fre: ['La maison du nord', 'La nuit de Paris', "L'été des oubliés", 'Le silence de la mer', 'La fille du phare', 'Le jardin d’hiver', 'Les lettres perdues'],
  spa: ['La casa junto al mar', 'La noche del norte', 'El silencio de Madrid', 'El jardín de invierno', 'La hija del pescador', 'Todo lo que perdimos'],
  ita: ["La casa sul mare", "L'estate perduta", 'La figlia del fornaio', 'Il silenzio di Napoli', 'Le lettere di mia madre'],
  ara: ['بيت البحر', 'ليل الشمال', 'صمت المدينة', 'الرسالة الأخيرة', 'بعد المطر', 'ابنة القاهرة', 'حديقة الشتاء'],
  som: ['Guriga badda', 'Habeen dheer', 'Magaalada aamusan', 'Warqaddii ugu dambeysay', 'Roobka kadib', 'Gabadha Muqdisho'],
  pol: ['Dom nad morzem', 'Długa noc', 'Ciche miasto', 'Ostatni list', 'Po deszczu', 'Córka z Krakowa', 'Zimowy ogród'],
  urd: ['سمندر کا گھر', 'خاموش رات', 'شہر کی روشنی', 'آخری خط', 'بارش کے بعد', 'میری بیٹی'],
  jpn: ['Umi no ie', 'Fuyu no hikari', 'Shizuka na machi', 'Saigo no tegami', 'Ame no ato'],
};

export const DEN_NOUNS = ['natten', 'sommeren', 'vinteren', 'reisen', 'stillheten', 'datteren', 'elva', 'byen', 'skogen', 'veien', 'hagen', 'sannheten', 'løgnen', 'drømmen', 'stormen', 'grensen', 'broren', 'søsteren', 'moren', 'faren', 'kysten', 'øya', 'brua', 'tiden', 'kvinnen', 'mannen', 'gutten', 'jenta', 'fortellingen', 'hemmeligheten', 'morgenen', 'kvelden'] as const;
export const DET_NOUNS = ['huset', 'året', 'lyset', 'havet', 'landet', 'brevet', 'barnet', 'hjertet', 'speilet', 'tårnet', 'fjellet', 'løftet', 'vinduet', 'rommet', 'bildet', 'sporet', 'skipet', 'mørket', 'navnet', 'ekkoet', 'hotellet', 'fyret'] as const;
export const WEAK_ADJ = ['siste', 'lange', 'stille', 'mørke', 'hvite', 'andre', 'glemte', 'tapte', 'røde', 'store', 'tause', 'blå', 'kalde', 'hemmelige', 'forbudte', 'ukjente', 'gamle', 'første', 'ensomme', 'brente'] as const;
export const INDEF_NOUNS = ['hus', 'hemmelighet', 'sommer', 'reise', 'arv', 'løfte', 'brev', 'hage', 'sang', 'dagbok', 'drøm', 'vinter', 'fortelling', 'kjærlighet', 'krig', 'øy', 'skyld', 'hjemkomst'] as const;
export const PLACES = ['Oslo', 'Bergen', 'Trondheim', 'Tromsø', 'Lofoten', 'Finnmark', 'Hardanger', 'Gudbrandsdalen', 'Telemark', 'Stavanger', 'Kristiansand', 'Valdres', 'Vesterålen', 'Paris', 'Berlin', 'Roma', 'Beirut', 'Mogadishu', 'Kraków', 'Lahore', 'Sarajevo', 'Svalbard', 'Bjørvika', 'Groruddalen', 'Nordmarka', 'Istanbul', 'København', 'Stockholm'] as const;
export const PLACES_DEF = ['fjorden', 'elva', 'skogen', 'havet', 'Akerselva', 'grensen', 'stasjonen', 'kirkegården', 'vannet', 'fyret', 'kaia'] as const;
export const AFTER = ['stormen', 'festen', 'krigen', 'brannen', 'regnet', 'sommeren', 'flommen', 'begravelsen', 'bryllupet'] as const;
export const WHEN = ['fuglene flyr', 'lyset slukkes', 'elva fryser', 'isen går', 'natten faller', 'havet stiger', 'snøen smelter', 'hjertet banker', 'vi går hjem'] as const;
export const NUMBERS = ['To', 'Tre', 'Fire', 'Fem', 'Sju', 'Ti', 'Tolv'] as const;
export const PLURALS = ['brev', 'dager', 'netter', 'somre', 'vintre', 'sanger', 'historier', 'løfter', 'reiser'] as const;
export const ALL_WE = ['mistet', 'glemte', 'aldri sa', 'drømte om', 'lot være', 'bar med oss'] as const;

export const CRIME_FIXED = ['Blodspor', 'Nattevakten', 'Sporløst forsvunnet', 'Ingen kommer tilbake', 'Sju dager til døden', 'Kaldt vitne', 'Den siste jakten', 'Tause vitner', 'Mørkeland', 'Drukningen', 'Forræderen', 'Offeret', 'Jegeren', 'Isdød', 'Brennmerket', 'Ulvetime', 'Det femte offeret', 'Dødsbudet', 'Skjult agenda', 'Gravrøveren'] as const;
export const CRIME_COMPOUNDS = ['Fjord', 'Snø', 'Hytte', 'Ferje', 'Skjærgårds', 'Fjell', 'Fyr', 'Marka', 'Tunnel', 'Villa', 'Skole'] as const;
export const CRIME_ON = ['snøen', 'isen', 'sanden', 'trappa', 'brygga', 'perrongen'] as const;

export const FANTASY_THINGS = ['sølvsverdet', 'ildsteinen', 'stjernekartet', 'skyggeriket', 'den siste portalen', 'dragens egg', 'isdronningen', 'tåkeporten'] as const;
export const FANTASY_BEYOND = ['fjellene', 'havet', 'stjernene', 'tåken', 'nordlyset', 'muren'] as const;
export const SF_PLANETS = ['Mars', 'Europa', 'Titan', 'Kepler-22b', 'Ganymedes'] as const;

export const YOUTH_FIXED = ['Alt jeg aldri sa', 'Hvis du ser meg nå', 'Ikke si det til noen', 'Alle andre har det fint', 'Den dagen jeg forsvant', 'Venner for alltid?', 'Bare én gang til', 'Når ingen ser', 'Helt ærlig', 'Lydløs', 'Kroppen min er min'] as const;
export const YOUTH_SUMMER = ['forandret seg', 'gikk galt', 'begynte', 'tok slutt', 'brant'] as const;
export const YOUTH_COUNTDOWN = ['sommerferien', 'eksamen', 'russetiden', 'bursdagen min', 'konserten', 'flyttedagen'] as const;
export const YOUTH_CODE = ['Ravn', 'Ulv', 'Skygge', 'Falk', 'Nordlys'] as const;

export const CHILD_NAMES = ['Tuva', 'Ola', 'Sofie', 'Emil', 'Nora', 'Jakob', 'Amina', 'Ali', 'Ida', 'Filip', 'Leah', 'Noah', 'Selma', 'Isak', 'Mia', 'Yusuf', 'Alma', 'Oskar', 'Maja', 'Liam'] as const;
export const ANIMALS_DEN = ['dragen', 'reven', 'bjørnen', 'katten', 'hunden', 'kaninen', 'ugla', 'hesten', 'elgen', 'hvalen', 'piraten', 'roboten', 'dinosauren', 'mammuten'] as const;
export const ANIMALS_DET = ['trollet', 'ekornet', 'spøkelset', 'monsteret', 'lammet', 'romvesenet'] as const;
export const CHILD_PLACES = ['hytta', 'sykehuset', 'skolen', 'fjellet', 'stranda', 'månen', 'bondegården', 'museet', 'biblioteket', 'campingplassen'] as const;
export const ANIMAL_GENITIVES = ['Revens', 'Bjørnens', 'Kattens', 'Hundens', 'Kaninens', 'Ugla sin', 'Dragens', 'Elgens', 'Musas'] as const;

export const POETRY_FIXED = ['Nattdikt', 'Små steiner', 'Lys i vinduet', 'Snø på nakken', 'Alt som lever', 'Ord mot mørket', 'Dikt om havet', 'Tid og sted', 'Hender', 'Det enkle', 'Stemmer fra kysten', 'Fugletrekk', 'Kjøkkenbordsdikt', 'Under treet', 'Saltvann'] as const;

export const FICTION_THEMES = ['familie', 'kjærlighet', 'sorg', 'vennskap', 'oppvekst', 'identitet', 'krig', 'innvandring', 'klasse', 'skyld', 'hemmeligheter', 'ensomhet', 'arv', 'minner', 'natur', 'byliv', 'bygdeliv', 'søsken', 'utroskap', 'død', 'eksil', 'psykisk helse'] as const;

export interface NonfictionTopic {
  genre: string;
  dewey: string;
  subjects: readonly string[];
  titles: readonly string[];
  /** Written for children when true. */
  children?: boolean;
}

/** Non-fiction areas with Dewey numbers, subjects and title templates ({place}, {country}, {name}, {n}). */
export const NONFICTION_TOPICS: readonly NonfictionTopic[] = [
  { genre: 'historie', dewey: '948.1', subjects: ['historie', 'Norges historie', 'vikingtiden', 'middelalderen', 'andre verdenskrig', 'unionsoppløsningen', 'Oslo'], titles: ['Norge i krig', 'Vikingenes verden', 'Historien om {place}', 'Unionen som brast', 'Krig og hverdag i {place}', 'Byen ved Akerselva', 'Da Norge ble Norge', 'Slekt og gård i {place}', 'Kvinnene som bygde landet', 'Norge 1814', 'Hundre år med {place}', 'Pesten kommer'] },
  { genre: 'historie', dewey: '940.53', subjects: ['andre verdenskrig', 'okkupasjonen', 'motstandsbevegelsen'], titles: ['Okkupert', 'Motstandsfolk', 'Flukten over grensen', 'Det lange året 1944', 'Tungtvannsaksjonen', 'Kvinner i motstandskampen'] },
  { genre: 'natur', dewey: '508', subjects: ['natur', 'fugler', 'skog', 'insekter', 'norsk natur'], titles: ['Fuglene i hagen', 'Livet i skogen', 'Norske sopper', 'Insektenes hemmelige liv', 'Naturen rundt {place}', 'Fjellets planter', 'Et år ved vannet', 'Trærne i Norge', 'Alt om humler'] },
  { genre: 'kokebøker', dewey: '641.5', subjects: ['mat', 'matlaging', 'baking', 'vegetarmat', 'internasjonal mat'], titles: ['Mat fra {country}', 'Brød og boller', 'Grønn hverdagsmat', 'Kaker for alle anledninger', 'Smaken av {country}', 'Suppe hele året', 'Middag på 30 minutter', 'Bestemors kjøkken', 'Sjømat fra kysten', 'Søndagsmiddag', 'Fermentering for nybegynnere', 'Krydder og varme'] },
  { genre: 'reiser', dewey: '914', subjects: ['reiser', 'fotturer', 'reisehåndbøker'], titles: ['Reiser i {country}', 'Til fots gjennom {country}', 'Langs kysten av {place}', 'Med tog gjennom Europa', 'Turer i Oslomarka', 'Sykkelturer i {place}', 'Reisehåndbok: {country}', 'Byvandringer i {place}'] },
  { genre: 'helse', dewey: '613', subjects: ['helse', 'søvn', 'trening', 'kosthold'], titles: ['Sov godt', 'Sterk hele livet', 'Stress ned', 'Løp for livet', 'Kroppen din', 'Sunn mat for travle dager', 'Yoga for alle'] },
  { genre: 'psykologi', dewey: '150', subjects: ['psykologi', 'følelser', 'angst', 'relasjoner'], titles: ['Når tankene tar over', 'Om å være menneske', 'Følelsenes kraft', 'Ensomhetens psykologi', 'Gode relasjoner', 'Barn og følelser'] },
  { genre: 'filosofi', dewey: '100', subjects: ['filosofi', 'etikk'], titles: ['Hva er et godt liv?', 'Filosofi for hverdagen', 'Tenkerne som formet Europa', 'Små tanker om store ting', 'Etikk for vår tid'] },
  { genre: 'samfunn', dewey: '320', subjects: ['politikk', 'demokrati', 'velferdsstaten', 'samfunn'], titles: ['Demokratiets grenser', 'Velferdsstaten under press', 'Makt og avmakt', 'Det nye Norge', 'Byen vi deler', 'Innvandringens historie', 'Ytringsfrihet i praksis'] },
  { genre: 'økonomi', dewey: '330', subjects: ['økonomi', 'privatøkonomi', 'oljefondet'], titles: ['Penger for folk flest', 'Oljefondet', 'Økonomi for alle', 'Smart sparing', 'Markedets makt'] },
  { genre: 'kunst', dewey: '709', subjects: ['kunst', 'kunsthistorie', 'arkitektur', 'Edvard Munch'], titles: ['Munch og Oslo', 'Norsk kunst i 200 år', 'Byggekunst i {place}', 'Farger', 'Moderne arkitektur i Norden', 'Kunstnere på Karl Johan'] },
  { genre: 'musikk', dewey: '780.9', subjects: ['musikkhistorie', 'jazz', 'norsk pop'], titles: ['Jazzens historie', 'Norsk pop 1960–2020', 'Hardingfelen', 'Fra Grieg til black metal', 'Sangen om {place}'] },
  { genre: 'sport', dewey: '796', subjects: ['fotball', 'skisport', 'idrett'], titles: ['Skiløperne', 'Fotballens magi', 'Gull i {place}', 'Holmenkollen i hundre år', 'Treneren', 'Sjakk for alle'] },
  { genre: 'friluftsliv', dewey: '796.5', subjects: ['friluftsliv', 'fjellturer', 'hytteliv'], titles: ['Ut på tur', 'Hytteboka', 'Stille dager i Jotunheimen', 'Telt og bål', 'Vinterturer for hele familien', 'Padling i {place}'] },
  { genre: 'hage', dewey: '635', subjects: ['hage', 'planter', 'kjøkkenhage'], titles: ['Kjøkkenhagen', 'Dyrk selv på balkongen', 'Roser i nord', 'Stauder for alle', 'Urter i potte'] },
  { genre: 'håndarbeid', dewey: '746.4', subjects: ['strikking', 'håndarbeid', 'søm'], titles: ['Strikk til hele familien', 'Lappeteppets kunst', 'Sokker og votter', 'Sy dine egne klær', 'Kofter fra {place}'] },
  { genre: 'teknologi', dewey: '004', subjects: ['teknologi', 'kunstig intelligens', 'programmering', 'personvern'], titles: ['Kunstig intelligens forklart', 'Lær deg Python', 'Maskinene som tenker', 'Internett og deg', 'Trygg på nett', 'Data for alle'] },
  { genre: 'språk', dewey: '439.82', subjects: ['norsk språk', 'dialekter', 'språk'], titles: ['Norsk for nybegynnere', 'Ord som endret verden', 'Dialekter i Norge', 'Norsk grammatikk på 100 sider', 'Snakk norsk!'] },
  { genre: 'religion', dewey: '200', subjects: ['religion', 'islam', 'kristendom', 'livssyn'], titles: ['Verdensreligionene', 'Tro i Norge i dag', 'Høytider i mange kulturer', 'Hellige tekster'] },
  { genre: 'dyr', dewey: '590', subjects: ['dyr', 'hunder', 'katter', 'havet'], titles: ['Hunden din', 'Havets dyr', 'Ulven i Norge', 'Katter vi har kjent', 'Dyrenes vinter'] },
  { genre: 'klima', dewey: '363.7', subjects: ['klima', 'miljø', 'bærekraft'], titles: ['Klimaet og oss', 'Den grønne omstillingen', 'Havet stiger', 'Plast', 'Den siste isbreen'] },
  { genre: 'biografier', dewey: '920', subjects: ['biografier', 'memoarer'], titles: ['{name}: et liv', 'Mitt liv med musikken', 'Fra {place} til verden', 'Den lange veien hjem', 'Oppvekst på {place}'] },
  { genre: 'faktabøker for barn', dewey: '500', subjects: ['verdensrommet', 'dinosaurer', 'kroppen', 'dyr'], titles: ['Barnas store bok om verdensrommet', 'Dinosaurer!', 'Hvordan virker kroppen?', 'Alt om haier', 'Min første bok om planeter', 'Hvorfor er himmelen blå?'], children: true },
];

export const COUNTRIES = ['Italia', 'Japan', 'Marokko', 'Syria', 'Somalia', 'Polen', 'Pakistan', 'Mexico', 'Frankrike', 'India', 'Island', 'Skottland', 'Vietnam', 'Hellas', 'Portugal', 'Etiopia'] as const;

export const COMIC_HEROES = ['Bjarne Banan', 'Lynvinge', 'Kaptein Krøll', 'Stine og Siri', 'Trollungen', 'Romvesenet Zork', 'Detektiv Dachs', 'Mona Monster', 'Familien Rot', 'Sjøormen Sigurd', 'Gjengen i gata', 'Agent Ugle'] as const;
export const COMIC_ADVENTURES = ['Det store ranet', 'Jakten på gullskatten', 'Kaos i klasserommet', 'Tilbake til månen', 'Hemmeligheten i kjelleren', 'Sommerferie i Syden', 'Full pakke', 'Vinter i byen', 'Monstrene kommer', 'Alt går galt', 'Hjem til jul', 'Tidsmaskinen', 'Spøkelseshotellet', 'Fotballfeber'] as const;
export const GRAPHIC_NOVEL_TITLES = ['Grensen', 'Mor og jeg', 'Byen som sov', 'Ingen her', 'Blå time', 'Flyktningen', 'Tusen biter', 'Skogen', 'Hjemlengsel', 'Søsterland', 'Kaffe og sorg', 'Løkka 1986'] as const;
export const MANGA_TITLES = ['Sakura-klubben', 'Demonjegeren', 'Skolen i skyene', 'Robotpiloten', 'Kokken fra Kyoto', 'Ninjaskolen'] as const;

export const FILM_GENRES = ['drama', 'komedie', 'thriller', 'dokumentar', 'krim', 'action', 'romantikk', 'skrekk'] as const;
export const FILM_FIXED = ['Nordavind', 'Siste skift', 'Stormvarsel', 'Hjemme', 'Sommerlandet', 'Grenseland', 'Ut av mørket', 'Fjellet', 'Byen sover aldri', 'Søsken', 'Ingen vei tilbake', 'Fremmed', 'Kystlinje', 'Vinterhavn', 'Lille Norge', 'Alt for familien', 'Førstereis', 'Brudd', 'Natten er ung', 'Et annet liv'] as const;
export const DOC_TITLES = ['Havets stemmer', 'Isbreen som forsvant', 'Mannen fra Tøyen', 'Kampen om fjorden', 'Et år på Svalbard', 'Bibliotekarene', 'Stemmer fra Groruddalen', 'Laksens reise'] as const;
export const FAMILY_FILM_TITLES = ['Dragen på loftet', 'Julemysteriet', 'Hunden som kunne snakke', 'Sommer på bondegården', 'Skattejakten', 'Reisen til Snøland', 'Rotteprinsen', 'Trollskogen'] as const;

export const MUSIC_GENRES = ['pop', 'rock', 'jazz', 'folkemusikk', 'hiphop', 'elektronika', 'viser', 'metal', 'country', 'barnesanger', 'blues', 'soul'] as const;
export const BAND_NAMES = ['Nordlys', 'Kvitebjørn', 'Storm i glass', 'Dei Tre Fjellane', 'Hjemmebrent', 'Bakgårdsorkesteret', 'Solskinnsbandet', 'Frostnatt', 'Bølgebryter', 'Tunnelsyn', 'Glasshjerte', 'De Fortapte Sønner', 'Ravnejuv', 'Kalde Føtter', 'Oslo Swing Ensemble', 'Trikkeorkesteret', 'Lyden av Løkka', 'Nattbuss 32', 'Sjøsprøyt', 'Fjordblå', 'Sørlandsstrand', 'Grottekor', 'Hardcore Hardanger', 'Tante Gerd Trio'] as const;
export const ALBUM_TITLES_NO = ['Hjem igjen', 'Sanger fra kjelleren', 'Langt nord', 'Vi var unge', 'Nattmusikk', 'Ut av byen', 'Sommerfugler', 'Tusen lys', 'Stille vann', 'Mellom fjellene', 'Gammel kjærlighet', 'Ingen vei tilbake', 'Fyr og flamme', 'Blå time', 'Byen min', 'Sølvbryllup', 'Vinterviser', 'Alt er bra'] as const;
export const ALBUM_TITLES_EN = ['Northern Lights', 'Midnight Sun', 'Echoes', 'Quiet Storm', 'Better Days', 'Glass Houses', 'Paper Moon', 'Wildfire', 'After Hours', 'Blue Mountains', 'Silver Lining', 'Ghost Town', 'Saltwater', 'Open Roads', 'Neon Nights', 'Heartland'] as const;
export const CLASSICAL_COMPOSERS: readonly { name: string; birthYear: number; deathYear: number; nationality: string }[] = [
  { name: 'Johan Svendsen', birthYear: 1840, deathYear: 1911, nationality: 'norsk' },
  { name: 'Johan Halvorsen', birthYear: 1864, deathYear: 1935, nationality: 'norsk' },
  { name: 'Christian Sinding', birthYear: 1856, deathYear: 1941, nationality: 'norsk' },
  { name: 'Harald Sæverud', birthYear: 1897, deathYear: 1992, nationality: 'norsk' },
  { name: 'Agathe Backer Grøndahl', birthYear: 1847, deathYear: 1907, nationality: 'norsk' },
  { name: 'Ludwig van Beethoven', birthYear: 1770, deathYear: 1827, nationality: 'tysk' },
  { name: 'Wolfgang Amadeus Mozart', birthYear: 1756, deathYear: 1791, nationality: 'østerriksk' },
  { name: 'Johann Sebastian Bach', birthYear: 1685, deathYear: 1750, nationality: 'tysk' },
  { name: 'Jean Sibelius', birthYear: 1865, deathYear: 1957, nationality: 'finsk' },
  { name: 'Pjotr Tsjajkovskij', birthYear: 1840, deathYear: 1893, nationality: 'russisk' },
];
export const CLASSICAL_WORKS: readonly { title: string; type: string }[] = [
  { title: 'Symfoni nr. {n}', type: 'symfonier' },
  { title: 'Fiolinkonsert', type: 'konserter' },
  { title: 'Klaverkonsert', type: 'konserter' },
  { title: 'Pianosonater', type: 'sonater' },
  { title: 'Norske danser', type: 'danser' },
  { title: 'Strykekvartetter', type: 'kvartetter' },
  { title: 'Orkestersuiter', type: 'suiter' },
  { title: 'Romanser', type: 'sanger' },
];
export const ORCHESTRAS = ['Oslo-Filharmonien', 'Kringkastingsorkestret', 'Bergen Filharmoniske Orkester', 'Det Norske Kammerorkester', 'Trondheimsolistene', 'Stavanger Symfoniorkester'] as const;

export const BOOK_PUBLISHERS: readonly { name: string; isbnPrefix: string }[] = [
  { name: 'Gyldendal', isbnPrefix: '8205' },
  { name: 'Cappelen Damm', isbnPrefix: '8202' },
  { name: 'Aschehoug', isbnPrefix: '8203' },
  { name: 'Oktober', isbnPrefix: '82495' },
  { name: 'Samlaget', isbnPrefix: '82521' },
  { name: 'Tiden', isbnPrefix: '8210' },
  { name: 'Pax', isbnPrefix: '82530' },
  { name: 'Kagge', isbnPrefix: '82489' },
  { name: 'Vigmostad & Bjørke', isbnPrefix: '82419' },
  { name: 'Spartacus', isbnPrefix: '82430' },
  { name: 'Solum Bokvennen', isbnPrefix: '82560' },
];
export const COMIC_PUBLISHERS = ['Egmont', 'No Comprendo Press', 'Cappelen Damm', 'Strand Comics', 'Minuskel'] as const;
export const FILM_PUBLISHERS = ['Nordisk Film', 'SF Studios', 'Norsk Filmdistribusjon', 'Euforia Film', 'Arthaus', 'Scanbox'] as const;
export const MUSIC_PUBLISHERS = ['Warner Music', 'Sony Music', 'Universal Music', 'Grappa', 'Kirkelig Kulturverksted', 'Propeller Recordings', 'Simax', 'Jazzland'] as const;

export const CORPORATE_AUTHORS = ['Nasjonalbiblioteket', 'Universitetet i Oslo', 'Norsk Polarinstitutt', 'Oslo Museum', 'Den Norske Turistforening', 'Norsk Folkemuseum', 'Det Norske Teatret', 'Den Norske Opera & Ballett', 'Kringkastingsorkestret', 'Statistisk sentralbyrå'] as const;

/** Oslo street names for patron addresses. */
export const STREETS = ['Thorvald Meyers gate', 'Markveien', 'Trondheimsveien', 'Kirkeveien', 'Bogstadveien', 'Ullevålsveien', 'Grønlandsleiret', 'Tøyengata', 'Hagegata', 'Sandakerveien', 'Vogts gate', 'Holmlia senter vei', 'Stovnerveien', 'Furusetveien', 'Lambertseterveien', 'Bølerlia', 'Vækerøveien', 'Sørkedalsveien', 'Waldemar Thranes gate', 'Pilestredet', 'Schweigaards gate', 'Kongsveien', 'Ekebergveien', 'Tvetenveien'] as const;
export const POSTAL_CODES = ['0550', '0551', '0553', '0554', '0555', '0556', '0557', '0558', '0559', '0560', '0171', '0172', '0175', '0176', '0368', '0369', '0473', '0474', '0475', '0476', '0650', '0651', '0653', '0654', '0655', '0656', '0657', '0658', '0659', '0661', '0662', '0683', '0687', '0751', '0752', '0985', '0986', '1051', '1052', '1150', '1151', '1152', '1255', '1256', '1281'] as const;
