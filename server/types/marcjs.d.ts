// The small part of marcjs 3.0.2's API the MARC import uses (the package ships no types).
declare module 'marcjs' {
  /**
   * One field: a control field is [tag, value]; a data field is [tag, indicators (2 chars), code, value, code, value, …].
   */
  export type MarcField = string[];

  export class Record {
    leader: string;
    fields: MarcField[];
    constructor();
    append(...fields: MarcField[]): this;
  }

  export interface MarcApi {
    /** Parses one raw record: 'iso2709' takes the record's bytes (a Buffer), 'marcxml' one <record> element. */
    parse(raw: Buffer | string, type: 'iso2709' | 'marcxml' | 'mij'): Record;
    /** Serialises one record ('iso2709' returns the record as a string: write it with Buffer.from(text)). */
    format(record: Record, type: 'iso2709' | 'marcxml' | 'mij' | 'text' | 'json'): string;
  }

  const marcjs: {
    Marc: MarcApi;
    Record: typeof Record;
  };
  export default marcjs;
}
