import {connect} from 'node:net';

export interface RawResponse {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/**
 * Sends bytes exactly as given (paths and headers that `fetch` would normalise or refuse) and reads the
 * answer until the server closes. Bounded: 5 s.
 */
export function rawRequest(origin: string, request: string): Promise<RawResponse> {
  const {hostname, port} = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(5000, () => socket.destroy(new Error('raw request timed out')));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = new Map<string, string>();
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
      }
      resolve({status: Number(statusLine.split(' ')[1] ?? 0), headers, body: rest.join('\r\n\r\n')});
    });
    socket.write(request);
  });
}
