import { Ban } from 'lucide-react';
import clsx from 'clsx';
import { formatDisplayDate, formatDisplayDateTime, isUserExpired } from '#shared/domain/business-time';
import { apiTokensUi } from '#shared/messages/api-tokens';
import type { ApiToken } from '#shared/schemas/api-tokens';
import { actionsColumn, DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { RowAction } from '@/components/ui/row-action';

const t = apiTokensUi;
const c = t.columns;

export interface ApiTokensTableProps {
  tokens: readonly ApiToken[];
  timeZone: string | undefined;
  now: Date;
  onRevoke: (token: ApiToken) => void;
}

type Status = 'active' | 'revoked' | 'expired';
const statusOf = (token: ApiToken, now: Date, timeZone: string | undefined): Status =>
  token.revokedAt ? 'revoked' : isUserExpired(token.expiresAt, now, timeZone) ? 'expired' : 'active';

/** The shop's API tokens: what each may do, who made it, when it was last used; Revocar. */
export function ApiTokensTable({ tokens, timeZone, now, onRevoke }: ApiTokensTableProps) {
  const sections = (token: ApiToken) =>
    token.sections.length === 0 ? t.noSections : token.sections.map((s) => t.sections[s]).join(', ');
  const columns: DataTableColumn<ApiToken>[] = [
    {
      id: 'name',
      header: c.name,
      pin: 'start',
      className: 'font-medium',
      cell: (token) => (
        <>
          <span className="break-words">{token.name}</span>
          <span className="block text-xs font-normal text-muted sm:hidden">
            {[t.scopes[token.scope], t[statusOf(token, now, timeZone)]].join(' · ')}
          </span>
        </>
      ),
    },
    { id: 'scope', header: c.scope, hiddenOnPhone: true, cell: (token) => t.scopes[token.scope] },
    { id: 'sections', header: c.sections, hiddenOnPhone: true, cell: sections },
    {
      id: 'expiry',
      header: c.expiry,
      hiddenOnPhone: true,
      className: 'whitespace-nowrap tabular-nums',
      cell: (token) => (token.expiresAt ? formatDisplayDate(token.expiresAt) : t.noExpiry),
    },
    { id: 'createdBy', header: c.createdBy, hiddenOnPhone: true, cell: (token) => token.createdBy },
    {
      id: 'lastUsed',
      header: c.lastUsed,
      hiddenOnPhone: true,
      className: 'whitespace-nowrap tabular-nums',
      cell: (token) => (token.lastUsedAt ? formatDisplayDateTime(token.lastUsedAt, timeZone) : t.never),
    },
    {
      id: 'status',
      header: c.status,
      hiddenOnPhone: true,
      cell: (token) => {
        const status = statusOf(token, now, timeZone);
        return (
          <span
            className={clsx(
              'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
              status === 'active' ? 'bg-success/15 text-success' : 'bg-surface-2 text-muted',
            )}
          >
            {t[status]}
          </span>
        );
      },
    },
  ];
  const actions = actionsColumn<ApiToken>((token) =>
    token.revokedAt ? null : (
      <RowAction label={t.revokeAction(token.name)} icon={Ban} onClick={() => onRevoke(token)} danger />
    ),
  );
  return (
    <DataTable
      label={t.tableLabel}
      rows={tokens}
      columns={[...columns, actions]}
      rowKey={(token) => token.id}
    />
  );
}
