// `npm run serve` and `npm run serve:edge`: builds the site if there is no build yet, then starts the entry named
// by the argument (default: the edge app on Node) on it.
import {spawn, spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';

const entry = process.argv[2] ?? 'server/node/index.ts';
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
if (!existsSync(path.join(buildDir, 'index.html'))) {
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', buildDir], {stdio: 'inherit'});
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const server = spawn('npx', ['tsx', entry], {
  stdio: 'inherit',
  env: {...process.env, BUILD_DIR: buildDir},
});
server.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
