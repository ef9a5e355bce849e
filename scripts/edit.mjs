// `npm run edit`: the writers' local mode, the editor's local backend (files written straight into this checkout,
// no GitHub) on 127.0.0.1:8081, where the editor looks for it (src/admin/decapConfig.ts), beside the dev server.
import {spawn} from 'node:child_process';

const children = [
  spawn('npx', ['decap-server'], {
    stdio: 'inherit',
    env: {...process.env, MODE: 'fs', PORT: '8081', BIND_HOST: '127.0.0.1', GIT_REPO_DIRECTORY: process.cwd()},
  }),
  spawn('npx', ['docusaurus', 'start', '--port', process.env.PORT ?? '3000', '--no-open'], {stdio: 'inherit'}),
];
console.log('A szerkesztő: http://localhost:%s/admin/ (leállítás: Ctrl+C)', process.env.PORT ?? '3000');
for (const child of children) {
  child.on('exit', (code) => {
    for (const other of children) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
