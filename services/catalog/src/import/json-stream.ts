/** Receives the items of the streamed array. */
export interface JsonItemSink {
  /** An array under the key begins (again, if the key is repeated: the last one wins, as in JSON.parse). */
  start(): void;
  item(value: unknown, index: number): void;
}

const enum Byte {
  Quote = 0x22,
  Backslash = 0x5c,
  Comma = 0x2c,
  Colon = 0x3a,
  OpenObject = 0x7b,
  CloseObject = 0x7d,
  OpenArray = 0x5b,
  CloseArray = 0x5d,
  Space = 0x20,
  Tab = 0x09,
  LineFeed = 0x0a,
  Return = 0x0d,
}

const isWhitespace = (byte: number) =>
  byte === Byte.Space || byte === Byte.LineFeed || byte === Byte.Return || byte === Byte.Tab;

const parseBytes = (pieces: Uint8Array[]) => JSON.parse(Buffer.concat(pieces).toString('utf8')) as unknown;

/**
 * Reads a JSON document shaped `{"<key>": [item, ...], ...}` from its bytes and hands each item of the array
 * under `key` to the sink as soon as it is complete, so the whole document is never held parsed (the card
 * data's 21 MB of JSON are well over 100 MB of objects). Answers the document with that array emptied, for
 * checking its shape. Throws a SyntaxError where JSON.parse would.
 */
export async function streamJsonArrayItems(
  chunks: AsyncIterable<Uint8Array>,
  key: string,
  sink: JsonItemSink,
): Promise<unknown> {
  // Everything but the items: parsed at the end, so the document's own syntax is checked too.
  const skeleton: Uint8Array[] = [];
  let item: Uint8Array[] = [];
  let itemCount = 0;
  /** Between the brackets of the array under `key` (at depth 2 of the document). */
  let inItems = false;
  /** Within an item (bytes of it seen); `expectItem`: after a comma, so an item must follow. */
  let itemOpen = false;
  let expectItem = false;
  let depth = 0;
  let topIsObject: boolean | undefined;
  let inString = false;
  let escaped = false;
  /** The string being read at depth 1 (from `stringFrom` in this chunk), the last one read, and the key. */
  let depthOneString: Uint8Array[] | undefined;
  let stringFrom: number;
  let lastString: Uint8Array[] = [];
  let currentKey: string | undefined;

  for await (const chunk of chunks) {
    // Start of this chunk's bytes not yet copied to the skeleton (outside the items) or to the item.
    let from = 0;
    stringFrom = 0;
    for (let i = 0; i < chunk.length; i += 1) {
      const byte = chunk[i];
      if (inString) {
        if (escaped) escaped = false;
        else if (byte === Byte.Backslash) escaped = true;
        else if (byte === Byte.Quote) {
          inString = false;
          if (depthOneString) {
            depthOneString.push(Buffer.from(chunk.subarray(stringFrom, i + 1)));
            lastString = depthOneString;
            depthOneString = undefined;
          }
        }
        continue;
      }
      if (inItems) {
        if (depth === 2 && (byte === Byte.Comma || byte === Byte.CloseArray)) {
          if (itemOpen) {
            item.push(chunk.subarray(from, i));
            sink.item(parseBytes(item), itemCount);
            itemCount += 1;
            item = [];
            itemOpen = false;
          } else if (expectItem || (byte === Byte.Comma && itemCount === 0))
            throw new SyntaxError(`Unexpected token '${String.fromCharCode(byte)}' in JSON`);
          expectItem = byte === Byte.Comma;
          if (byte === Byte.CloseArray) {
            inItems = false;
            depth = 1;
            from = i;
          } else from = i + 1;
          continue;
        }
        if (!itemOpen) {
          if (isWhitespace(byte)) {
            from = i + 1;
            continue;
          }
          itemOpen = true;
          expectItem = false;
          from = i;
        }
        if (byte === Byte.Quote) inString = true;
        else if (byte === Byte.OpenObject || byte === Byte.OpenArray) depth += 1;
        else if (byte === Byte.CloseObject || byte === Byte.CloseArray) depth -= 1;
        continue;
      }
      if (byte === Byte.Quote) {
        inString = true;
        if (depth === 1) {
          depthOneString = [];
          stringFrom = i;
        }
      } else if (byte === Byte.OpenObject || byte === Byte.OpenArray) {
        if (depth === 0 && topIsObject === undefined) topIsObject = byte === Byte.OpenObject;
        const startsItems = depth === 1 && byte === Byte.OpenArray && topIsObject && currentKey === key;
        depth += 1;
        if (startsItems) {
          skeleton.push(Buffer.from(chunk.subarray(from, i + 1)));
          from = i + 1;
          inItems = true;
          itemOpen = false;
          expectItem = false;
          itemCount = 0;
          sink.start();
        }
      } else if (byte === Byte.CloseObject || byte === Byte.CloseArray) depth -= 1;
      else if (depth === 1 && byte === Byte.Colon)
        currentKey = lastString.length ? (parseBytes(lastString) as string) : undefined;
      else if (depth === 1 && byte === Byte.Comma) currentKey = undefined;
    }
    // Pieces of this chunk that are kept are copied: a view would keep the whole chunk.
    if (depthOneString) depthOneString.push(Buffer.from(chunk.subarray(stringFrom)));
    if (from < chunk.length) {
      if (!inItems) skeleton.push(Buffer.from(chunk.subarray(from)));
      else if (itemOpen) item.push(chunk.subarray(from));
    }
  }
  if (inItems) throw new SyntaxError('Unexpected end of JSON input');
  return parseBytes(skeleton);
}
