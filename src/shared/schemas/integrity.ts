import { INTEGRITY_KINDS, INTEGRITY_MAX_IDS } from '../domain/integrity';
import { integrityMessages } from '../messages/integrity';
import { idWith, text } from './common';
import { z } from './zod';

// Revisión de datos (issue 26 item 4, docs/decisions/053).

const m = integrityMessages;

/** A client, account or profile a finding involves, as the screen names and links it. */
export const integrityRecordSchema = z.object({
  type: z.enum(['client', 'account', 'profile']),
  id: z.number().int(),
  label: z.string(),
  /** What to type in the list's search to find it (Clientes for a client, Cuentas otherwise). */
  search: z.string(),
  /** The account a profile belongs to, or the client it is held by: where the screen links. */
  accountId: z.number().int().nullable(),
  clientId: z.number().int().nullable(),
});
export type IntegrityRecord = z.infer<typeof integrityRecordSchema>;

/**
 * The proposed fix: `apply` through POST /api/integrity/fix with these ids, `merge` through
 * POST /api/clients/merge {keepId, mergeIds}, `manual` by hand (a phone to type), `none` for
 * information only.
 */
export const integrityProposalSchema = z.object({
  action: z.enum(['apply', 'merge', 'manual', 'none']),
  description: z.string(),
  ids: z.array(z.number().int()),
  keepId: z.number().int().nullable(),
  mergeIds: z.array(z.number().int()),
});
export type IntegrityProposal = z.infer<typeof integrityProposalSchema>;

export const integrityFindingSchema = z.object({
  kind: z.enum(INTEGRITY_KINDS),
  /** Stable within a scan: the screen's React key. */
  key: z.string(),
  detail: z.string(),
  records: z.array(integrityRecordSchema),
  fix: integrityProposalSchema,
});
export type IntegrityFinding = z.infer<typeof integrityFindingSchema>;

/** GET /api/integrity: every kind, with its whole count and its first findings. */
export const integrityReportSchema = z.object({
  kinds: z.array(
    z.object({
      kind: z.enum(INTEGRITY_KINDS),
      count: z.number().int(),
      findings: z.array(integrityFindingSchema),
    }),
  ),
  scannedAt: z.string(),
});
export type IntegrityReport = z.infer<typeof integrityReportSchema>;

/**
 * POST /api/integrity/fix. `dryRun` is true unless false is sent: the answer then says what would
 * change and writes nothing. `preview`, the dry run's change keys, lets the apply say what differed.
 */
export const integrityFixInputSchema = z.object({
  kind: z.enum(INTEGRITY_KINDS, { error: m.invalidKind }),
  ids: z
    .array(idWith(m.invalidIds), { error: m.invalidIds })
    .min(1, m.invalidIds)
    .max(INTEGRITY_MAX_IDS, m.tooManyIds(INTEGRITY_MAX_IDS)),
  dryRun: z.boolean({ error: m.invalidDryRun }).default(true),
  preview: z
    .array(text(60, { error: m.invalidPreview }), { error: m.invalidPreview })
    .max(INTEGRITY_MAX_IDS * 10, m.invalidPreview)
    .optional(),
});
export type IntegrityFixInput = z.infer<typeof integrityFixInputSchema>;
/** What a client sends (dryRun may be left out). */
export type IntegrityFixRequest = z.input<typeof integrityFixInputSchema> & { ids: number[] };

export const integrityChangeSchema = z.object({
  /** "profile:12:release": what the apply compares with the dry run's. */
  key: z.string(),
  type: z.enum(['account', 'profile']),
  id: z.number().int(),
  label: z.string(),
  description: z.string(),
});
export type IntegrityChange = z.infer<typeof integrityChangeSchema>;

export const integrityFixResultSchema = z.object({
  dryRun: z.boolean(),
  /** The applied fix's id (its audit lines carry it); null for a dry run or when nothing changed. */
  fixId: z.number().int().nullable(),
  changes: z.array(integrityChangeSchema),
  /** Ids sent that no longer have the problem (fixed meanwhile, or deleted). */
  skipped: z.array(z.number().int()),
  /** The apply against the dry run's `preview`: null when the same (or no preview was sent). */
  differences: z.object({ added: z.array(z.string()), missing: z.array(z.string()) }).nullable(),
});
export type IntegrityFixResult = z.infer<typeof integrityFixResultSchema>;
