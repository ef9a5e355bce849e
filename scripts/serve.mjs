// `npm run serve`: builds the site if there is no build yet, then starts the edge server (server/index.ts).
import {spawn, spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
if (!existsSync(path.join(buildDir, 'index.html'))) {
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', buildDir], {stdio: 'inherit'});
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const server = spawn('npx', ['tsx', 'server/index.ts'], {
  stdio: 'inherit',
  env: {...process.env, BUILD_DIR: buildDir},
});
server.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
