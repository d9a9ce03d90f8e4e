// The accessibility statement (tilgjengelighetserklæring, issue #21) in the structure the Norwegian supervisory
// authority (Tilsynet for universell utforming av ikt, uutilsynet.no) asks for: the rules, the status, the known
// deviations, how we test, how to report a problem, and where to complain. Dated: change it with every audit. A Norwegian
// legal text, kept in bokmål; the page's title and its feedback form are in the site namespace (decision 028).
export const statementTexts = {
  lead: 'Vi vil at alle skal kunne søke i samlingen, låne, reservere og finne arrangementer hos oss, også med skjermleser, tastatur, forstørrelse eller på mobil.',
  updated: 'Erklæringen ble sist oppdatert 26. november 2026.',
  rulesHeading: 'Hvilke krav gjelder',
  rules:
    'Nettstedet er omfattet av likestillings- og diskrimineringsloven og forskrift om universell utforming av IKT-løsninger. Forskriften krever at vi følger retningslinjene for tilgjengelig innhold på nett (WCAG 2.1) på nivå A og AA. Vi tester mot den nyere versjonen WCAG 2.2 på nivå AA.',
  statusHeading: 'Hvor godt oppfyller vi kravene',
  status: 'Nettstedet oppfyller kravene, med de unntakene som står nedenfor.',
  deviationsHeading: 'Dette er ikke tilgjengelig ennå',
  deviations: [
    'Opptak av arrangementer ligger hos eksterne videotjenester. Ikke alle opptak har teksting.',
    'E-bøker og lydbøker lånes i en ekstern utlånstjeneste, som har sin egen tilgjengelighetserklæring.',
    'Informasjonsskjermene i bibliotekene (/skjerm) er laget for å leses på avstand i lokalet, ikke for å brukes på nett. Det samme innholdet finnes på Hva skjer.',
  ],
  testingHeading: 'Slik tester vi',
  testing: [
    'Hver side testes automatisk mot WCAG 2.2 nivå A og AA (axe) hver gang vi endrer nettstedet.',
    'Vi prøver de viktigste oppgavene med tastatur og uten JavaScript: søke, logge inn, låne om, reservere og betale gebyrer.',
    'Vi måler sidene med Lighthouse på en mobilprofil.',
    'Vi har ennå ikke testet nettstedet sammen med brukere av skjermleser. Det skal vi gjøre.',
  ],
  complaintHeading: 'Klage',
  complaint:
    'Får du ikke svar fra oss, eller er du ikke fornøyd med svaret, kan du klage til Tilsynet for universell utforming av ikt.',
  complaintLink: 'Klag til Tilsynet for universell utforming av ikt',
} as const;
