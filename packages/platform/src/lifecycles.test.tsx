import { createLifecycles } from './lifecycles';

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
});
