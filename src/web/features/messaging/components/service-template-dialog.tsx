import { templateEditorUi } from '#shared/messages/messaging';
import type { Service } from '#shared/schemas/services';
import { TemplateEditorDialog } from './template-editor-dialog';

const t = templateEditorUi;

/** Which access template Servicios edits: a service's own, or the shared one. */
export type ServiceTemplateSubject = { service: Service } | 'access';

export interface ServiceTemplateDialogProps {
  subject: ServiceTemplateSubject | null;
  onClose: () => void;
}

/**
 * The access information copied when a profile is assigned: a service's own text (falling back
 * to the shared one until it has one, and again when reset), or the shared text itself.
 */
export function ServiceTemplateDialog({ subject, onClose }: ServiceTemplateDialogProps) {
  if (subject === null || subject === 'access') {
    return (
      <TemplateEditorDialog
        open={subject !== null}
        onClose={onClose}
        title={t.accessTitle}
        description={t.accessDescription}
        tabs={[{ id: 'access', label: t.accessTitle, target: { scope: 'access' } }]}
        resetHint={t.accessResetHint}
      />
    );
  }
  const { service } = subject;
  return (
    <TemplateEditorDialog
      open
      onClose={onClose}
      title={t.serviceTitle(service.name)}
      description={t.serviceDescription}
      tabs={[
        {
          id: `service-${service.id}`,
          label: service.name,
          target: { scope: 'service', serviceId: service.id },
          sampleService: { name: service.name, price: service.price },
        },
      ]}
      resetHint={t.serviceResetHint}
      status={(inForce) => (inForce.customised ? t.serviceOwn : t.serviceShared)}
    />
  );
}
