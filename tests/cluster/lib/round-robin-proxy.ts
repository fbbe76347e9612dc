import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
} from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

export interface Backend {
  name: string;
  port: number;
}

export interface RoundRobinProxy {
  baseUrl: string;
  /** How many requests and WebSocket upgrades each backend was handed. */
  handled: Record<string, number>;
  close(): Promise<void>;
}

/** A request naming a backend in this header goes there, as a sticky session would. */
export const PIN_HEADER = 'x-hearth-backend';
/** Every answer names the backend that gave it. */
export const SERVED_BY_HEADER = 'x-served-by';

/**
 * Headers about one connection, never passed on. Passing the backend's `Keep-Alive: timeout=72`
 * on would tell the client that the proxy keeps idle connections that long, and the client would
 * send on one the proxy has just closed.
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
]);

const endToEnd = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

/**
 * A load balancer in front of the app processes, as an operator would run one: each request
 * and each WebSocket upgrade goes to the next backend in turn, with the client's address added
 * to X-Forwarded-For (the apps run with TRUST_PROXY=1).
 */
export async function startRoundRobinProxy(backends: Backend[]): Promise<RoundRobinProxy> {
  let turn = 0;
  const handled: Record<string, number> = Object.fromEntries(backends.map((b) => [b.name, 0]));
  const open = new Set<Socket>();

  const choose = (request: IncomingMessage) => {
    const pinned = backends.find((backend) => backend.name === request.headers[PIN_HEADER]);
    const backend = pinned ?? backends[turn++ % backends.length]!;
    handled[backend.name]! += 1;
    return backend;
  };
  const forwardedHeaders = (request: IncomingMessage, { upgrade = false } = {}) => {
    const address = request.socket.remoteAddress ?? '';
    const before = request.headers['x-forwarded-for'];
    return {
      ...(upgrade ? request.headers : endToEnd(request.headers)),
      'x-forwarded-for': before ? `${String(before)}, ${address}` : address,
    };
  };

  const server = createServer((request, response) => {
    const backend = choose(request);
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: backend.port,
        method: request.method,
        path: request.url,
        headers: forwardedHeaders(request),
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, {
          ...endToEnd(answer.headers),
          [SERVED_BY_HEADER]: backend.name,
        });
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { [SERVED_BY_HEADER]: backend.name });
      response.end();
    });
    request.pipe(upstream);
  });

  server.on('connection', (socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  });

  // WebSockets: the upgrade request is replayed to the backend, then bytes flow both ways.
  server.on('upgrade', (request, client: Socket, head) => {
    const backend = choose(request);
    const upstream = connect(backend.port, '127.0.0.1', () => {
      const headers = Object.entries(forwardedHeaders(request, { upgrade: true })).flatMap(
        ([name, value]) =>
          (Array.isArray(value) ? value : [value]).map((one) => `${name}: ${one}\r\n`),
      );
      upstream.write(`${request.method} ${request.url} HTTP/1.1\r\n${headers.join('')}\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    open.add(upstream);
    upstream.on('close', () => open.delete(upstream));
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    upstream.on('error', end);
    client.on('error', end);
    upstream.on('close', end);
    client.on('close', end);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    handled,
    close: () =>
      new Promise((resolve) => {
        open.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}
