import { useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { Pencil, Plus, Trash } from 'lucide-react';
import clsx from 'clsx';
import { formatCop, parsePesos } from '#shared/domain/money';
import { combosMessages, combosUi } from '#shared/messages/combos';
import { comboInputSchema, type Combo } from '#shared/schemas/combos';
import { useCombos, useDeleteCombo, useSaveCombo } from '@/api/combos/combos';
import { plansQueryOptions } from '@/api/plans/get-plans';
import { allServicesQuery, useServices } from '@/api/services/get-services';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { actionsColumn, DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { Input } from '@/components/ui/input';
import { QueryView } from '@/components/ui/query-view';
import { RowAction } from '@/components/ui/row-action';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-error';
import { useConfirmDelete } from '@/lib/use-confirm-delete';

// Combos (issue 25 item 4, docs/decisions/044): Servicios' Combos dialog, a list and a form.

const t = combosUi;
const c = t.columns;

export interface CombosDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Combos: the list (active first), and a form to add or edit one, in one dialog. */
export function CombosDialog({ open, onClose }: CombosDialogProps) {
  const [editing, setEditing] = useState<{ combo: Combo | null } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const close = () => {
    setEditing(null);
    setNotice(null);
    onClose();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={editing ? (editing.combo ? t.editTitle : t.newTitle) : t.title}
      description={editing ? undefined : t.intro}
      wide
      extraWide={!editing}
    >
      {open &&
        (editing ? (
          <ComboForm
            key={editing.combo?.id ?? 'new'}
            combo={editing.combo}
            onDone={(message) => {
              setNotice(message);
              setEditing(null);
            }}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <ComboList
            notice={notice}
            setNotice={setNotice}
            onNew={() => setEditing({ combo: null })}
            onEdit={(combo) => setEditing({ combo })}
          />
        ))}
    </Dialog>
  );
}

const columns: DataTableColumn<Combo>[] = [
  {
    id: 'name',
    header: c.name,
    pin: 'start',
    className: 'min-w-32 font-medium',
    cell: (combo) => (
      <>
        <span className="break-words">{combo.name}</span>
        <span className="block text-xs font-normal text-muted sm:hidden">
          {[formatCop(combo.price), combo.active ? null : t.inactive].filter(Boolean).join(' · ')}
        </span>
      </>
    ),
  },
  {
    id: 'plans',
    header: c.plans,
    hiddenOnPhone: true,
    cell: (combo) => combo.plans.map((p) => `${p.serviceName} · ${p.planName}`).join(', '),
  },
  {
    id: 'price',
    header: c.price,
    align: 'end',
    hiddenOnPhone: true,
    className: 'whitespace-nowrap tabular-nums',
    cell: (combo) => formatCop(combo.price),
  },
  {
    id: 'resellerPrice',
    header: c.resellerPrice,
    align: 'end',
    hiddenOnPhone: true,
    className: 'whitespace-nowrap tabular-nums',
    cell: (combo) => formatCop(combo.resellerPrice),
  },
  {
    id: 'state',
    header: c.state,
    hiddenOnPhone: true,
    cell: (combo) => (
      <span
        className={clsx(
          'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
          combo.active ? 'bg-success/15 text-success' : 'bg-surface-2 text-muted',
        )}
      >
        {combo.active ? t.active : t.inactive}
      </span>
    ),
  },
];

const DELETED = 'deleted';

interface ComboListProps {
  notice: string | null;
  setNotice: (notice: string | null) => void;
  onNew: () => void;
  onEdit: (combo: Combo) => void;
}

function ComboList({ notice, setNotice, onNew, onEdit }: ComboListProps) {
  const combos = useCombos();
  const remove = useDeleteCombo();
  const removal = useConfirmDelete<Combo>(remove, {
    failedText: t.deleteFailed,
    onDeleted: () => setNotice(DELETED),
  });
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
              ? combosMessages.deactivatedInUse
              : t.deleted}
        </Alert>
      )}
      <QueryView
        query={combos}
        errorMessage={t.loadFailed}
        isEmpty={(list) => list.length === 0}
        empty={<p className="py-6 text-center text-sm text-muted">{t.empty}</p>}
      >
        {(list) => (
          <DataTable
            label={t.title}
            rows={list}
            rowKey={(combo) => combo.id}
            columns={[
              ...columns,
              actionsColumn<Combo>((combo) => (
                <>
                  <RowAction label={t.edit(combo.name)} icon={Pencil} onClick={() => onEdit(combo)} />
                  <RowAction
                    label={t.remove(combo.name)}
                    icon={Trash}
                    onClick={() => removal.ask(combo)}
                    danger
                  />
                </>
              )),
            ]}
          />
        )}
      </QueryView>
      <ConfirmDialog
        {...removal.dialog}
        message={removal.target ? t.confirmDelete(removal.target.name) : ''}
      />
    </div>
  );
}

