import devApiPlugin from '@site/plugins/dev-api';
import {devServerMiddleware} from '@site/plugins/dev-api/devServer';
import {context, mergedSetup, type Middleware} from '@site/tests/helpers/pluginContext';

describe('dev server middlewares', () => {
  it('adds each middleware once, before the dev server ones', () => {
    const setup = mergedSetup(
      devServerMiddleware('a', () => undefined),
      devServerMiddleware('b', () => undefined),
    );
    const result = setup([{name: 'static'}]) as {name: string}[];
    expect(result.map((m) => m.name)).toEqual(['b', 'a', 'evalSourceMap', 'static']);
  });

  it('the API plugin answers /api/geo with the edge handler and passes everything else on', async () => {
    const result = devApiPlugin(context).configureWebpack!({}, false, {} as never, undefined) as {devServer: unknown};
    const setup = mergedSetup(result);
    const [api] = setup([]) as Middleware[];
    expect(api.name).toBe('ggphu-api');
    const next = jest.fn();
    api.middleware({url: '/download/'}, {}, next);
    expect(next).toHaveBeenCalled();
    expect(devApiPlugin(context).configureWebpack!({}, true, {} as never, undefined)).toEqual({});
  });
});
