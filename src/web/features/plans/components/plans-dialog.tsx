import { useState } from 'react';
import { ArrowDown, ArrowUp, Pencil, Plus, Trash } from 'lucide-react';
import clsx from 'clsx';
import { formatCop } from '#shared/domain/money';
import { plansMessages, plansUi } from '#shared/messages/plans';
import type { Plan } from '#shared/schemas/plans';
import type { Service } from '#shared/schemas/services';
import { useDeletePlan } from '@/api/plans/delete-plan';
import { usePlans } from '@/api/plans/get-plans';
import { useSavePlan } from '@/api/plans/save-plan';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { actionsColumn, DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Dialog } from '@/components/ui/dialog';
import { QueryView } from '@/components/ui/query-view';
import { RowAction } from '@/components/ui/row-action';
import { errorMessage } from '@/lib/api-error';
import { useConfirmDelete } from '@/lib/use-confirm-delete';
import { PlanForm } from './plan-form';

const t = plansUi;
const c = t.columns;

export interface PlansDialogProps {
  /** The service whose plans are shown, or null when closed. */
  service: Service | null;
  onClose: () => void;
}

/** Planes de un servicio: the list (active first), and a form to add or edit one, in one dialog. */
export function PlansDialog({ service, onClose }: PlansDialogProps) {
  const [editing, setEditing] = useState<{ plan: Plan | null } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const close = () => {
    setEditing(null);
    setNotice(null);
    onClose();
  };
  return (
    <Dialog
      open={service !== null}
      onOpenChange={(next) => !next && close()}
      title={editing ? (editing.plan ? t.editTitle : t.newTitle) : service ? t.title(service.name) : ''}
      description={editing ? undefined : t.intro}
      wide
      // The list's five columns and four actions need the room; the form does not.
      extraWide={!editing}
    >
      {service &&
        (editing ? (
          <PlanForm
            key={editing.plan?.id ?? 'new'}
            serviceId={service.id}
            servicePrice={service.price}
            plan={editing.plan}
            onDone={(message) => {
              setNotice(message);
              setEditing(null);
            }}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <PlanList
            service={service}
            notice={notice}
            setNotice={setNotice}
            onNew={() => setEditing({ plan: null })}
            onEdit={(plan) => setEditing({ plan })}
          />
        ))}
    </Dialog>
  );
}

interface PlanListProps {
  service: Service;
  notice: string | null;
  setNotice: (notice: string | null) => void;
  onNew: () => void;
  onEdit: (plan: Plan) => void;
}

