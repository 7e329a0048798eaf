import { join } from 'node:path';
import { findFrontendLiteralTexts, findLiteralTexts } from './lib/user-texts';

const root = join(__dirname, '..');
const textsOf = (source: string) => findLiteralTexts('mf-decks/src/x.tsx', source).map(({ text }) => text);

describe('user texts come from packages/contracts', () => {
  it('finds no English written into a frontend screen (the texts live in contracts texts/ and messages)', () => {
    const found = findFrontendLiteralTexts(root).map(({ file, line, text }) => `${file}:${line} ${text}`);
    expect(found).toEqual([]);
  });

  it('finds text between tags, also beside values', () => {
    expect(textsOf('const a = <Button>Save</Button>;')).toEqual(['Save']);
    expect(textsOf('const a = <p>{count} cards left</p>;')).toEqual(['cards left']);
  });

  it('finds strings in the props a user reads or hears', () => {
    const source = `const a = (
      <>
        <IconButton aria-label="Close" />
        <TextField label={'Deck name'} placeholder="Search" />
        <img alt="Card art" />
        <Panel title={open ? 'Hide details' : \`Show \${count} more\`} emptyText="Nothing yet" />
      </>
    );`;
    expect(textsOf(source)).toEqual([
      'Close',
      'Deck name',
      'Search',
      'Card art',
      'Hide details',
      'Show',
      'more',
      'Nothing yet',
    ]);
  });

  it('finds strings shown from an expression between tags', () => {
    expect(textsOf("const a = <span>{saving ? 'Saving…' : label ?? 'Untitled'}</span>;")).toEqual([
      'Saving…',
      'Untitled',
    ]);
  });

  it('finds the shown fields of plain objects, in .ts files too', () => {
    const source = `const steps = [{ label: 'Start', caption: \`\${n} packs\` }, { title: texts.drafts.finish }];
      const paint = { text: '#1c1300', label: labels.frame[frame] };`;
    const found = findLiteralTexts('mf-drafts/src/draft-page/draft-steps.ts', source).map(({ text }) => text);
    expect(found).toEqual(['Start', 'packs']);
  });

  it('lets through symbols, numbers, values and props that are not read', () => {
    const source = `const a = (
      <Tile variant="outlined" role="listitem" size="small" aria-label={texts.decks.deck}>
        × · {count}/{total} — {status === 'DONE' && <b>{date.toLocaleDateString('en-GB')}</b>}
        {texts.decks.save}
      </Tile>
    );`;
    expect(textsOf(source)).toEqual([]);
  });
});