/** Every active perfil plan of every service, for the combo's pickers. */
function usePlanOptions() {
  const services = useServices(allServicesQuery);
  const list = services.data?.services ?? [];
  const plans = useQueries({ queries: list.map((service) => plansQueryOptions(service.id)) });
  return list.flatMap((service, index) =>
    (plans[index]?.data ?? [])
      .filter((plan) => plan.kind === 'perfil' && plan.active)
      .map((plan) => ({
        id: plan.id,
        label: t.option(service.name, plan.name, formatCop(plan.price)),
      })),
  );
}

interface ComboFormProps {
  combo: Combo | null;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** Nuevo/Editar combo. The shared schema checks the values exactly as the server will. */
function ComboForm({ combo, onDone, onCancel }: ComboFormProps) {
  const save = useSaveCombo();
  const options = usePlanOptions();
  const [name, setName] = useState(combo?.name ?? '');
  const [planIds, setPlanIds] = useState<string[]>(
    combo ? combo.plans.map((p) => String(p.planId)) : ['', ''],
  );
  const [price, setPrice] = useState(combo ? String(combo.price) : '');
  const [resellerPrice, setResellerPrice] = useState(combo ? String(combo.resellerPrice) : '');
  const [active, setActive] = useState(combo?.active ?? true);
  const [invalid, setInvalid] = useState<string | null>(null);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = comboInputSchema.safeParse({
      name,
      planIds: planIds.filter((id) => id !== '').map(Number),
      price: parsePesos(price) ?? price,
      resellerPrice: resellerPrice === '' ? null : (parsePesos(resellerPrice) ?? resellerPrice),
      active,
    });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? t.saveFailed);
      return;
    }
    setInvalid(null);
    save.mutate({ id: combo?.id, values: parsed.data }, { onSuccess: () => onDone(t.saved) });
  };

  const error = invalid ?? (save.isError ? errorMessage(save.error, t.saveFailed) : null);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Field id="combo-name" label={t.fields.name}>
        <Input
          id="combo-name"
          autoComplete="off"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </Field>
      {planIds.map((value, index) => (
        <Field key={index} id={`combo-plan-${index}`} label={t.fields.plan(index + 1)}>
          <Select
            id={`combo-plan-${index}`}
            value={value}
            onChange={(event) =>
              setPlanIds((ids) => ids.map((id, i) => (i === index ? event.target.value : id)))
            }
          >
            <option value="">{t.fields.noPlan}</option>
            {options.map((option) => (
              <option key={option.id} value={String(option.id)}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
      ))}
      <div>
        <Button type="button" variant="secondary" onClick={() => setPlanIds((ids) => [...ids, ''])}>
          <Plus aria-hidden className="size-4" />
          {t.fields.addPlan}
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Field id="combo-price" label={t.fields.price}>
          <Input
            id="combo-price"
            type="number"
            min={0}
            step={1000}
            inputMode="numeric"
            value={price}
            onChange={(event) => setPrice(event.target.value)}
          />
        </Field>
        <Field id="combo-reseller-price" label={t.fields.resellerPrice}>
          <Input
            id="combo-reseller-price"
            type="number"
            min={0}
            step={1000}
            inputMode="numeric"
            aria-describedby="combo-reseller-hint"
            value={resellerPrice}
            onChange={(event) => setResellerPrice(event.target.value)}
          />
        </Field>
      </div>
      <p id="combo-reseller-hint" className="-mt-2 text-xs text-muted">
        {t.fields.resellerHint}
      </p>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-(--cc-primary)"
          checked={active}
          onChange={(event) => setActive(event.target.checked)}
        />
        {t.fields.active}
      </label>
      {error && <Alert tone="error">{error}</Alert>}
      <FormActions onCancel={onCancel} pending={save.isPending} />
    </form>
  );
}
