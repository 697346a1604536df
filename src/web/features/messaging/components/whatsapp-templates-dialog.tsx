import { messages } from '#shared/messages/es';
import { ui } from '#shared/messages/ui';
import { TemplateEditorDialog, type TemplateEditorTab } from './template-editor-dialog';

const t = ui.templateEditor;

// Spec section 9: the client screen offers only expirado and renovaciones.
const tabs: readonly TemplateEditorTab[] = (['expirado', 'renovaciones'] as const).map((type) => ({
  id: type,
  label: messages.messaging.typeLabels[type],
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
