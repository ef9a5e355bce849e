// Runs the MDN HTTP Observatory's own scanner and grader on `host:port` and prints the result as JSON.
// Its own process, so that NODE_EXTRA_CA_CERTS (read at start) makes it trust the loopback TLS front.
// The Observatory's HSTS preload list is downloaded by its post-install step, which is skipped here (no
// network): an empty list stands in — no loopback host is on the real one either.
import {existsSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const root = path.dirname(require.resolve('@mdn/mdn-http-observatory/package.json'));
const preload = path.join(root, 'conf', 'hsts-preload.json');
if (!existsSync(preload)) writeFileSync(preload, '{}\n');

const {scan} = await import(path.join(root, 'src', 'scanner', 'index.js'));
const result = await scan(process.argv[2]);
const tests = Object.fromEntries(
  Object.entries(result.tests).map(([name, test]) => [
    name,
    {result: test.result, scoreModifier: test.scoreModifier, pass: test.pass},
  ]),
);
console.log(JSON.stringify({grade: result.scan.grade, score: result.scan.score, tests}));
