import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { preferredEncoding, type AnswerEncoding } from '../lib/accept-encoding';

/** Below this an answer goes out as it is: the saving would not pay for the CPU and the headers. */
export const MIN_COMPRESSED_BYTES = 1024;

// Measured on a page of the accounts list (78 KB of JSON, docs/decisions/031): brotli quality 4
// makes it 9.1 KB in about 0.4 ms of CPU, the size of gzip 6 for less time, so browsers get it
// first. A 64 KB window (lgwin 16) gives the same bytes on a list page and a smaller encoder,
// whose native memory otherwise made V8 collect garbage about twice as often. The calls are
// synchronous: the asynchronous ones cost more CPU per call on the thread-pool hops, and a list
// answer is capped at a page (issue 23), so the event loop waits at most a millisecond or so.
const ENCODE: Record<AnswerEncoding, (data: Buffer | string) => Buffer> = {
  br: (data) =>
    zlib.brotliCompressSync(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_LGWIN]: 16,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(data),
      },
    }),
  gzip: (data) => zlib.gzipSync(data, { level: 6 }),
};

/** Adds Accept-Encoding to Vary, keeping whatever it already names. */
function varyOnAcceptEncoding(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const names = (Array.isArray(vary) ? vary.join(',') : String(vary ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.some((name) => name === '*' || name.toLowerCase() === 'accept-encoding')) return;
  reply.header('vary', [...names, 'Accept-Encoding'].join(', '));
}

/**
 * Compresses JSON answers of at least 1 KB for a client that accepts brotli or gzip. Only JSON
 * built in memory: a stream (a spreadsheet, a backup, an upload), a download (Content-Disposition)
 * or an answer that already has a Content-Encoding goes out untouched. Static files are served
 * precompressed by plugins/web-app.ts instead.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    if (reply.hasHeader('content-encoding') || reply.hasHeader('content-disposition')) return payload;
    if (Buffer.byteLength(payload) < MIN_COMPRESSED_BYTES) return payload;
    // From here the bytes depend on the request's Accept-Encoding, compressed or not.
    varyOnAcceptEncoding(reply);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding === undefined) return payload;
    const compressed = ENCODE[encoding](payload);
    reply.header('content-encoding', encoding);
    // Fastify measures the new payload when Content-Length is unset.
    reply.removeHeader('content-length');
    return compressed;
  });
});
