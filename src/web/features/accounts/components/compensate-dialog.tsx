import { INCIDENT_MAX_DAYS, INCIDENT_REASON_MAX_LENGTH } from '#shared/domain/incidents';
import { accountsMessages, compensateUi } from '#shared/messages/accounts';
import { compensateInputSchema, type Account, type CompensateInput } from '#shared/schemas/accounts';
import { useCompensateAccount } from '@/api/accounts/compensate-account';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { Input, inputClass } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { useSchemaForm } from '@/lib/use-schema-form';

interface FormValues {
  days: string;
  reason: string;
}

export interface CompensateDialogProps {
  account: Account | null;
  onClose: () => void;
  onDone: (text: string) => void;
}

/** Compensar días: after an outage, the days the shop owes go to every occupied profile. */
export function CompensateDialog({ account, onClose, onDone }: CompensateDialogProps) {
  return (
    <Dialog
      open={account !== null}
      onOpenChange={(next) => !next && onClose()}
      title={compensateUi.title}
      description={compensateUi.description}
    >
      {account && <CompensateForm key={account.id} account={account} onClose={onClose} onDone={onDone} />}
    </Dialog>
  );
}

function CompensateForm({
  account,
  onClose,
  onDone,
}: { account: Account } & Omit<CompensateDialogProps, 'account'>) {
  const compensate = useCompensateAccount();
  const {
    form,
    field,
    errorMessage: invalid,
  } = useSchemaForm<FormValues, CompensateInput>(compensateInputSchema, {
    defaultValues: { days: '', reason: '' },
  });
  const onSubmit = form.handleSubmit((values) =>
    compensate.mutate(
      { id: account.id, values },
      {
        onSuccess: ({ compensated }) => {
          onDone(compensateUi.done(compensated));
          onClose();
        },
      },
    ),
  );
  const error =
    invalid ?? (compensate.isError ? errorMessage(compensate.error, accountsMessages.saveFailed) : null);
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <p className="text-sm font-medium">
        {account.service.name} · {account.username}
      </p>
      <Field id="compensate-days" label={compensateUi.days}>
        <Input
          id="compensate-days"
          type="number"
          min={1}
          max={INCIDENT_MAX_DAYS}
          inputMode="numeric"
          {...field('days')}
        />
      </Field>
      <Field id="compensate-reason" label={compensateUi.reason}>
        <textarea
          id="compensate-reason"
          rows={2}
          maxLength={INCIDENT_REASON_MAX_LENGTH}
          className={`${inputClass} h-auto py-2`}
          {...field('reason')}
        />
      </Field>
      {error && <Alert tone="error">{error}</Alert>}
      <FormActions onCancel={onClose} pending={compensate.isPending} label={compensateUi.submit} />
    </form>
  );
}
