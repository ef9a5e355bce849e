import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync} from 'node:fs';
import {
  createServer as createHttpServer,
  type IncomingMessage,
  request as httpRequest,
  type ServerResponse,
} from 'node:http';
import {createServer as createHttpsServer, request as httpsRequest} from 'node:https';
import {type AddressInfo, connect, createServer as createNetServer, type Socket} from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A TLS front for loopback scans, as a CDN is in production: one port that speaks both plain http and
 * https (told apart by the first byte), passes every request to the app with `X-Forwarded-Proto` set to
 * the scheme the client used, and passes every response back unchanged. The certificate is made here for
 * `127.0.0.1` (openssl); scanners trust it through `NODE_EXTRA_CA_CERTS`.
 */

export interface TlsFront {
  hostPort: string;
  close: () => Promise<void>;
}

export interface Certificate {
  certFile: string;
  cert: Buffer;
  key: Buffer;
}

export function loopbackCertificate(): Certificate {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ggphu-tls-'));
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    {stdio: 'ignore'},
  );
  return {certFile, cert: readFileSync(certFile), key: readFileSync(keyFile)};
}

export async function startTlsFront(upstream: string, certificate: Certificate): Promise<TlsFront> {
  const target = new URL(upstream);
  const forward = (scheme: 'http' | 'https') => (req: IncomingMessage, res: ServerResponse) => {
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const outgoing = send(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: {...req.headers, 'x-forwarded-proto': scheme},
        rejectUnauthorized: false,
        // A connection per request: Node's default agent keeps upstream sockets alive past close().
        agent: false,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    outgoing.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(outgoing);
  };
  const plain = createHttpServer(forward('http'));
  const secure = createHttpsServer({cert: certificate.cert, key: certificate.key}, forward('https'));
  // TLS reads the socket's handle directly, so a TLS connection is piped, bytes as they come, to the
  // https server on its own port; plain http is handed over in-process.
  await new Promise<void>((resolve) => secure.listen(0, '127.0.0.1', resolve));
  const securePort = (secure.address() as AddressInfo).port;
  const sockets = new Set<Socket>();
  const track = (socket: Socket): void => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const front = createNetServer((socket) => {
    track(socket);
    socket.once('data', (first: Buffer) => {
      socket.pause();
      // 0x16: a TLS handshake record.
      if (first[0] === 0x16) {
        const inner = connect(securePort, '127.0.0.1');
        track(inner);
        inner.write(first);
        socket.pipe(inner).pipe(socket);
        socket.resume();
        return;
      }
      socket.unshift(first);
      plain.emit('connection', socket);
      socket.resume();
    });
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const {port} = front.address() as AddressInfo;
  return {
    hostPort: `127.0.0.1:${port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await Promise.all([
        new Promise((resolve) => front.close(resolve)),
        new Promise((resolve) => secure.close(resolve)),
      ]);
    },
  };
}
