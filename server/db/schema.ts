// Database schema (Drizzle, PostgreSQL dialect) for the whole portal; SQL migrations are generated from it.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Full-text vector maintained by PostgreSQL (generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------- libraries

export const libraries = pgTable('libraries', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  /** Identifier in the library system (SPEC §3 ciceroId). */
  ciceroId: text('cicero_id'),
  isPickupBranch: boolean('is_pickup_branch').notNull().default(true),
  /** Short branch code printed on spine labels and picking lists. */
  signature: text('signature').notNull(),
  extendedOpeningHours: boolean('extended_opening_hours').notNull().default(false),
  merapentOnlyWithOslonokkel: boolean('merapent_only_with_oslonokkel').notNull().default(false),
  address: text('address').notNull(),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull().default('Oslo'),
  phone: text('phone'),
  email: text('email'),
  description: text('description').notNull().default(''),
  facilities: text('facilities')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  wifiNetwork: text('wifi_network'),
  wifiPassword: text('wifi_password'),
  imageUrl: text('image_url'),
  createdAt: createdAt(),
});

/** Regular weekly hours; dayOfWeek is ISO (1 = Monday … 7 = Sunday). */
export const openingHours = pgTable(
  'opening_hours',
  {
    libraryId: integer('library_id')
      .notNull()
      .references(() => libraries.id, { onDelete: 'cascade' }),
    dayOfWeek: smallint('day_of_week').notNull(),
    isOpen: boolean('is_open').notNull(),
    /** Whole opening time including unmanned (meråpent) hours. */
    openFrom: time('open_from'),
    openTo: time('open_to'),
    mannedFrom: time('manned_from'),
    mannedTo: time('manned_to'),
  },
  (t) => [primaryKey({ columns: [t.libraryId, t.dayOfWeek] })],
);

/** Holidays and special days that override the weekly schedule. */
export const openingHoursExceptions = pgTable(
  'opening_hours_exceptions',
  {
    libraryId: integer('library_id')
      .notNull()
      .references(() => libraries.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    isOpen: boolean('is_open').notNull(),
    openFrom: time('open_from'),
    openTo: time('open_to'),
    mannedFrom: time('manned_from'),
    mannedTo: time('manned_to'),
    reason: text('reason').notNull(),
  },
  (t) => [primaryKey({ columns: [t.libraryId, t.date] })],
);

// ---------------------------------------------------------------- catalogue

export const agents = pgTable(
  'agents',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['person', 'corporation'] }).notNull(),
    name: text('name').notNull(),
    birthYear: smallint('birth_year'),
    deathYear: smallint('death_year'),
    nationality: text('nationality'),
    description: text('description').notNull().default(''),
    /** The authority record's id from a MARC $0/$1 ('(NO-TrBIB)90054177', an id.loc.gov or VIAF URI): finds the person again under another spelling. */
    authorityId: text('authority_id'),
  },
  // agents_kind_folded_name: the MARC import finds a person or corporation again by its name in any case and with
  // any accents (not unique: bench data repeats names).
  (t) => [
    index('agents_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    index('agents_kind_folded_name').on(t.kind, sql`immutable_unaccent(lower(${t.name}))`),
    // Role commands (forfatter:, illustratør: …) find the people by the words of their names first (search.ts).
    index('agents_name_words').using('gin', sql`to_tsvector('nb_unaccent'::regconfig, ${t.name})`),
    // The person search (agents.ts) finds every typed word inside the folded name.
    index('agents_name_folded_trgm').using('gin', sql`immutable_unaccent(lower(${t.name})) gin_trgm_ops`),
    uniqueIndex('agents_authority_id').on(t.authorityId),
  ],
);

// Autocomplete suggests series by the words or a part of their names (autocomplete.ts): indexed, since a library
// has thousands of series and every keystroke asks.
export const workSeries = pgTable(
  'work_series',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [
    index('work_series_name_words').using('gin', sql`to_tsvector('nb_unaccent'::regconfig, ${t.name})`),
    index('work_series_name_trgm').using('gin', sql`immutable_unaccent(lower(${t.name})) gin_trgm_ops`),
  ],
);

export const publisherSeries = pgTable(
  'publisher_series',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    publisher: text('publisher').notNull(),
  },
  (t) => [index('publisher_series_name_trgm').using('gin', sql`immutable_unaccent(lower(${t.name})) gin_trgm_ops`)],
);

/** A periodical (SPEC: serial); its issues are publications with serial_id set. */
export const serials = pgTable('serials', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  issn: text('issn'),
  publisher: text('publisher').notNull(),
  description: text('description').notNull().default(''),
});

