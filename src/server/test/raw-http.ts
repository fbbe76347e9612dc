import { request, type Agent, type IncomingHttpHeaders } from 'node:http';

/** An HTTP answer as it came over the wire: its body still compressed if it was sent so. */
export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request over real HTTP, without the decompression `fetch` does for its caller. */
export function rawRequest(
  url: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
  agent?: Agent,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}
