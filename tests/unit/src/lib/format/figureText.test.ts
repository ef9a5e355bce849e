import {FIGURES, isFigureId} from '@site/src/data/figures';
import {fig, figNumber, formatFigure} from '@site/src/lib/format/figureText';
import {formatDollars, formatPlayMoney, formatTimes, formatWholePercent} from '@site/src/lib/format/number';
import {requirementsText} from '@site/src/lib/format/requirementsText';

const nb = (text: string) => text.replace(/ /g, '\u00a0');

describe('marketing figures in Hungarian', () => {
  it('money: amount first, decimal comma, no-break spaces, four digits ungrouped', () => {
    expect(formatDollars(0.5)).toBe(nb('0,50 $'));
    expect(formatDollars(600)).toBe(nb('600 $'));
    expect(formatDollars(5000)).toBe(nb('5000 $'));
    expect(formatDollars(10000)).toBe(nb('10 000 $'));
  });

  it('play money, multipliers and whole percentages', () => {
    expect(formatPlayMoney(20000)).toBe(nb('20 000 P'));
    expect(formatTimes(200000)).toBe(nb('200 000×'));
    expect(formatWholePercent(100)).toBe('100%');
  });

  it('every figure has its text, formatted by its unit', () => {
    expect(Object.keys(fig)).toEqual(Object.keys(FIGURES));
    expect(fig.welcomeMatchCap).toBe(nb('600 $'));
    expect(fig.wsopExpressFrom).toBe(nb('0,50 $'));
    expect(fig.playMoneyTopUp).toBe(nb('10 000 P'));
    expect(fig.streamerTournamentShare).toBe('80%');
    expect(figNumber.spinGoldMaxMultiplier).toBe(nb('200 000'));
    expect(formatFigure({value: 3, unit: 'count'})).toBe('3');
  });

  it('tells a known figure id from an unknown one', () => {
    expect(isFigureId('welcomeFree')).toBe(true);
    expect(isFigureId('toString')).toBe(false);
    expect(isFigureId('')).toBe(false);
  });
});

describe('system requirements as a sentence', () => {
  it('comes from the same data as the download table', () => {
    expect(requirementsText('windows')).toBe(
      'Windows 8 vagy újabb, 3\u00a0GHz-es processzor, 2\u00a0GB RAM, 3\u00a0GB szabad tárhely',
    );
    expect(requirementsText('macos')).toBe('macOS 10.13 vagy újabb');
    expect(requirementsText('ios')).toBe('iPhone 6S vagy újabb, 500\u00a0MB szabad tárhely');
  });

  it('names an unknown platform instead of returning a half sentence', () => {
    expect(() => requirementsText('linux' as never)).toThrow('Nincs rendszerkövetelmény ehhez a platformhoz: linux');
  });

  it('formats every figure with one Intl.NumberFormat per kind of number, not one per figure', () => {
    jest.isolateModules(() => {
      const made = jest.spyOn(Intl, 'NumberFormat');
      try {
        type FigureText = typeof import('@site/src/lib/format/figureText');
        // A fresh copy of the module inside isolateModules: only require() can load one synchronously.
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const fresh = require('@site/src/lib/format/figureText') as FigureText;
        expect(Object.keys(fresh.fig)).toEqual(Object.keys(FIGURES));
        expect(Object.values(fresh.fig).every((text) => text.length > 0)).toBe(true);
        expect(Object.values(fresh.figNumber).every((text) => text.length > 0)).toBe(true);
        // Whole amounts and amounts with cents: a formatter is made once for each, then reused.
        expect(made.mock.calls.length).toBeLessThanOrEqual(2);
      } finally {
        made.mockRestore();
      }
    });
  });
});