export const works = pgTable(
  'works',
  {
    id: serial('id').primaryKey(),
    uri: text('uri').notNull().unique(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    originalTitle: text('original_title'),
    description: text('description').notNull().default(''),
    firstPublicationYear: smallint('first_publication_year'),
    fiction: boolean('fiction').notNull(),
    /** 'voksen', 'ungdom', 'barn' */
    audience: text('audience').notNull().default('voksen'),
    genres: text('genres')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    subjects: text('subjects')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    compositionTypes: text('composition_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    workSeriesId: integer('work_series_id').references(() => workSeries.id),
    workSeriesPosition: smallint('work_series_position'),
    /** Denormalised creator names so the search vector can weigh them (kept by the catalogue service). */
    creatorNames: text('creator_names').notNull().default(''),
    /** The source record that created the work ('marc:{record id}'), so a re-import updates it (docs/decisions/009). */
    sourceKey: text('source_key').unique(),
    /** Other titles the work is known by (MARC 246, 740): searchable, weight B. */
    variantTitles: text('variant_titles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** What the work contains (MARC 505: the stories, songs or chapters): searchable, weight C. */
    contents: text('contents')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Editions and translations of one work share it (MARC import, docs/decisions/009 "Works"): uniform title or title, and main creator, folded. */
    groupKey: text('group_key').unique(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('nb_unaccent', search_text(coalesce(title, '') || ' ' || coalesce(subtitle, '') || ' ' || coalesce(original_title, ''))), 'A') || setweight(to_tsvector('nb_unaccent', coalesce(creator_names, '')), 'A') || setweight(to_tsvector('nb_unaccent', text_array_to_string(subjects) || ' ' || text_array_to_string(genres) || ' ' || text_array_to_string(variant_titles)), 'B') || setweight(to_tsvector('nb_unaccent', search_text(coalesce(description, '')) || ' ' || text_array_to_string(contents)), 'C')`,
    ),
    createdAt: createdAt(),
  },
  (t) => [
    index('works_search_vector').using('gin', t.searchVector),
    index('works_title_trgm').using('gin', sql`immutable_unaccent(lower(${t.title})) gin_trgm_ops`),
    // Autocomplete's first cut (docs/decisions/014): titles starting with the input, and the shortest matching titles first.
    index('works_title_prefix').on(sql`immutable_unaccent(lower(${t.title})) text_pattern_ops`),
    index('works_title_length').on(sql`length(${t.title})`, t.id),
    // Works of a series (autocomplete counts them per series; series pages list them).
    index('works_work_series').on(t.workSeriesId),
  ],
);

export const workAgents = pgTable(
  'work_agents',
  {
    workId: integer('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    /** author, illustrator, translator, director, composer, performer, publisher */
    role: text('role').notNull(),
    position: smallint('position').notNull().default(0),
  },
  // work_agents_agent covers the work: a person's work count (the person search orders by it) is read from the index alone.
  (t) => [primaryKey({ columns: [t.workId, t.agentId, t.role] }), index('work_agents_agent').on(t.agentId, t.workId)],
);

export const publications = pgTable(
  'publications',
  {
    id: serial('id').primaryKey(),
    /** The library system's bibliographic record id (SPEC recordId / bibliographicRecordId). */
    recordId: text('record_id').notNull().unique(),
    workId: integer('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Bok, Film, Musikkopptak, Tegneserie, Lydbok, E-bok, Tidsskrift, Noter, Kart (core/catalogue.ts) */
    mediaType: text('media_type').notNull(),
    format: text('format').notNull(),
    /** ISO 639-2 code: nob, nno, eng, swe, dan, ger, fre, spa, ara, som, urd, pol … */
    language: text('language').notNull(),
    publicationYear: smallint('publication_year'),
    publisher: text('publisher'),
    isbn: text('isbn'),
    ean: text('ean'),
    /** Every ISBN (as ISBN-13) and EAN of the record, the first included: each one finds the publication. */
    isbns: text('isbns')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The edition statement (MARC 250): '2. utg.', 'Revised edition'. */
    edition: text('edition'),
    extent: text('extent'),
    /** Where the publication can be read, heard or seen online (MARC 856): [{url, label, kind}], http(s) only. */
    links: jsonb('links')
      .$type<{ url: string; label: string; kind: 'read' | 'listen' | 'watch' | 'info' }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Set when the source system deleted the record (MARC leader/05 'd', an OAI deletion): out of search, its copies off the shelf. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** The OAI-PMH identifier the record was harvested under, so a later deletion notice finds it. */
    oaiIdentifier: text('oai_identifier').unique(),
    ageLimit: smallint('age_limit'),
    coverUrl: text('cover_url'),
    publisherSeriesId: integer('publisher_series_id').references(() => publisherSeries.id),
    publisherSeriesNumber: smallint('publisher_series_number'),
    serialId: integer('serial_id').references(() => serials.id),
    issueLabel: text('issue_label'),
    /** Inter-library (remote) reservation allowed for this record (SPEC §5). */
    remoteReservable: boolean('remote_reservable').notNull().default(true),
    /** Libraries holding a copy (lost/discarded excluded), sorted; kept by the items triggers (migration 0009) for the search facets. */
    holdingBranchIds: integer('holding_branch_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    /** Libraries with a copy on the shelf now (status 'available' only; 'picking' copies are promised), sorted; kept by the items triggers. */
    availableBranchIds: integer('available_branch_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    /** Set from a sequence whenever the two holdings arrays change (migration 0012), so the search's in-memory index can read only what changed. */
    holdingsVersion: bigint('holdings_version', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('publications_work').on(t.workId),
    index('publications_holdings_version').on(t.holdingsVersion),
    index('publications_media_type').on(t.mediaType),
    index('publications_serial').on(t.serialId),
    // isbn:/ean lookups (search field, isbn: command, MARC matching) without a scan of the catalogue.
    index('publications_isbn').on(t.isbn),
    index('publications_isbns').using('gin', t.isbns),
    index('publications_ean').on(t.ean),
    // Saved searches' alerts (docs/decisions/036): the editions catalogued since a time.
    index('publications_created_at').on(t.createdAt),
  ],
);

/**
 * OAI-PMH harvests (issue #17, `npm run harvest:oai`): per repository, set and format, how far every record is in
 * (the next run's `from`) and the resumption token of a run in progress, so a harvest interrupted by a crash goes
 * on where it stopped.
 */
export const oaiHarvests = pgTable(
  'oai_harvests',
  {
    id: serial('id').primaryKey(),
    baseUrl: text('base_url').notNull(),
    setSpec: text('set_spec').notNull().default(''),
    metadataPrefix: text('metadata_prefix').notNull(),
    /** The OAI datestamp (day or second granularity, as the repository gives it) every record up to is harvested. */
    harvestedUntil: text('harvested_until'),
    /** A run in progress: its `from`, its `until` (the repository's responseDate when it began) and the token to ask next. */
    runFrom: text('run_from'),
    runUntil: text('run_until'),
    resumptionToken: text('resumption_token'),
    records: integer('records').notNull().default(0),
    deleted: integer('deleted').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('oai_harvests_source').on(t.baseUrl, t.setSpec, t.metadataPrefix)],
);

/** Versions of publications' holdings arrays (migration 0012): the search index applies changed holdings in place. */
export const publicationHoldingsVersionSeq = pgSequence('publication_holdings_version_seq');

/** A transaction id (PostgreSQL xid8): orders the change log by commit visibility, which a sequence does not. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * What the search's in-memory index must read again (migration 0020, docs/decisions/018): one row per work, agent
 * or library a statement changed in a way the index holds, written by statement triggers in the same transaction.
 * The index follows it by transaction id: every row of a transaction older than a snapshot's xmin was visible to
 * that snapshot, so a poll that reads from the last poll's xmin misses nothing (a sequence number can commit late).
 */
export const searchChanges = pgTable(
  'search_changes',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    xid: xid8('xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    /** work, agent, library, or all (a TRUNCATE) */
    kind: text('kind').notNull(),
    refId: integer('ref_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('search_changes_xid').on(t.xid)],
);

/**
 * Every word of the titles and names (lower case, three letters or more): the lexicon spelling corrections are
 * chosen from (text-query.ts). Filled by statement triggers on works and agents (migration 0015); a word whose last
 * title was edited away stays, which costs nothing: a correction to it finds no work and is dropped.
 */
export const spellingWords = pgTable('spelling_words', { word: text('word').primaryKey() }, (t) => [
  index('spelling_words_trgm').using('gin', sql`immutable_unaccent(${t.word}) gin_trgm_ops`),
]);

/** A physical copy on a branch's shelf. */
export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    barcode: text('barcode').notNull().unique(),
    publicationId: integer('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    libraryId: integer('library_id')
      .notNull()
      .references(() => libraries.id),
    shelfLocation: text('shelf_location').notNull(),
    /** available, picking (assigned to a reservation, still on the shelf), on_loan, in_transit, reserved_on_shelf, lost, discarded */
    status: text('status').notNull().default('available'),
    loanable: boolean('loanable').notNull().default(true),
    reservable: boolean('reservable').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('items_publication').on(t.publicationId), index('items_library_status').on(t.libraryId, t.status)],
);

// ---------------------------------------------------------------- people

/** Everyone who can log in: patrons (borrowers) and staff. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** Library card number; null for staff without a card. */
  cardNumber: text('card_number').unique(),
  /** argon2id hash of the PIN. */
  pinHash: text('pin_hash'),
  /** National identity number (fødselsnummer) for ID-porten matching. */
  nationalId: text('national_id').unique(),
  /** Subject at the staff identity provider. */
  staffSubject: text('staff_subject').unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  birthDate: date('birth_date'),
  email: text('email'),
  phoneNumber: text('phone_number'),
  address: text('address'),
  postalCode: text('postal_code'),
  city: text('city'),
  receiveEmail: boolean('receive_email').notNull().default(true),
  receiveSms: boolean('receive_sms').notNull().default(false),
  /** ciceroId of the preferred pickup branch. */
  preferredPickupBranch: text('preferred_pickup_branch'),
  /** voksen, barn, ungdom, ansatt */
  category: text('category').notNull().default('voksen'),
  roles: text('roles')
    .array()
    .notNull()
    .default(sql`'{DEICH_BORROWER}'::text[]`),
  blockStatuses: text('block_statuses')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  illLibrary: boolean('ill_library').notNull().default(false),
  keepLoanHistory: boolean('keep_loan_history').notNull().default(false),
  /** The secret in the address of the patron's due-date calendar feed (issue #20); null when none is on. A new one revokes the old. */
  loanCalendarToken: text('loan_calendar_token').unique(),
  /** The language of the patron's notices (nb, nn, en; docs/decisions/033): their last choice on /sprak or the profile. */
  noticeLanguage: text('notice_language').notNull().default('nb'),
  /** Notice kinds the patron has turned off on the profile page (docs/decisions/033); new kinds are on until turned off. */
  noticeOptOuts: text('notice_opt_outs')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- accounts and sessions

/**
 * Server-side sessions (docs/decisions/004). The cookie holds a random 256-bit id; only its
 * SHA-256 is stored, so a database leak does not hand out live sessions.
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** bibliotekkort, idporten or ansatt (SPEC §6 login providers). */
    provider: text('provider').notNull(),
    /** Roles from the identity provider's claims (staff login); null means the user's own roles. */
    roles: text('roles').array(),
    /** OIDC issuer, subject and session id (sid): front- and back-channel logout find sessions by them. */
    oidcIssuer: text('oidc_issuer'),
    oidcSub: text('oidc_sub'),
    oidcSid: text('oidc_sid'),
    /** OIDC ID token, sent as id_token_hint to the provider's end-session address at logout. */
    idToken: text('id_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** Idle expiry, moved forward on activity but never past the absolute lifetime. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sessions_user').on(t.userId),
    index('sessions_oidc').on(t.oidcIssuer, t.oidcSid),
    index('sessions_expires').on(t.expiresAt),
  ],
);

/** Failed login and PIN attempts; counted per key in a time window so every server process agrees. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of what is throttled ('card:<identifier>', 'pin:<user id>'): no national ids stored here. */
    keyHash: text('key_hash').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_attempts_key_at').on(t.keyHash, t.at)],
);

/** OIDC logins in progress: state, nonce and PKCE verifier, bound to the browser by a cookie holding the flow id. */
export const loginFlows = pgTable(
  'login_flows',
  {
    /** SHA-256 of the random flow id in the browser's cookie. */
    idHash: text('id_hash').primaryKey(),
    provider: text('provider').notNull(),
    state: text('state').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    /** Where to go afterwards; already checked to be on our origin. */
    callbackUrl: text('callback_url').notNull(),
    /** login, or register (become a borrower through ID-porten). */
    purpose: text('purpose', { enum: ['login', 'register'] })
      .notNull()
      .default('login'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_flows_expires').on(t.expiresAt)],
);

/** An ID-porten identity without a patron, kept briefly so /registrer-deg can create the patron for it. */
export const identityVerifications = pgTable('identity_verifications', {
  /** SHA-256 of the random id in the browser's cookie. */
  idHash: text('id_hash').primaryKey(),
  nationalId: text('national_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** PIN reset links sent by e-mail or SMS (through the outbox); single use, short-lived. */
export const pinResetTokens = pgTable(
  'pin_reset_tokens',
  {
    /** SHA-256 of the reset id in the link. */
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('pin_reset_tokens_user').on(t.userId)],
);

/** Staff profiles shown publicly (lists, recommendations, likes) — SPEC employee contributions. */
export const employees = pgTable('employees', {
  id: serial('id').primaryKey(),
  uri: text('uri').notNull().unique(),
  userId: integer('user_id').references(() => users.id),
  name: text('name').notNull(),
  title: text('title').notNull(),
  libraryId: integer('library_id').references(() => libraries.id),
  imageUrl: text('image_url'),
  bio: text('bio').notNull().default(''),
});

// ---------------------------------------------------------------- circulation

export const loans = pgTable(
  'loans',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    loanedAt: timestamp('loaned_at', { withTimezone: true }).notNull(),
    dueDate: date('due_date').notNull(),
    renewals: smallint('renewals').notNull().default(0),
    /** Inter-library loan borrowed from another library. */
    remote: boolean('remote').notNull().default(false),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    /** Shown in the patron's loan history: only when they had opted in at return, until they delete it. */
    inHistory: boolean('in_history').notNull().default(true),
  },
  (t) => [
    index('loans_user_open')
      .on(t.userId)
      .where(sql`returned_at is null`),
    // The daily reminders (docs/decisions/033) page through one due date's open loans by patron.
    index('loans_due_open')
      .on(t.dueDate, t.userId)
      .where(sql`returned_at is null`),
    index('loans_user_history')
      .on(t.userId, t.returnedAt)
      .where(sql`returned_at is not null and in_history`),
    uniqueIndex('loans_item_open')
      .on(t.itemId)
      .where(sql`returned_at is null`),
  ],
);

/**
 * "Reserver første ledige" (issue #20, docs/decisions/034): one patron's reservations of several editions of one work, of
 * which they get the first copy to come free; the others are cancelled in the same transaction. The row is what the queue
 * locks while it gives a member a copy, so two copies never go to one group.
 */
export const reservationGroups = pgTable('reservation_groups', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  workId: integer('work_id')
    .notNull()
    .references(() => works.id),
  createdAt: createdAt(),
});

export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    publicationId: integer('publication_id')
      .notNull()
      .references(() => publications.id),
    pickupLibraryId: integer('pickup_library_id')
      .notNull()
      .references(() => libraries.id),
    /**
     * waiting (in the queue), picking (a copy on a branch shelf is assigned: on that branch's picking list),
     * in_transit, ready_for_pickup, collected, cancelled, expired.
     */
    status: text('status').notNull().default('waiting'),
    itemId: integer('item_id').references(() => items.id),
    /** Suspended until this date (SPEC §4: set = on hold, null = active). */
    activationDate: date('activation_date'),
    expiryDate: date('expiry_date'),
    pickupNumber: text('pickup_number'),
    pickupDeadline: date('pickup_deadline'),
    remote: boolean('remote').notNull().default(false),
    /** One of several editions reserved as "første ledige" (reservation_groups), or null. */
    groupId: integer('group_id').references(() => reservationGroups.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('reservations_user').on(t.userId),
    index('reservations_group')
      .on(t.groupId)
      .where(sql`group_id is not null`),
    index('reservations_queue').on(t.publicationId, t.createdAt),
    uniqueIndex('reservations_item_assigned')
      .on(t.itemId)
      .where(sql`status in ('picking', 'in_transit', 'ready_for_pickup')`),
    // One open reservation per patron and title; a second one racing in fails on this index.
    uniqueIndex('reservations_user_open')
      .on(t.userId, t.publicationId)
      .where(sql`status in ('waiting', 'picking', 'in_transit', 'ready_for_pickup')`),
  ],
);

/**
 * A pause of all the patron's reservations that starts later (issue #20, docs/decisions/034): only the plan. On its first day
 * the job reservation-pause-start puts the reservations on hold (activationDate = until, the one truth of a hold) and
 * deletes the plan. At most one per patron.
 */
export const plannedReservationPauses = pgTable(
  'planned_reservation_pauses',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on').notNull(),
    /** The day the reservations wake (the single hold's activationDate). */
    until: date('until').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('planned_reservation_pauses_starts').on(t.startsOn)],
);

/**
 * Circulation rules as data, one row per catalogue media type (SPEC §1: loan periods, renewals, hold shelf,
 * overdue fines, and whether material may be lent, reserved or requested from other libraries).
 */
export const circulationRules = pgTable('circulation_rules', {
  mediaType: text('media_type').primaryKey(),
  loanDays: smallint('loan_days').notNull(),
  maxRenewals: smallint('max_renewals').notNull(),
  /** Days a copy waits on the pickup shelf before the reservation expires. */
  holdShelfDays: smallint('hold_shelf_days').notNull(),
  /** Overdue fine per day and its ceiling per loan, in øre; 0 = no fine (e.g. children's material). */
  overdueFinePerDayOre: integer('overdue_fine_per_day_ore').notNull(),
  overdueFineMaxOre: integer('overdue_fine_max_ore').notNull(),
  loanable: boolean('loanable').notNull().default(true),
  reservable: boolean('reservable').notNull().default(true),
  /** Approved for remote (inter-library) requests (SPEC §5). */
  remoteReservable: boolean('remote_reservable').notNull().default(true),
});

/** Digital loans (e-books, e-audio) lent through an external provider; the provider interface reads them. */
export const digitalLoans = pgTable(
  'digital_loans',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    title: text('title').notNull(),
    author: text('author'),
    /** e-bok or e-lydbok */
    format: text('format').notNull(),
    loanedAt: timestamp('loaned_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    url: text('url').notNull(),
  },
  (t) => [index('digital_loans_user').on(t.userId)],
);

export const fines = pgTable(
  'fines',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Money in integer øre. */
    amountOre: integer('amount_ore').notNull(),
    reason: text('reason').notNull(),
    loanId: integer('loan_id').references(() => loans.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('fines_user').on(t.userId)],
);

export const favouriteLists = pgTable(
  'favourite_lists',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('favourite_lists_user_name').on(t.userId, t.name)],
);

export const favouriteItems = pgTable(
  'favourite_items',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => favouriteLists.id, { onDelete: 'cascade' }),
    recordId: text('record_id').notNull(),
    /** Order within the list: the order of PUT /api/authorized/cicero/favourites (SPEC §7), docs/decisions/012. */
    position: integer('position').notNull().default(0),
    addedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.recordId] })],
);

export const likes = pgTable(
  'likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The liked record (publication record id). */
    recordId: text('record_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.recordId] })],
);

/**
 * "Varsle meg når den er ledig" (issue #20, docs/decisions/035): a patron waits for a work without reserving it. A row
 * is an open watch; it is deleted when the notice is written, when the patron cancels it or has the work on loan or
 * reserved, and with the account. The delete that wins is the one that sends, so the notice goes once.
 */
export const availabilityWatches = pgTable(
  'availability_watches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workId: integer('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('availability_watches_user_work').on(t.userId, t.workId),
    index('availability_watches_work').on(t.workId),
  ],
);

/**
 * Saved searches with weekly alerts (issue #20 point 5, docs/decisions/036): a /sok search a patron keeps, as its
 * normalised query and filter string (the search's canonical address without the path), and the name shown. Checked
 * about weekly by the job `saved-search-alerts`; `last_checked_at` is when it last was.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** normaliseSearchQuery's form: '*' for everything. */
    query: text('query').notNull(),
    /** canonicalSearchString's form: '' or '?filter=…' (only what chooses the works). */
    filters: text('filters').notNull().default(''),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('saved_searches_user_search').on(t.userId, t.query, t.filters),
    index('saved_searches_last_checked').on(t.lastCheckedAt),
  ],
);

/**
 * The works a saved search has told its patron of (docs/decisions/036): each title once. The insert that adds a row
 * is the one that tells, so two runs at once or a retry do not tell twice. Rows older than the window a run looks
 * back over are pruned.
 */
export const savedSearchTold = pgTable(
  'saved_search_told',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    workId: integer('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    toldAt: timestamp('told_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.workId] }), index('saved_search_told_at').on(t.toldAt)],
);

// ---------------------------------------------------------------- content

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    lead: text('lead').notNull().default(''),
    description: text('description').notNull().default(''),
    libraryId: integer('library_id').references(() => libraries.id),
    location: text('location'),
    /** Floor of the branch (0 = ground floor, as screen ids count); null = not tied to a floor. Floor screens filter on it. */
    floor: smallint('floor'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    targetAudience: text('target_audience')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    eventType: text('event_type').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    imageUrl: text('image_url'),
    infoScreenImageUrl: text('info_screen_image_url'),
    highlight: boolean('highlight').notNull().default(false),
    privateEvent: boolean('private_event').notNull().default(false),
    dontShowOnWeb: boolean('dont_show_on_web').notNull().default(false),
    /** Recording (SPEC audiovideo), if any. */
    videoUrl: text('video_url'),
    price: text('price'),
    registrationUrl: text('registration_url'),
    /** Sign-up through the portal (issue #21, docs/decisions/026); the settings below apply only when this is on. */
    registrationRequired: boolean('registration_required').notNull().default(false),
    /** Seats; null = no limit. */
    capacity: integer('capacity'),
    waitlistEnabled: boolean('waitlist_enabled').notNull().default(false),
    /** Null = open as soon as the event is published. */
    registrationOpensAt: timestamp('registration_opens_at', { withTimezone: true }),
    /** Null = open until the event starts. */
    registrationClosesAt: timestamp('registration_closes_at', { withTimezone: true }),
    /** Visitors without a library card may sign up with name and e-mail or phone. */
    visitorsMayRegister: boolean('visitors_may_register').notNull().default(false),
    /** Set when staff cancel the event; everyone signed up is told (docs/decisions/026). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('events_start').on(t.startAt), index('events_library').on(t.libraryId)],
);

/**
 * Sign-ups for events (issue #21, docs/decisions/026): a patron (userId) or a visitor (name and e-mail or phone).
 * Waitlist order is the id order, given out while the event row is locked. Personal data is blanked 30 days after the event.
 */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    status: text('status', { enum: ['confirmed', 'waitlisted', 'cancelled'] }).notNull(),
    /**
     * A visitor's notice language: the page they signed up on (docs/decisions/026). Null for a patron's sign-up, whose
     * notices follow users.notice_language, and for visitors' sign-ups from before it was kept (bokmål).
     */
    noticeLanguage: text('notice_language'),
    /** sha256 of the visitor's cancel token (the token itself is only in the link given at sign-up). */
    cancelTokenHash: text('cancel_token_hash').unique(),
    /** Staff's attendance mark: null = not marked. */
    attended: boolean('attended'),
    promotedAt: timestamp('promoted_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** When the personal data was blanked (30 days after the event). */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('event_registrations_event').on(t.eventId, t.status, t.id),
    uniqueIndex('event_registrations_one_per_patron')
      .on(t.eventId, t.userId)
      .where(sql`status <> 'cancelled' and user_id is not null`),
  ],
);

export const libraryServices = pgTable('library_services', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  lead: text('lead').notNull().default(''),
  description: text('description').notNull().default(''),
  /** One of the 9 serviceForm values of SPEC §2. */
  serviceForm: text('service_form').notNull(),
  targetAudience: text('target_audience')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  highlighted: boolean('highlighted').notNull().default(false),
  imageUrl: text('image_url'),
  published: boolean('published').notNull().default(true),
  createdAt: createdAt(),
});

export const libraryServiceLibraries = pgTable(
  'library_service_libraries',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => libraryServices.id, { onDelete: 'cascade' }),
    libraryId: integer('library_id')
      .notNull()
      .references(() => libraries.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.libraryId] })],
);

/** Recordings of events and service videos (SPEC §7 /api/audiovideo). */
export const audioVideos = pgTable(
  'audio_videos',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** video or audio */
    kind: text('kind', { enum: ['video', 'audio'] }).notNull(),
    url: text('url').notNull(),
    durationSeconds: integer('duration_seconds'),
    imageUrl: text('image_url'),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    serviceId: integer('service_id').references(() => libraryServices.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audio_videos_service').on(t.serviceId), index('audio_videos_event').on(t.eventId)],
);

/** Meeting rooms and venues (SPEC /moterom-gratis, /moterom-utleie, /event-og-konferanse). */
export const rooms = pgTable('rooms', {
  id: serial('id').primaryKey(),
  libraryId: integer('library_id')
    .notNull()
    .references(() => libraries.id),
  name: text('name').notNull(),
  /** free, rent, venue */
  kind: text('kind', { enum: ['free', 'rent', 'venue'] }).notNull(),
  capacity: integer('capacity').notNull(),
  equipment: text('equipment')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  description: text('description').notNull().default(''),
  bookingInfo: text('booking_info').notNull().default(''),
  priceInfo: text('price_info'),
});

/** Content pages (legal, footer and other editorial pages). sections: [{order, blocks:[{order, type, …}]}] */
export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  lead: text('lead').notNull().default(''),
  sections: jsonb('sections')
    .notNull()
    .default(sql`'[]'::jsonb`),
  tags: text('tags')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  published: boolean('published').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Lists of works made by employees. */
export const staffLists = pgTable('staff_lists', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  mediaTypes: text('media_types')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** draft, published */
  status: text('status').notNull().default('draft'),
  createdById: integer('created_by_id')
    .notNull()
    .references(() => employees.id),
  createdAt: createdAt(),
});

export const staffListItems = pgTable(
  'staff_list_items',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => staffLists.id, { onDelete: 'cascade' }),
    workId: integer('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.workId] })],
);

/** Employee recommendations ('recommendation') and reviews ('review') of a work. */
export const recommendations = pgTable('recommendations', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['recommendation', 'review'] }).notNull(),
  workId: integer('work_id')
    .notNull()
    .references(() => works.id, { onDelete: 'cascade' }),
  employeeId: integer('employee_id')
    .notNull()
    .references(() => employees.id),
  title: text('title').notNull(),
  text: text('text').notNull(),
  status: text('status').notNull().default('published'),
  createdAt: createdAt(),
});

export const campaigns = pgTable('campaigns', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  text: text('text').notNull().default(''),
  link: text('link'),
  pages: text('pages')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  campaignType: text('campaign_type').notNull(),
  verticalPlacement: text('vertical_placement'),
  screens: text('screens')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  screenPresentationType: text('screen_presentation_type').notNull().default('image'),
  imageUrl: text('image_url'),
  imageVerticalUrl: text('image_vertical_url'),
  imageHorizontalUrl: text('image_horizontal_url'),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  active: boolean('active').notNull().default(true),
  message: text('message').notNull(),
  link: text('link'),
  linkText: text('link_text'),
  /**
   * Raised when staff change the text (issue #18), so the banner is shown again to people who
   * dismissed the old wording: browsers remember dismissals per id and revision (core/banner.ts).
   */
  revision: integer('revision').notNull().default(1),
  createdAt: createdAt(),
});

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Pictures staff upload (issue #18: event images), already checked, turned upright, stripped of
 * metadata and scaled down to a master the image pipeline resizes from. In the database rather
 * than on disk, so every server process behind a load balancer sees them (DESIGN §4) and a backup
 * holds them. The key is the content hash: the same picture uploaded twice is stored once.
 */
export const uploadedImages = pgTable('uploaded_images', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: bytea('bytes').notNull(),
  /** The staff member's user id; no foreign key, so the picture outlives their account. */
  uploadedBy: integer('uploaded_by'),
  createdAt: createdAt(),
});

/** Layouts as data: an ordered slide list per layout name (SPEC §2 presentation screens). */
export const screenLayouts = pgTable('screen_layouts', {
  name: text('name').primaryKey(),
  slides: jsonb('slides').notNull(),
});

export const screens = pgTable('screens', {
  /** e.g. 'bjorvika-1-1'; the last segment gives the floor (SPEC §2). */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  libraryId: integer('library_id')
    .notNull()
    .references(() => libraries.id),
  layout: text('layout')
    .notNull()
    .references(() => screenLayouts.name),
});

// ---------------------------------------------------------------- operations

/**
 * The transactional outbox (docs/decisions/030): notices are written here in the transaction they tell of, and
 * deliverOutbox sends them by SMTP or the SMS gateway, at least once, retrying with backoff; staff see the state on /dev/utboks.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** An accessible HTML alternative to the plain-text body (e-mail only). */
    html: text('html'),
    createdAt: createdAt(),
    /** Sent as the Message-ID (<id@host>) and as the SMS gateway's reference: a re-send after a crash is the same message. */
    messageId: uuid('message_id').notNull().defaultRandom(),
    /** pending (waiting or claimed by a sender until nextAttemptAt), sent, or failed (gave up). */
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    /** Sends tried so far, counted when a sender claims the row. */
    attempts: smallint('attempts').notNull().default(0),
    /** Due from this time; while a sender holds the row, the end of its claim. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('outbox_message_id').on(t.messageId),
    index('outbox_due')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Reminders already written to the outbox (docs/decisions/033): one row per notice kind, loan or reservation and the
 * date it was about (due date, last pickup day), inserted in the transaction that writes the notice. The primary key
 * is what keeps a second run, a second process or a retry after a crash from telling the patron twice.
 */
export const noticeLog = pgTable(
  'notice_log',
  {
    /** due_in_3_days, due_in_1_day, overdue (a loan) or pickup_reminder (a reservation). */
    kind: text('kind').notNull(),
    /** The loan's or the reservation's id, by kind. */
    subjectId: integer('subject_id').notNull(),
    /** The due date or last pickup day the notice told of: a renewed loan's new due date is a new notice. */
    aboutDate: date('about_date').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.subjectId, t.aboutDate] }), index('notice_log_about_date').on(t.aboutDate)],
);

/**
 * Development and demo mode only (docs/decisions/030): what the embedded SMTP server received (parsed) and the SMS
 * the local SMS sink took, for administrators to open on /dev/utboks. A Message-ID seen twice shows a re-send.
 */
export const devMailbox = pgTable(
  'dev_mailbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    /** The Message-ID header without <>, or the SMS reference: the outbox row's messageId@host or messageId. */
    messageId: text('message_id'),
    sender: text('sender'),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    text: text('text'),
    html: text('html'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dev_mailbox_message_id').on(t.messageId)],
);

/** Who changed what, and security events (logins, PIN changes). */
export const auditLog = pgTable('audit_log', {
  id: serial('id').primaryKey(),
  actorId: integer('actor_id').references(() => users.id),
  action: text('action').notNull(),
  entity: text('entity'),
  entityId: text('entity_id'),
  detail: jsonb('detail'),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Facts this database records about itself, one row per key. 'demo_library' is written by the demo seed in
 * its own transaction: only such a database turns demo mode on (docs/decisions/021).
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- payments (docs/decisions/011)

/**
 * Fine payments through a hosted payment terminal (SPEC §4 Fine payment). One row per terminal
 * transaction; the fines it pays are chosen by the patron. Card data never reaches us.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** The terminal's transaction id (SPEC §3 Payment response). */
    transactionId: text('transaction_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The fines this payment pays, as chosen by the patron. */
    fineIds: integer('fine_ids').array().notNull(),
    /** Money in integer øre: the sum of the fines when the payment started. */
    amountOre: integer('amount_ore').notNull(),
    /** started → processing → paid; or cancelled / failed. */
    status: text('status', { enum: ['started', 'processing', 'paid', 'cancelled', 'failed'] }).notNull(),
    /** Which PaymentProvider handled it (e.g. 'test-terminal'). */
    provider: text('provider').notNull(),
    merchantId: text('merchant_id').notNull(),
    responseCode: text('response_code'),
    authorizationId: text('authorization_id'),
    batchNumber: text('batch_number'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('payments_user').on(t.userId, t.createdAt)],
);

/**
 * The built-in test bank terminal's own books (the embedded default PaymentProvider): what a real
 * bank keeps on its side. Not read by anything but server/services/payments/test-terminal.ts.
 */
export const testTerminalTransactions = pgTable('test_terminal_transactions', {
  transactionId: text('transaction_id').primaryKey(),
  merchantId: text('merchant_id').notNull(),
  orderNumber: text('order_number').notNull(),
  amountOre: integer('amount_ore').notNull(),
  description: text('description').notNull(),
  /** Where the terminal sends the browser back to, with status and transactionId (SPEC §2 Payment return). */
  returnUrl: text('return_url').notNull(),
  /** registered → authorized (OK) or cancelled (Cancel); authorized → captured by the process call. */
  status: text('status', { enum: ['registered', 'authorized', 'cancelled', 'captured', 'released'] }).notNull(),
  authorizationId: text('authorization_id'),
  batchNumber: text('batch_number'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
