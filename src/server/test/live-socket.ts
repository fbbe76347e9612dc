import {
  io as connect,
  type ManagerOptions,
  type Socket,
  type SocketOptions,
} from 'socket.io-client';

/**
 * A live connection opened as the web client opens it (websocket, no reconnection), resolved
 * once the server has placed it in its room; added to `sockets`, which the test file closes.
 */
export function liveSocket(
  baseUrl: string,
  options: Partial<ManagerOptions & SocketOptions>,
  sockets: Socket[],
): Promise<Socket> {
  const socket = connect(baseUrl, { transports: ['websocket'], reconnection: false, ...options });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('ready', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** The next `event` the socket hears, with its payload. */
export const nextEvent = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, resolve));
