import {listen} from '../../server/node/listen';

/** The Node edge app in its own process for `npm run bench:server`: `<build dir> <port>`, runs until killed. */
void listen({buildDir: process.argv[2] ?? 'build', port: Number(process.argv[3] ?? '0'), env: {}});
