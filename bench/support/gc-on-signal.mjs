// Preloaded into the server by the soak bench (node --expose-gc --import <this file>): SIGUSR2 runs a full
// garbage collection, so that the bench decides when statements and other native objects are finalised.
// The server itself does not use SIGUSR2. Writes nothing; refuses to load without --expose-gc.
if (typeof globalThis.gc !== 'function') throw new Error('gc-on-signal.mjs needs node --expose-gc');
process.on('SIGUSR2', () => globalThis.gc());
