import { useCallback, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { businessToday } from '#shared/domain/business-time';
import { templateEditorUi } from '#shared/messages/messaging';
import { useBusinessTime } from '@/api/config/get-app-config';
import { useTemplates } from '@/api/templates/get-templates';
import type { TemplateTarget } from '@/api/templates/template-write';
import { Alert } from '@/components/ui/alert';
import { Button, focusRing } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { QueryView } from '@/components/ui/query-view';
import type { TemplateInForce } from '../utils/template-in-force';
import type { SampleService } from '../utils/template-sample';
import { TemplateEditor } from './template-editor';

const t = templateEditorUi;

export interface TemplateEditorTab {
  id: string;
  label: string;
  target: TemplateTarget;
  /** The service the preview is about, for a service's own template. */
  sampleService?: SampleService;
}

export interface TemplateEditorDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  /** One template, or several picked with tabs (Plantillas WhatsApp). */
  tabs: readonly TemplateEditorTab[];
  /** Names the tabs when there are several. */
  tabsLabel?: string;
  resetHint: string;
  status?: (inForce: TemplateInForce) => string | null;
}

/**
 * The template editor in a dialog: loads the templates in force, offers a tab per template when
 * there are several, and asks before dropping unsaved changes (closing or switching tabs).
 */
export function TemplateEditorDialog({
  open,
  onClose,
  title,
  description,
  ...rest
}: TemplateEditorDialogProps) {
  const [dirty, setDirty] = useState(false);
  // What the user asked for while the text had unsaved changes: done once they discard them.
  const [leaving, setLeaving] = useState<(() => void) | null>(null);
  const guard = useCallback((action: () => void) => (dirty ? setLeaving(() => action) : action()), [dirty]);
  const close = () => {
    setDirty(false);
    setLeaving(null);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && guard(close)}
      title={title}
      description={description}
      extraWide
    >
      {open ? (
        <TemplateEditorBody
          {...rest}
          guard={guard}
          onDirtyChange={setDirty}
          onCancel={() => guard(close)}
          leaving={
            leaving ? (
              <div className="flex flex-col gap-2">
                <Alert tone="error">{t.unsaved}</Alert>
                <div className="flex flex-wrap justify-end gap-2">
                  <Button variant="secondary" size="sm" onClick={() => setLeaving(null)}>
                    {t.keepEditing}
                  </Button>
                  <Button
                    variant="danger"
                    size="sm"
                    onClick={() => {
                      const action = leaving;
                      setLeaving(null);
                      setDirty(false);
                      action();
                    }}
                  >
                    {t.discard}
                  </Button>
                </div>
              </div>
            ) : null
          }
        />
      ) : null}
    </Dialog>
  );
}

interface BodyProps extends Pick<TemplateEditorDialogProps, 'tabs' | 'tabsLabel' | 'resetHint' | 'status'> {
  guard: (action: () => void) => void;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  leaving: ReactNode;
}

function TemplateEditorBody({
  tabs,
  tabsLabel,
  resetHint,
  status,
  guard,
  onDirtyChange,
  onCancel,
  leaving,
}: BodyProps) {
  const templates = useTemplates();
  const today = useBusinessTime().today ?? businessToday(new Date());
  const [tabId, setTabId] = useState(tabs[0]?.id);
  const tab = tabs.find((candidate) => candidate.id === tabId) ?? tabs[0];

  if (!tab) return null;
  return (
    <QueryView query={templates} errorMessage={t.loadFailed} isEmpty={() => false} empty={null}>
      {(data) => (
        <div className="flex flex-col gap-4">
          {tabs.length > 1 ? (
            <div role="group" aria-label={tabsLabel} className="flex gap-1 rounded-lg bg-surface-2 p-1">
              {tabs.map((candidate) => (
                <button
                  key={candidate.id}
                  type="button"
                  aria-pressed={candidate.id === tab.id}
                  onClick={() => candidate.id !== tab.id && guard(() => setTabId(candidate.id))}
                  className={clsx(
                    'h-9 flex-1 rounded-md px-3 text-sm font-medium transition',
                    focusRing,
                    candidate.id === tab.id
                      ? 'bg-surface text-foreground shadow'
                      : 'text-muted hover:text-foreground',
                  )}
                >
                  {candidate.label}
                </button>
              ))}
            </div>
          ) : null}
          {leaving}
          <TemplateEditor
            key={tab.id}
            target={tab.target}
            sampleService={tab.sampleService}
            templates={data}
            today={today}
            resetHint={resetHint}
            status={status}
            onDirtyChange={onDirtyChange}
            onCancel={onCancel}
          />
        </div>
      )}
    </QueryView>
  );
}
