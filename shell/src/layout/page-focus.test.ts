import { headingText, keepFocusOnPage } from './page-focus';

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('the page heading', () => {
  it('reads as a person does: its words on one line', () => {
    const heading = document.createElement('h1');
    heading.innerHTML = 'Week 1\n   <span>draft</span>';
    expect(headingText(heading)).toBe('Week 1 draft');
  });
});

describe('keepFocusOnPage', () => {
  afterEach(() => document.body.replaceChildren());

  it('moves the focus to the page heading when the control it was on goes away', async () => {
    const content = document.createElement('main');
    content.innerHTML = '<h1>Week 1 draft</h1><section><button>Start</button></section>';
    document.body.append(content);
    const stop = keepFocusOnPage(content);
    content.querySelector('button')!.focus();
    content.querySelector('section')!.replaceChildren();
    await frame();
    await frame();
    expect(document.activeElement).toBe(content.querySelector('h1'));
    expect(content.querySelector('h1')!.getAttribute('tabindex')).toBe('-1');
    stop();
  });

  it('leaves the focus alone when its control is still there', async () => {
    const content = document.createElement('main');
    content.innerHTML = '<h1>Collection</h1><button>Filters</button><p>text</p>';
    document.body.append(content);
    const stop = keepFocusOnPage(content);
    const button = content.querySelector('button')!;
    button.focus();
    content.querySelector('p')!.remove();
    await frame();
    await frame();
    expect(document.activeElement).toBe(button);
    stop();
  });
});
