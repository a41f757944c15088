/**
 * Reads a JSON answer as its text arrives and hands over the rows of its list before the end
 * (the first rows of a 1,000,000-row list are on screen long before the last byte).
 *
 * The list is the whole answer when it is an array, or the array under `key` in the answer's
 * top-level object (the envelope `{"code":…,"data":[…]}`). A scanner follows strings, escapes and
 * nesting, so the text is cut only between two elements of that array; each run of complete
 * elements is parsed by `JSON.parse` at once. At the end, `rest()` is the answer with the list
 * emptied (the envelope, for its code and message). Any other JSON passes through whole.
 */
const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const COLON = 58;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;

type Phase = 'head' | 'rows' | 'tail';

export class JsonListReader {
  private phase: Phase = 'head';
  /** Text before the list (its `[` included), then after it (its `]` first). */
  private head = '';
  private tail = '';
  /** Element text not parsed yet; `scanned` of it is already scanned. */
  private buffer = '';
  private scanned = 0;
  private depth = 0;
  /** Nesting depth inside the list: its separators are at this depth. */
  private listDepth = -1;
  private inString = false;
  private escaped = false;
  /** Where the last string of the head began, and the last member name read. */
  private stringStart = -1;
  private lastString = '';
  private memberName = '';
  private readonly key: string;

  constructor(key = 'data') {
    this.key = key;
  }

  /** True once the list has begun: its rows come from `push`, and `rest()` holds it empty. */
  get found(): boolean {
    return this.phase !== 'head';
  }

  /** The text of the answer before the list, the list's `[` included ('' until it is found). */
  get prefix(): string {
    return this.found ? this.head : '';
  }

  /** Takes the next piece of text; returns the list's elements it completed (parsed). */
  push(text: string): unknown[] {
    if (this.phase === 'tail') {
      this.tail += text;
      return [];
    }
    this.buffer += text;
    return this.scan();
  }

  /** After the last piece: the answer without its list's elements. Throws on a cut-off answer. */
  rest(): string {
    if (this.phase === 'rows') throw new SyntaxError('The list ended before its closing bracket');
    return this.phase === 'head' ? this.buffer : this.head + this.tail;
  }

  private scan(): unknown[] {
    const { buffer } = this;
    const end = buffer.length;
    let { depth, inString, escaped } = this;
    /** Position of the last comma between two elements of the list (cut there). */
    let cut = -1;
    let i = this.scanned;
    for (; i < end; i += 1) {
      const code = buffer.charCodeAt(i);
      if (inString) {
        if (escaped) escaped = false;
        else if (code === BACKSLASH) escaped = true;
        else if (code === QUOTE) {
          inString = false;
          if (this.phase === 'head' && depth === 1) this.lastString = buffer.slice(this.stringStart + 1, i);
        }
        continue;
      }
      if (code === QUOTE) {
        inString = true;
        if (this.phase === 'head') this.stringStart = i;
      } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
        const opensList = this.phase === 'head' && code === OPEN_ARRAY && (depth === 0 || (depth === 1 && this.memberName === this.key));
        depth += 1;
        if (opensList) {
          this.phase = 'rows';
          this.head = buffer.slice(0, i + 1);
          this.depth = depth;
          this.listDepth = depth;
          this.inString = false;
          this.escaped = false;
          this.buffer = buffer.slice(i + 1);
          this.scanned = 0;
          return this.scan();
        }
      } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
        depth -= 1;
        if (this.phase === 'rows' && depth === this.listDepth - 1) {
          const rows = parseElements(buffer.slice(0, i));
          this.phase = 'tail';
          this.tail = buffer.slice(i);
          this.buffer = '';
          this.depth = depth;
          return rows;
        }
      } else if (code === COMMA) {
        if (this.phase === 'rows' && depth === this.listDepth) cut = i;
      } else if (code === COLON && this.phase === 'head' && depth === 1) {
        this.memberName = this.lastString;
      }
    }
    this.depth = depth;
    this.inString = inString;
    this.escaped = escaped;
    if (this.phase !== 'rows' || cut < 0) {
      this.scanned = i;
      return [];
    }
    const rows = parseElements(buffer.slice(0, cut));
    this.buffer = buffer.slice(cut + 1);
    this.scanned = i - cut - 1;
    return rows;
  }
}

function parseElements(text: string): unknown[] {
  return text.trim() === '' ? [] : (JSON.parse(`[${text}]`) as unknown[]);
}
