import { clientMergeMessages } from '../messages/clients';
import { clientSchema } from './clients';
import { idWith } from './common';
import { z } from './zod';

// Unir clientes (issue 26 item 5, docs/decisions/054).

const m = clientMergeMessages;

/** How many clients one merge may fold into the kept one. */
export const CLIENT_MERGE_MAX = 50;

/**
 * POST /api/clients/merge: the client kept and the ones folded into it (deleted after). With
 * `dryRun` nothing is written: the answer only counts what would move.
 */
export const clientMergeInputSchema = z
  .object({
    keepId: idWith(m.invalidKeep),
    mergeIds: z
      .array(idWith(m.invalidMerge), { error: m.invalidMerge })
      .min(1, m.invalidMerge)
      .max(CLIENT_MERGE_MAX, m.tooMany(CLIENT_MERGE_MAX)),
    dryRun: z.boolean().default(false),
  })
  .refine((body) => !body.mergeIds.includes(body.keepId), { message: m.intoItself, path: ['mergeIds'] });
export type ClientMergeInput = z.infer<typeof clientMergeInputSchema>;

/** Rows moved per table that refers to a client (the merge module's registry). */
export const clientMergeMovedSchema = z.record(z.string(), z.number().int());
export type ClientMergeMoved = z.infer<typeof clientMergeMovedSchema>;

export const clientMergeResultSchema = z.object({
  client: clientSchema,
  merged: z.array(z.object({ id: z.number().int(), name: z.string() })),
  moved: clientMergeMovedSchema,
  dryRun: z.boolean(),
});
export type ClientMergeResult = z.infer<typeof clientMergeResultSchema>;
