/** The content codings the server compresses answers with, best first. */
export const ANSWER_ENCODINGS = ['br', 'gzip'] as const;
export type AnswerEncoding = (typeof ANSWER_ENCODINGS)[number];

/** Each coding of an Accept-Encoding header with its weight (q=1 when not given). */
function weights(header: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    // A weight that is not a number counts as 0: the client did not clearly ask for it.
    const weight = q === undefined ? 1 : Number(q.slice(2));
    result.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  return result;
}

/**
 * The coding to compress an answer with for this Accept-Encoding header: the one with the
 * highest weight, brotli on a tie; a coding the header gives q=0, or leaves out when it has no
 * `*`, is never chosen. undefined: send the answer as it is.
 */
export function preferredEncoding(header: string | string[] | undefined): AnswerEncoding | undefined {
  if (header === undefined) return undefined;
  const accepted = weights(Array.isArray(header) ? header.join(',') : header);
  const wildcard = accepted.get('*') ?? 0;
  let best: AnswerEncoding | undefined;
  let bestWeight = 0;
  for (const encoding of ANSWER_ENCODINGS) {
    const weight = accepted.get(encoding) ?? wildcard;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
