import { messagingMessages, templateEditorUi } from '#shared/messages/messaging';
import { TemplateEditorDialog, type TemplateEditorTab } from './template-editor-dialog';

const t = templateEditorUi;

// Spec section 9: the client screen offers expirado and renovaciones; issue 24 adds the estado de
// cuenta the Cartera sends, issue 26 the compensación an incident queues in Avisos, issue 27 the
// portal link Clientes sends.
const tabs: readonly TemplateEditorTab[] = (
  ['expirado', 'renovaciones', 'estado_cuenta', 'compensacion', 'enlace_portal'] as const
).map((type) => ({
  id: type,
  label: messagingMessages.typeLabels[type],
  target: { scope: 'whatsapp', type },
}));

export interface WhatsappTemplatesDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 'Plantillas WhatsApp': the texts the client profiles modal sends, one tab per type. */
export function WhatsappTemplatesDialog({ open, onClose }: WhatsappTemplatesDialogProps) {
  return (
    <TemplateEditorDialog
      open={open}
      onClose={onClose}
      title={t.whatsappTitle}
      description={t.whatsappDescription}
      tabs={tabs}
      tabsLabel={t.whatsappTypes}
      resetHint={t.whatsappResetHint}
    />
  );
}
