import { createLifecycles } from './lifecycles';

// single-spa mounts outside React's test `act`, as in the browser.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let wasActEnvironment: boolean | undefined;
beforeAll(() => {
  wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
});

/** Bootstraps and mounts the lifecycles in an element of their own: the text shown once `mount` resolved. */
async function textAtMount(lifecycles: ReturnType<typeof createLifecycles>): Promise<string> {
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const props = { name: 'mf_test', singleSpa: {}, mountParcel: jest.fn(), domElement } as never;
  await lifecycles.bootstrap(props);
  await lifecycles.mount(props);
  const text = domElement.textContent ?? '';
  await lifecycles.unmount(props);
  domElement.remove();
  return text;
}

describe('a microfrontend’s lifecycles', () => {
  it('fetch a lazily loaded root as soon as single-spa bootstraps the area, not after the React glue', async () => {
    let loads = 0;
    const Root = () => <p>Area</p>;
    const lifecycles = createLifecycles({
      load: async () => {
        loads += 1;
        return { default: Root };
      },
    });
    expect(loads).toBe(0);
    const bootstrapped = lifecycles.bootstrap({
      name: 'mf_test',
      singleSpa: {},
      mountParcel: jest.fn(),
    } as never);
    // Asked for at once, while single-spa-react is still being fetched.
    expect(loads).toBe(1);
    await bootstrapped;
    expect(loads).toBe(1);
  });

  it('preload the React glue and the root without mounting, and never reject', async () => {
    let loads = 0;
    const Root = () => <p>Area</p>;
    const lifecycles = createLifecycles({
      load: async () => {
        loads += 1;
        return { default: Root };
      },
    });
    await lifecycles.preload();
    expect(loads).toBeGreaterThan(0);
    expect(document.body.textContent).not.toContain('Area');

    const failing = createLifecycles({ load: () => Promise.reject(new Error('offline')) });
    await expect(failing.preload()).resolves.toBeUndefined();
  });

  it('mount the root in its first render, nothing held back behind a Suspense fallback', async () => {
    const Root = () => <p>Area content</p>;
    const lifecycles = createLifecycles({ load: async () => ({ default: Root }) });
    expect(await textAtMount(lifecycles)).toContain('Area content');
  });

  it('load the root again at the mount after a preload that failed', async () => {
    const Root = () => <p>Back online</p>;
    let calls = 0;
    const lifecycles = createLifecycles({
      load: async () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return { default: Root };
      },
    });
    await lifecycles.preload();
    expect(await textAtMount(lifecycles)).toContain('Back online');
  });
});
