// A bare node:http server that gives every request the same saved answer (status, headers, body),
// after reading the request's body: what Node itself costs per answer on this machine, with no
// framework, routing, validation, database or cache. Run by fixed-answer.ts as its own process.
// Usage: node fixed-answer-server.mjs <answer.json> <port>
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, port] = process.argv.slice(2);
const saved = JSON.parse(readFileSync(file, 'utf8'));
const body = Buffer.from(saved.body, 'base64');
const server = createServer({ keepAliveTimeout: 72_000 }, (request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(saved.status, saved.headers);
    response.end(body);
  });
});
server.listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
