import { clientMergeMessages } from '#shared/messages/clients';
import type { ClientMergeInput, ClientMergeResult } from '#shared/schemas/client-merge';
import type { AppContext } from '../../app-context';
import type { Actor } from '../../identity/actor';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import { inRetriedTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit.service';
import { lockClients, settleAll } from '../cartera/client-balance.service';
import { clientById } from '../clients/client.service';
import { deleteClients } from './client-merge.repository';
import { countReferences, moveReferences } from './client-references.repository';

// Unir clientes (issue 26 item 5, docs/decisions/054): every row that refers to the merged
// clients moves to the kept one (client-references.repository.ts lists them), the kept balance
// is settled again from the rows, the merged clients are deleted, in one transaction.

export async function mergeClients(
  ctx: AppContext,
  actor: Actor,
  input: Pick<ClientMergeInput, 'keepId' | 'mergeIds'> & { dryRun?: boolean },
): Promise<ClientMergeResult> {
  const { keepId } = input;
  const mergeIds = [...new Set(input.mergeIds)].sort((a, b) => a - b);
  if (mergeIds.includes(keepId)) throw new AppError(400, clientMergeMessages.intoItself);
  return inRetriedTransaction(ctx, async (tx) => {
    // Every client involved, locked in id order (as every sale and payment locks its client):
    // a sale, payment or second merge racing this one waits, then sees the merged clients gone.
    const locked = await lockClients(tx, [keepId, ...mergeIds]);
    const keep = locked.get(keepId);
    if (!keep || mergeIds.some((id) => !locked.has(id)))
      throw new AppError(404, clientMergeMessages.notFound);
    const merged = mergeIds.map((id) => ({ id, name: locked.get(id)!.name }));
    const moved = await countReferences(tx.db, mergeIds);
    if (input.dryRun) return { client: await clientById(tx, keepId), merged, moved, dryRun: true };

    await moveReferences(tx.db, { keepId, mergeIds, now: nowIso(tx.now()) });
    // The kept client's owed, credit and due dates from their rows now (their saldo a favor may
    // pay the merged clients' pending sales); the merged clients' go to zero before they go.
    await settleAll(tx);
    await deleteClients(tx.db, mergeIds);
    await recordAudit(tx, actor, {
      entity: 'client',
      entityId: keepId,
      label: keep.name,
      action: 'merge',
      clientId: keepId,
      changes: [
        {
          field: 'merged_clients',
          before: null,
          after: merged.map((c) => `${c.name} (#${c.id})`).join(', '),
        },
      ],
    });
    return { client: await clientById(tx, keepId), merged, moved, dryRun: false };
  });
}
