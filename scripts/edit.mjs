// `npm run edit`: the writers' local mode. Starts the editor's local backend (decap-server, files written
// straight into this checkout, no GitHub) and the site's dev server, then the editor is at
// http://localhost:3000/admin/ and every save shows on the site at once. `PORT` (default 3000) sets the site's
// port; the backend listens on 127.0.0.1:8081, where the editor looks for it (src/admin/decapConfig.ts).
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
