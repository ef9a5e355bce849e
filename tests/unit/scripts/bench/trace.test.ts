import {longTasks, type TraceEvent} from '@site/scripts/bench/trace';

const PAGE = {pid: 1, tid: 10};
const OTHER = {pid: 2, tid: 20};
const ms = (value: number) => value * 1000;

function run(at: number, duration: number, where = PAGE): TraceEvent {
  return {name: 'RunTask', ph: 'X', ...where, ts: ms(at), dur: ms(duration)};
}

// Samples every 2 ms from t = 100 ms: five in main.js's render (root → hydrate → render), then three idle.
const nodes = [
  {id: 1, callFrame: {functionName: '(root)'}},
  {id: 2, parent: 1, callFrame: {functionName: 'hydrate', url: 'http://x/assets/js/main.abc.js'}},
  {id: 3, parent: 2, callFrame: {functionName: 'render', url: 'http://x/assets/js/main.abc.js'}},
  {id: 4, parent: 1, callFrame: {functionName: '(idle)'}},
];

const events: TraceEvent[] = [
  {name: 'thread_name', ...PAGE, ts: 0, args: {name: 'CrRendererMain'}},
  {name: 'thread_name', ...OTHER, ts: 0, args: {name: 'CrRendererMain'}},
  run(0, 5),
  run(100, 60),
  {
    name: 'EvaluateScript',
    ph: 'X',
    ...PAGE,
    ts: ms(100),
    dur: ms(40),
    args: {data: {url: 'http://x/assets/js/main.abc.js'}},
  },
  {name: 'Layout', ph: 'X', ...PAGE, ts: ms(145), dur: ms(12)},
  {name: 'Paint', ph: 'X', ...PAGE, ts: ms(158), dur: ms(0.5)},
  run(200, 30),
  run(300, 90, OTHER),
  {name: 'Profile', ...PAGE, ts: 0, args: {data: {startTime: ms(100)}}},
  {
    name: 'ProfileChunk',
    ...PAGE,
    ts: 0,
    args: {
      data: {
        cpuProfile: {nodes, samples: [3, 3, 3, 3, 2, 4, 4, 4]},
        timeDeltas: [0, ...Array.from({length: 7}, () => ms(2))],
      },
    },
  },
];

describe('longTasks (what each long task of a trace is made of)', () => {
  const tasks = longTasks(events);

  it("reports the page's main thread's tasks above the threshold, timed from its first task", () => {
    expect(tasks.map((task) => [task.startMs, task.durationMs])).toEqual([[100, 60]]);
    expect(longTasks(events, 20).map((task) => task.startMs)).toEqual([100, 200]);
  });

  it('lists the browser steps inside the task, longest first, with the script name', () => {
    expect(tasks[0]?.steps).toEqual([
      {label: 'EvaluateScript main.abc.js', ms: 40},
      {label: 'Layout', ms: 12},
    ]);
  });

  it('adds each sample to every function on its stack (inclusive time), samples outside the task left out', () => {
    const functions = Object.fromEntries((tasks[0]?.functions ?? []).map((fn) => [fn.label, fn.ms]));
    expect(functions).toEqual({'hydrate @ main.abc.js': 8, 'render @ main.abc.js': 6, '(idle)': 6});
  });

  it('gives no tasks for a trace without a renderer main thread', () => {
    expect(longTasks(events.filter((event) => event.name !== 'thread_name'))).toEqual([]);
  });
});
