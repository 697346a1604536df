import { broadcastDialogUi, broadcastMessages } from '#shared/messages/notifications';
import { broadcastSchema } from '#shared/schemas/users';

interface FormValues {
  message: string;
}
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { inputClass } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { useAutoClose } from '@/lib/use-auto-close';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useBroadcast } from '@/api/notifications/broadcast';

export interface BroadcastDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Enviar Notificación: one message to every user's bell. */
export function BroadcastDialog({ open, onClose }: BroadcastDialogProps) {
  const send = useBroadcast();
  const {
    form,
    field,
    errorMessage: invalid,
  } = useSchemaForm<FormValues, FormValues>(broadcastSchema, {
    defaultValues: { message: '' },
  });
  const close = () => {
    form.reset();
    send.reset();
    onClose();
  };
  useAutoClose(send.isSuccess, close);

  const submit = form.handleSubmit(({ message }) => send.mutate(message));
  const error = invalid ?? (send.isError ? errorMessage(send.error, broadcastMessages.failed) : null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={broadcastDialogUi.title}
      description={broadcastDialogUi.description}
    >
      <div className="flex flex-col gap-4">
        <label htmlFor="broadcast-message" className="text-sm font-medium">
          {broadcastDialogUi.message}
        </label>
        <textarea
          id="broadcast-message"
          rows={4}
          maxLength={1000}
          {...field('message')}
          className={`${inputClass} -mt-2 h-auto py-2`}
        />
        {error && <Alert tone="error">{error}</Alert>}
        {send.isSuccess && <Alert tone="success">{broadcastMessages.sent}</Alert>}
        <FormActions
          onCancel={close}
          onConfirm={() => void submit()}
          pending={send.isPending}
          disabled={send.isSuccess}
          label={broadcastDialogUi.send}
          pendingLabel={broadcastDialogUi.sending}
        />
      </div>
    </Dialog>
  );
}
