import { useState } from 'react';
import { servicesMessages, servicesUi } from '#shared/messages/services';
import {
  MAX_PROFILES_LIMIT,
  serviceInputSchema,
  type Service,
  type ServiceInput,
} from '#shared/schemas/services';
import { useSaveService } from '@/api/services/save-service';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { useSchemaForm } from '@/lib/use-schema-form';
import { ServiceImageField } from './service-image-field';

interface FormValues {
  name: string;
  url: string;
  price: string;
  maxProfiles: string;
  /** The uploaded logo's URL: set when an upload finishes, not typed. */
  image: string | null;
}

const blank: FormValues = { name: '', url: '', price: '', maxProfiles: '1', image: null };

const valuesOf = (service: Service | null): FormValues =>
  service
    ? {
        name: service.name,
        url: service.url ?? '',
        price: String(service.price),
        maxProfiles: String(service.maxProfiles),
        image: service.image,
      }
    : blank;

export interface ServiceFormDialogProps {
  open: boolean;
  /** The service being edited, or null for a new one. */
  service: Service | null;
  onClose: () => void;
  /** Called after a successful save, before the dialog closes. */
  onSaved: () => void;
}

/** Nuevo/Editar Servicio. The shared schema checks the form exactly as the server will. */
export function ServiceFormDialog({ open, service, onClose, onSaved }: ServiceFormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={service ? servicesUi.editTitle : servicesUi.newTitle}
    >
      {/* Keyed so every opening starts from the service's values (or a blank form). */}
      {open && (
        <ServiceForm key={service?.id ?? 'new'} service={service} onClose={onClose} onSaved={onSaved} />
      )}
    </Dialog>
  );
}

function ServiceForm({ service, onClose, onSaved }: Omit<ServiceFormDialogProps, 'open'>) {
  const save = useSaveService();
  const [uploading, setUploading] = useState(false);
  const {
    form,
    field,
    errorMessage: invalid,
  } = useSchemaForm<FormValues, ServiceInput>(serviceInputSchema, {
    defaultValues: valuesOf(service),
  });
  const image = form.watch('image');

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { id: service?.id, values },
      {
        // The form unmounts on close, so the next opening starts blank.
        onSuccess: () => {
          onSaved();
          onClose();
        },
      },
    ),
  );

  const error = invalid ?? (save.isError ? errorMessage(save.error, servicesMessages.saveFailed) : null);

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <Field id="service-name" label={servicesUi.fields.name}>
        <Input id="service-name" autoComplete="off" {...field('name')} />
      </Field>
      <Field id="service-url" label={servicesUi.fields.url}>
        <Input id="service-url" type="url" placeholder="https://" {...field('url')} />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id="service-price" label={servicesUi.fields.price}>
          <Input id="service-price" inputMode="numeric" placeholder="15.000" {...field('price')} />
        </Field>
        <Field id="service-max-profiles" label={servicesUi.fields.maxProfiles}>
          <Input
            id="service-max-profiles"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_PROFILES_LIMIT}
            step={1}
            {...field('maxProfiles')}
          />
        </Field>
      </div>
      <ServiceImageField
        value={image}
        onChange={(url) => form.setValue('image', url)}
        onBusyChange={setUploading}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <FormActions onCancel={onClose} pending={save.isPending} disabled={uploading} />
    </form>
  );
}
