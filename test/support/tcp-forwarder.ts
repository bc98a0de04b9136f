import net from 'node:net';

export interface TcpForwarder {
  /** The loopback port clients connect to (what DATABASE_URL names). */
  port: number;
  /**
   * Sends new connections to `targetPort` and cuts the open ones, as an operator's move of the
   * service address (a virtual IP, a DNS name, a proxy's backend) to a new server does.
   */
  repoint(targetPort: number): void;
  close(): Promise<void>;
}

/** A TCP forwarder on 127.0.0.1: the stable address in front of a database server that may be replaced. */
export async function startTcpForwarder(targetPort: number): Promise<TcpForwarder> {
  let target = targetPort;
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target, '127.0.0.1');
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    repoint(port) {
      target = port;
      for (const socket of open) socket.destroy();
    },
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
