import net from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 in front of a server (PostgreSQL, Redis) that a test can cut, as a
 * network failure or a stopped server would, and restore on the same port.
 */
export interface TcpProxy {
  port: number;
  /** Stops listening and drops every open connection. */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const created = net.createServer((client) => {
        const upstream = net.connect(targetPort, targetHost);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', () => socket.destroy());
          socket.on('close', () => {
            sockets.delete(socket);
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      created.once('error', reject);
      created.listen(port, '127.0.0.1', () => {
        server = created;
        resolve((created.address() as net.AddressInfo).port);
      });
    });
  const cut = async () => {
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };
  const port = await listen(0);
  return {
    port,
    cut,
    restore: async () => {
      if (!server) await listen(port);
    },
    close: cut,
  };
}