const columns: DataTableColumn<Plan>[] = [
  {
    id: 'name',
    header: c.name,
    pin: 'start',
    className: 'min-w-32 font-medium',
    cell: (plan) => (
      <>
        <span className="break-words">{plan.name}</span>
        {/* On phones the other columns hide behind the actions: the name's cell says them. */}
        <span className="block text-xs font-normal text-muted sm:hidden">
          {[
            t.duration(plan.durationDays, plan.durationMonths),
            formatCop(plan.price),
            t.resellerShort(formatCop(plan.resellerPrice)),
            plan.kind === 'cuenta_completa' ? t.kinds.cuenta_completa : null,
            plan.active ? null : t.inactive,
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </>
    ),
  },
  {
    id: 'duration',
    header: c.duration,
    hiddenOnPhone: true,
    className: 'whitespace-nowrap',
    cell: (plan) => (
      <>
        {t.duration(plan.durationDays, plan.durationMonths)}
        {plan.kind === 'cuenta_completa' && (
          <span className="block text-xs text-muted">{t.kinds.cuenta_completa}</span>
        )}
      </>
    ),
  },
  {
    id: 'price',
    header: c.price,
    align: 'end',
    hiddenOnPhone: true,
    className: 'whitespace-nowrap tabular-nums',
    cell: (plan) => formatCop(plan.price),
  },
  {
    id: 'resellerPrice',
    header: c.resellerPrice,
    align: 'end',
    hiddenOnPhone: true,
    className: 'whitespace-nowrap tabular-nums',
    cell: (plan) => formatCop(plan.resellerPrice),
  },
  {
    id: 'state',
    header: c.state,
    hiddenOnPhone: true,
    cell: (plan) => (
      <span
        className={clsx(
          'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
          plan.active ? 'bg-success/15 text-success' : 'bg-surface-2 text-muted',
        )}
      >
        {plan.active ? t.active : t.inactive}
      </span>
    ),
  },
];

/** Where a plan goes when moved next to `neighbour`: the neighbour's index in the position order. */
function placeOf(plans: readonly Plan[], neighbour: Plan): number {
  const byPosition = [...plans].sort((a, b) => a.position - b.position || a.id - b.id);
  return byPosition.findIndex((plan) => plan.id === neighbour.id);
}

/** The notice after a delete: deleted, or deactivated when some sale already names the plan. */
const DELETED = 'deleted';

function PlanList({ service, notice, setNotice, onNew, onEdit }: PlanListProps) {
  const plans = usePlans(service.id);
  const move = useSavePlan();
  const remove = useDeletePlan();
  const removal = useConfirmDelete<Plan>(remove, {
    failedText: plansMessages.deleteFailed,
    onDeleted: () => setNotice(DELETED),
  });
  const [moveError, setMoveError] = useState<string | null>(null);

  const onMove = (list: readonly Plan[], plan: Plan, index: number, step: -1 | 1) => {
    const neighbour = list[index + step];
    if (!neighbour) return;
    setNotice(null);
    setMoveError(null);
    const { id, serviceId, ...values } = plan;
    move.mutate(
      {
        serviceId,
        id,
        values: { ...values, resellerPrice: plan.resellerPrice, position: placeOf(list, neighbour) },
      },
      { onError: (error) => setMoveError(errorMessage(error, plansMessages.saveFailed)) },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button onClick={onNew}>
          <Plus aria-hidden className="size-4" />
          {t.new}
        </Button>
      </div>
      {notice && (
        <Alert tone="success" className="break-words">
          {notice !== DELETED
            ? notice
            : remove.data?.deactivated
              ? plansMessages.deactivatedInUse
              : plansMessages.deleted}
        </Alert>
      )}
      {moveError && <Alert tone="error">{moveError}</Alert>}
      <QueryView
        query={plans}
        errorMessage={plansMessages.loadFailed}
        isEmpty={(list) => list.length === 0}
        empty={<p className="py-6 text-center text-sm text-muted">{t.empty}</p>}
      >
        {(list) => (
          <DataTable
            label={t.title(service.name)}
            rows={list}
            rowKey={(plan) => plan.id}
            columns={[
              ...columns,
              actionsColumn<Plan>((plan) => {
                const index = list.findIndex((p) => p.id === plan.id);
                // A plan moves among the plans of its state (the active ones are listed first).
                const sameState = (other: Plan | undefined) =>
                  other !== undefined && other.active === plan.active;
                return (
                  <>
                    <RowAction
                      label={t.moveUp(plan.name)}
                      icon={ArrowUp}
                      disabled={move.isPending || !sameState(list[index - 1])}
                      onClick={() => onMove(list, plan, index, -1)}
                    />
                    <RowAction
                      label={t.moveDown(plan.name)}
                      icon={ArrowDown}
                      disabled={move.isPending || !sameState(list[index + 1])}
                      onClick={() => onMove(list, plan, index, 1)}
                    />
                    <RowAction label={t.edit(plan.name)} icon={Pencil} onClick={() => onEdit(plan)} />
                    <RowAction
                      label={t.remove(plan.name)}
                      icon={Trash}
                      onClick={() => removal.ask(plan)}
                      danger
                    />
                  </>
                );
              }),
            ]}
          />
        )}
      </QueryView>
      <ConfirmDialog
        {...removal.dialog}
        message={removal.target ? plansMessages.confirmDelete(removal.target.name) : ''}
      />
    </div>
  );
}
