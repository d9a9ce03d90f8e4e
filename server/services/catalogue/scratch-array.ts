// Work arrays for the synchronous passes of a search, reused from one search to the next. A common word matches
// 600,000 works; fresh arrays of that size in every such search made the collector run a full marking every few
// searches (docs/decisions/018). A view stays valid until the same scratch array is asked for again: it must not be
// held across an await.

export class ScratchArray<T extends Uint8Array | Int32Array | Float64Array> {
  private buffer: T;

  constructor(private readonly Kind: new (length: number) => T) {
    this.buffer = new Kind(0);
  }

  /** A view of `length` elements, every one 0. */
  zeroed(length: number): T {
    const view = this.view(length);
    view.fill(0);
    return view;
  }

  /** A view of `length` elements holding whatever the last search left: for arrays written before they are read. */
  view(length: number): T {
    if (this.buffer.length < length) this.buffer = new this.Kind(length);
    return this.buffer.subarray(0, length) as T;
  }
}
