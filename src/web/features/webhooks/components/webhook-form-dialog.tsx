import { useState } from 'react';
import { WEBHOOK_EVENTS, type WebhookEvent } from '#shared/domain/webhooks';
import { webhooksUi } from '#shared/messages/webhooks';
import { webhookInputSchema, type Webhook, type WebhookValues } from '#shared/schemas/webhooks';
import { useCreateWebhook } from '@/api/webhooks/create-webhook';
import { useUpdateWebhook } from '@/api/webhooks/update-webhook';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { Input } from '@/components/ui/input';
import { SecretShownOnce } from '@/components/ui/secret-shown-once';
import { errorMessage } from '@/lib/api-error';
import { useSchemaForm } from '@/lib/use-schema-form';

const t = webhooksUi;

interface FormValues {
  url: string;
  events: WebhookEvent[];
}

export interface WebhookFormDialogProps {
  open: boolean;
  /** The webhook to edit; none: a new one. */
  webhook: Webhook | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/**
 * Agregar or Editar webhook: the URL and the events; a new one then shows its signing secret this
 * once, with a copy button (docs/decisions/049).
 */
export function WebhookFormDialog({ open, webhook, onClose, onSaved }: WebhookFormDialogProps) {
  const [secret, setSecret] = useState<string | null>(null);
  const close = () => {
    setSecret(null);
    onClose();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={secret ? t.createdTitle : webhook ? t.editTitle : t.dialogTitle}
      wide
    >
      {open &&
        (secret ? (
          <SecretShownOnce
            id="webhook-secret"
            label={t.secretLabel}
            secret={secret}
            texts={{
              warning: t.createdWarning,
              copy: t.copy,
              copied: t.copied,
              copyFailed: t.copyFailed,
              done: t.done,
            }}
            onDone={close}
          />
        ) : (
          <WebhookForm
            key={webhook?.id ?? 'new'}
            webhook={webhook}
            onCreated={setSecret}
            onUpdated={() => {
              onSaved(t.saved);
              close();
            }}
            onClose={close}
          />
        ))}
    </Dialog>
  );
}

interface WebhookFormProps {
  webhook: Webhook | null;
  onCreated: (secret: string) => void;
  onUpdated: () => void;
  onClose: () => void;
}

function WebhookForm({ webhook, onCreated, onUpdated, onClose }: WebhookFormProps) {
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const save = webhook ? update : create;
  const {
    form,
    field,
    errorMessage: invalid,
  } = useSchemaForm<FormValues, WebhookValues>(webhookInputSchema, {
    defaultValues: { url: webhook?.url ?? '', events: webhook?.events ?? [] },
  });
  const onSubmit = form.handleSubmit((values) =>
    webhook
      ? update.mutate({ id: webhook.id, values }, { onSuccess: onUpdated })
      : create.mutate(values, { onSuccess: ({ secret }) => onCreated(secret) }),
  );
  const error = invalid ?? (save.isError ? errorMessage(save.error, t.saveFailed) : null);
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t.dialogDescription}</p>
      <Field id="webhook-url" label={t.url}>
        <Input
          id="webhook-url"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder={t.urlPlaceholder}
          {...field('url')}
        />
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t.eventsLegend}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                value={event}
                className="size-4 accent-(--cc-primary)"
                {...form.register('events')}
              />
              {t.events[event]}
              <code className="text-xs text-muted">{event}</code>
            </label>
          ))}
        </div>
      </fieldset>
      {error && <Alert tone="error">{error}</Alert>}
      <FormActions
        onCancel={onClose}
        pending={save.isPending}
        label={webhook ? t.save : t.submit}
        pendingLabel={t.submitting}
      />
    </form>
  );
}
