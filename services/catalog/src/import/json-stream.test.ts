import { streamJsonArrayItems } from './json-stream';

/** The text's bytes in chunks of `size`, as a file or a response body arrives. */
async function* chunks(text: string, size: number): AsyncGenerator<Uint8Array> {
  const bytes = Buffer.from(text);
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function read(text: string, size: number) {
  const items: unknown[] = [];
  const document = await streamJsonArrayItems(chunks(text, size), 'data', {
    start: () => (items.length = 0),
    item: (value, index) => (items[index] = value),
  });
  return { document, items };
}

const chunkSizes = [1, 2, 3, 7, 64 * 1024];

describe('streamJsonArrayItems', () => {
  it.each([
    '{"data":[]}',
    '{"data":[1,2,3]}',
    ' { "meta" : {"data":[9]}, "data" : [ {"a":"x,]}\\"{"} , [1,[2]] , "s\\\\" , null ] , "n":[1] } ',
    '{"x":"data","data":[{"é":"ü€😀"}]}',
    '{"da\\u0074a":[1]}',
    '{"data":[1],"data":[2,3]}',
  ])('hands over the items of %s as JSON.parse reads them, however the bytes are cut', async (text) => {
    const parsed = JSON.parse(text) as { data: unknown[] };
    for (const size of chunkSizes) {
      const { document, items } = await read(text, size);
      expect(items).toEqual(parsed.data);
      expect(document).toEqual({ ...parsed, data: [] });
    }
  });

  it.each(['[{"data":[1]}]', '{"data":{"x":[1]}}', '5', '{"other":[1]}'])(
    'answers a document of another shape (%s) whole, with no items',
    async (text) => {
      for (const size of chunkSizes)
        expect(await read(text, size)).toEqual({ document: JSON.parse(text), items: [] });
    },
  );

  it.each([
    '{"data":[1,]}',
    '{"data":[,1]}',
    '{"data":[1,,2]}',
    '{"data":[1 2]}',
    '{"data":[1',
    '{"data":[1]}}',
    '',
  ])('throws a SyntaxError where JSON.parse would: %s', async (text) => {
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
    for (const size of chunkSizes) await expect(read(text, size)).rejects.toThrow(SyntaxError);
  });
});
