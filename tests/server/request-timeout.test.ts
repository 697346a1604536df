import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/setup/test-app';

// A client that sends its body a byte at a time must not hold a connection (and a request slot)
// forever: the whole request has REQUEST_TIMEOUT_MS to arrive.
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ REQUEST_TIMEOUT_MS: '1000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

describe('request time-out', () => {
  it('cuts off a body sent one byte every 200 ms', { timeout: 15_000 }, async () => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => {});
    const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now())));
    await new Promise((resolve) => socket.once('connect', resolve));
    const started = Date.now();
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n',
    );
    // At most 40 bytes over 8 s, far short of the 100 announced: only the server can end this.
    let sent = 0;
    while (sent < 40 && !socket.destroyed && Date.now() - started < 8_000) {
      socket.write('x');
      sent += 1;
      await Promise.race([new Promise((resolve) => setTimeout(resolve, 200)), closed]);
    }
    const closedAt = await Promise.race([
      closed,
      new Promise<number>((resolve) => setTimeout(() => resolve(NaN), 1_000)),
    ]);
    socket.destroy();
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAt - started).toBeLessThan(3_500);
    expect(sent).toBeLessThan(20);
  });

  it('still answers a normal request', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });
});
