import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a local webhook receiver got: the raw body as sent and its headers. */
export interface ReceivedWebhook {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A receiver on 127.0.0.1 at a random port (webhook tests, e2e, bench): it records every POST and
 * answers the next status of `statuses` (then 200).
 */
export async function startWebhookReceiver(statuses: number[] = []) {
  const received: ReceivedWebhook[] = [];
  const queue = [...statuses];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = queue.shift() ?? 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    /** Answers these statuses next. */
    answer: (...next: number[]) => queue.push(...next),
    /** Forgets the statuses not answered yet: 200 from now on. */
    answerOk: () => queue.splice(0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
