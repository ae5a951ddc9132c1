import net from 'node:net';

// Ports below the system's ephemeral range (32768–60999 on Linux): a port taken from that range (listen(0)) can be
// given, between this answer and the server's listen, to an outgoing connection's local end — a browser's, a
// database client's — and the listen then fails with EADDRINUSE (seen in a CI run). A random port of this range
// is only ever taken by a test that chose it the same way.
const FIRST_PORT = 20_000;
const LAST_PORT = 32_767;

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** A TCP port of 127.0.0.1 that nobody listens on right now, for a server a test starts. */
export const freePort = async () => {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = FIRST_PORT + Math.floor(Math.random() * (LAST_PORT - FIRST_PORT + 1));
    if (await isFree(port)) return port;
  }
  throw new Error(`No free port of 127.0.0.1 between ${FIRST_PORT} and ${LAST_PORT} after 100 tries`);
};
