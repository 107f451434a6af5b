import net from 'node:net';

/**
 * A port on 127.0.0.1 that nothing listens on right now: the one the system handed a probe, which is
 * closed again at once. A server started on it a moment later almost always gets it; a connection to
 * it meanwhile is refused (a player whose host refuses every connection, in the journeys).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
