import { commonUi, listUi } from '#shared/messages/common';
import { Button } from './button';

export interface FormActionsProps {
  onCancel: () => void;
  /** The call is running: the main button says so and cannot be pressed again. */
  pending: boolean;
  /** Also blocks the main button (an upload in progress, a success about to close the dialog). */
  disabled?: boolean;
  label?: string;
  pendingLabel?: string;
  /** Without it the main button submits its form. */
  onConfirm?: () => void;
}

/** Cancelar and the main action at the foot of a dialog. */
export function FormActions({
  onCancel,
  pending,
  disabled = false,
  label = commonUi.save,
  pendingLabel = listUi.saving,
  onConfirm,
}: FormActionsProps) {
  return (
    <div className="flex justify-end gap-2">
      {/* A save in flight cannot be called back: Cancelar would only hide its outcome. */}
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        {commonUi.cancel}
      </Button>
      <Button type={onConfirm ? 'button' : 'submit'} onClick={onConfirm} disabled={pending || disabled}>
        {pending ? pendingLabel : label}
      </Button>
    </div>
  );
}
