// Per work, what its publications with copies or online add up to (docs/decisions/015, 018): the media types, languages
// and formats among them, the libraries holding them, whether one is on the shelf. A broad browse ('*', or filters on the work
// only: audience, fiction, category) counts its facets from these instead of visiting every publication (the pass
// for '*' at 1,000,000 publications: 37 → 22 ms). Kept current by FacetIndex.updateHoldings, one work at a time.

/** The facet index's publication columns a summary is made from (publications grouped by work, as pubStart says). */
export interface PublicationColumns {
  pubStart: Int32Array;
  pubHoldings: Uint32Array;
  pubAvailable: Uint32Array;
  pubMedia: Uint8Array;
  pubLanguage: Uint16Array;
  pubFormat: Uint16Array;
  pubSerial: Uint8Array;
  /** 1 for a publication reachable online (856 links): it passes the default rule without copies (docs/decisions/018). */
  pubOnline: Uint8Array;
  /** Mask words per publication (one per 32 libraries). */
  words: number;
}

/** A work summary's columns (built with the index, kept by refresh). */
export interface WorkHoldingsData {
  /** Per publication with copies, the libraries holding it, summed (the ranking's "branches with copies"); 0 when the work has no copies. */
  holdingSum: Int32Array;
  /** 1 when some copy of the work is on the shelf. */
  anyAvailable: Uint8Array;
  /** 1 when some publication has copies or is online: the work passes the default rule (includeWithoutItems off). */
  reachable: Uint8Array;
  /** 1 when the work has a periodical issue: issue-year counts need its publications one by one. */
  serial: Uint8Array;
  /** The libraries holding any of its publications (words per work). */
  branches: Uint32Array;
  /**
   * The distinct codes among its publications with copies or online, packed from the work's first publication slot (a work
   * has no more distinct codes than publications), with how many there are.
   */
  media: Uint8Array;
  mediaCount: Uint16Array;
  languages: Uint16Array;
  languageCount: Uint16Array;
  formats: Uint16Array;
  formatCount: Uint16Array;
}

export class WorkHoldings implements WorkHoldingsData {
  readonly holdingSum: Int32Array;
  readonly anyAvailable: Uint8Array;
  readonly reachable: Uint8Array;
  readonly serial: Uint8Array;
  readonly branches: Uint32Array;
  readonly media: Uint8Array;
  readonly mediaCount: Uint16Array;
  readonly languages: Uint16Array;
  readonly languageCount: Uint16Array;
  readonly formats: Uint16Array;
  readonly formatCount: Uint16Array;

  /** `data`: the summaries as built (another thread's); without, they are computed from the columns. */
  constructor(
    private readonly c: PublicationColumns,
    data?: WorkHoldingsData,
  ) {
    const works = c.pubStart.length - 1;
    const pubs = c.pubMedia.length;
    this.holdingSum = data?.holdingSum ?? new Int32Array(works);
    this.anyAvailable = data?.anyAvailable ?? new Uint8Array(works);
    this.reachable = data?.reachable ?? new Uint8Array(works);
    this.serial = data?.serial ?? new Uint8Array(works);
    this.branches = data?.branches ?? new Uint32Array(works * c.words);
    this.media = data?.media ?? new Uint8Array(pubs);
    this.mediaCount = data?.mediaCount ?? new Uint16Array(works);
    this.languages = data?.languages ?? new Uint16Array(pubs);
    this.languageCount = data?.languageCount ?? new Uint16Array(works);
    this.formats = data?.formats ?? new Uint16Array(pubs);
    this.formatCount = data?.formatCount ?? new Uint16Array(works);
    if (!data) for (let w = 0; w < works; w++) this.refresh(w);
  }

  /** The summaries as plain buffers. */
  get data(): WorkHoldingsData {
    const {
      holdingSum,
      anyAvailable,
      reachable,
      serial,
      branches,
      media,
      mediaCount,
      languages,
      languageCount,
      formats,
      formatCount,
    } = this;
    return {
      holdingSum,
      anyAvailable,
      reachable,
      serial,
      branches,
      media,
      mediaCount,
      languages,
      languageCount,
      formats,
      formatCount,
    };
  }

  /** Recomputes one work's summary from its publications (after their copies changed). */
  refresh(w: number): void {
    const { pubStart, pubHoldings, pubAvailable, pubMedia, pubLanguage, pubFormat, pubSerial, pubOnline, words } =
      this.c;
    const from = pubStart[w];
    let sum = 0;
    let available = 0;
    let reachable = 0;
    let serial = 0;
    let media = 0;
    let languages = 0;
    let formats = 0;
    this.branches.fill(0, w * words, (w + 1) * words);
    for (let p = from; p < pubStart[w + 1]; p++) {
      if (pubSerial[p] === 1) serial = 1;
      let copies = false;
      for (let x = 0; x < words; x++) {
        const mask = pubHoldings[p * words + x];
        if (mask === 0) continue;
        copies = true;
        this.branches[w * words + x] |= mask;
        sum += popcount(mask);
        if (pubAvailable[p * words + x] !== 0) available = 1;
      }
      // Online, it counts for its media type, language and format, but adds no library and is not on the shelf.
      if (!copies && pubOnline[p] === 0) continue;
      reachable = 1;
      media = addDistinct(this.media, from, media, pubMedia[p]);
      languages = addDistinct(this.languages, from, languages, pubLanguage[p]);
      formats = addDistinct(this.formats, from, formats, pubFormat[p]);
    }
    this.holdingSum[w] = sum;
    this.anyAvailable[w] = available;
    this.reachable[w] = reachable;
    this.serial[w] = serial;
    this.mediaCount[w] = media;
    this.languageCount[w] = languages;
    this.formatCount[w] = formats;
  }
}

/** Appends `code` to the `count` codes packed at `from` unless it is there; the new count. */
function addDistinct(codes: Uint8Array | Uint16Array, from: number, count: number, code: number): number {
  for (let i = from; i < from + count; i++) if (codes[i] === code) return count;
  codes[from + count] = code;
  return count + 1;
}

export function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
