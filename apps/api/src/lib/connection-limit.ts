// Connections per client address where the API faces clients: beyond `max` open sockets from one
// address a new one is destroyed as it arrives, before anything is read from it, so one address
// cannot take every file descriptor of the process (slow clients that trickle header lines, idle
// sockets). The trusted proxies (TRUST_PROXY) are never counted: behind a proxy every client
// arrives from its address, and the proxy limits per client (docs/OPERATIONS.md, Scale-out).
import { BlockList, isIPv6, type Server, type Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';

/** An IPv4 client of a dual-stack socket ('::ffff:10.0.0.1') as its IPv4 address. */
export function plainAddress(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}

/** Whether an address is one of `list` (addresses and CIDRs, as Config.trustProxy). */
export function addressMatcher(list: string[]): (address: string) => boolean {
  const block = new BlockList();
  for (const entry of list) {
    const [net, prefix] = entry.split('/');
    const type = isIPv6(net) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) block.addAddress(net, type);
    else block.addSubnet(net, Number(prefix), type);
  }
  return (address) => {
    const a = plainAddress(address);
    return block.check(a, isIPv6(a) ? 'ipv6' : 'ipv4');
  };
}

/**
 * Counts the server's open sockets per remote address and destroys a new one beyond `max` (0: off).
 * Returns the count per address (for tests and logs).
 */
export function limitConnectionsPerAddress(
  server: Server,
  opts: { max: number; exempt: (address: string) => boolean; log: FastifyBaseLogger },
): Map<string, number> {
  const open = new Map<string, number>();
  if (opts.max <= 0) return open;
  // Addresses already told about in the log while at the limit (one line per address and episode).
  const logged = new Set<string>();
  server.on('connection', (socket: Socket) => {
    const address = plainAddress(socket.remoteAddress ?? '');
    if (!address || opts.exempt(address)) return;
    const n = open.get(address) ?? 0;
    if (n >= opts.max) {
      if (!logged.has(address)) {
        logged.add(address);
        opts.log.warn({ address, max: opts.max }, 'conexões por endereço no limite: novas são recusadas');
      }
      socket.destroy();
      return;
    }
    open.set(address, n + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
      if (left < opts.max) logged.delete(address);
    });
  });
  return open;
}
