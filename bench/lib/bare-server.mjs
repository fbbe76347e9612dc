// The ceiling of this machine: plain node:http answering fixed bytes, in a process of its own so
// that it competes with the load generator exactly as the app does. Prints its port when ready.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [bodyFile, contentType] = process.argv.slice(2);
const body = readFileSync(bodyFile);
const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
