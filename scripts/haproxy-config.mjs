// The haproxy.cfg of the local cluster, shared by `npm run cluster` (scripts/cluster.mjs), the
// cluster fault test (apps/api/test/fault-helpers.ts) and `BENCH_NODES` (bench/run.ts); the
// production example in docs/OPERATIONS.md is the same with TLS and real addresses.
//  - round robin over the nodes;
//  - health check GET /api/health expecting 200 every second: a node is out after 2 failed checks
//    and back after 2 good ones;
//  - the client's own X-Forwarded-For is dropped and HAProxy's is added (the nodes trust it with
//    TRUST_PROXY=loopback), so a forged header buys nothing against the rate limits;
//  - a request whose connection to a node failed (a dead node not yet out of the rotation) goes to
//    another node: it never reached the first one, so this is safe for every method;
//  - slow clients: a request's head must arrive within HTTP_REQUEST_TIMEOUT (408 and closed
//    otherwise; also the idle time between two requests of a kept-alive connection), and one client
//    address holds at most CONNECTIONS_PER_SOURCE connections (more are refused as they arrive). The
//    nodes' own per-address limit does not count HAProxy's address (TRUST_PROXY names it).

/** How long a client has to send a request's head (HAProxy's `timeout http-request`). */
export const HTTP_REQUEST_TIMEOUT = '5s';
/** Connections one client address may hold open through the balancer. */
export const CONNECTIONS_PER_SOURCE = 256;

/**
 * @param {number} port the balancer's port on 127.0.0.1
 * @param {number[]} nodePorts the nodes' ports on 127.0.0.1
 * @returns {string}
 */
export function haproxyConfig(port, nodePorts) {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 1s',
    '  timeout client 60s',
    '  timeout server 60s',
    `  timeout http-request ${HTTP_REQUEST_TIMEOUT}`,
    '  retries 3',
    '  option redispatch',
    'frontend portal',
    `  bind 127.0.0.1:${port}`,
    '  stick-table type ip size 100k expire 30s store conn_cur',
    '  tcp-request connection track-sc0 src',
    `  tcp-request connection reject if { sc0_conn_cur gt ${CONNECTIONS_PER_SOURCE} }`,
    '  http-request del-header X-Forwarded-For',
    '  option forwardfor',
    '  default_backend api',
    'backend api',
    '  balance roundrobin',
    '  option httpchk GET /api/health',
    '  http-check expect status 200',
    ...nodePorts.map((p, i) => `  server n${i + 1} 127.0.0.1:${p} check inter 1s fall 2 rise 2`),
    '',
  ].join('\n');
}
