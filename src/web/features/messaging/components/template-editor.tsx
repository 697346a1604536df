import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { RotateCcw } from 'lucide-react';
import clsx from 'clsx';
import {
  composeMessage,
  TEMPLATE_MAX_LENGTH,
  TEMPLATE_VARIABLES,
  type TemplateVariable,
} from '#shared/domain/messaging';
import { commonUi } from '#shared/messages/common';
import { messagingMessages, templateEditorUi } from '#shared/messages/messaging';
import { templateInputSchema, type Templates } from '#shared/schemas/templates';
import { useResetTemplate } from '@/api/templates/reset-template';
import { useSaveTemplate } from '@/api/templates/save-template';
import type { TemplateTarget } from '@/api/templates/template-write';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { useTimedNotice } from '@/lib/use-timed-notice';
import { templateInForce, type TemplateInForce } from '../utils/template-in-force';
import { sampleClient, sampleExtras, sampleProfiles, type SampleService } from '../utils/template-sample';

const t = templateEditorUi;

// Spec section 9: a template-saved notice hides itself after 3 s.
const SAVED_NOTICE_MS = 3000;

export interface TemplateEditorProps {
  target: TemplateTarget;
  templates: Templates;
  /** Business date (YYYY-MM-DD) the sample's expiry dates count from. */
  today: string;
  /** Says what Restablecer goes back to (shown when it asks for confirmation). */
  resetHint: string;
  /** A line about where the text in force comes from (a service's own or the shared one). */
  status?: (inForce: TemplateInForce) => string | null;
  /** The service the preview is about (a service's own template); a sample one otherwise. */
  sampleService?: SampleService;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
}

/**
 * One template's editor: the variables (each inserted where the cursor is), the text with its
 * 4,000-character counter, a live preview on a sample client, Guardar and Restablecer (showing
 * what it goes back to before doing it).
 */
export function TemplateEditor({
  target,
  templates,
  today,
  resetHint,
  status,
  sampleService,
  onDirtyChange,
  onCancel,
}: TemplateEditorProps) {
  const [inForce, setInForce] = useState(() => templateInForce(templates, target));
  const [text, setText] = useState(inForce.text);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [askingReset, setAskingReset] = useState(false);
  const [twoProfiles, setTwoProfiles] = useState(false);
  const save = useSaveTemplate();
  const reset = useResetTemplate();
  const { notice, showSuccess } = useTimedNotice(SAVED_NOTICE_MS);
  const editor = useRef<HTMLTextAreaElement>(null);
  // Where the cursor goes once an inserted variable is on screen.
  const caret = useRef<number | null>(null);

  const dirty = text !== inForce.text;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  useLayoutEffect(() => {
    const element = editor.current;
    if (caret.current === null || !element) return;
    element.focus();
    element.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [text]);

  const insert = (name: TemplateVariable) => {
    const element = editor.current;
    const token = `{${name}}`;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? start;
    // The same limit typing has: an insertion that would pass it does nothing.
    if (text.length - (end - start) + token.length > TEMPLATE_MAX_LENGTH) return;
    caret.current = start + token.length;
    setText(text.slice(0, start) + token + text.slice(end));
    setInvalid(null);
  };

  const applyAnswer = (answer: Templates) => {
    const next = templateInForce(answer, target);
    setInForce(next);
    setText(next.text);
  };

  const onSave = () => {
    const parsed = templateInputSchema.safeParse({ text });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? messagingMessages.textRequired);
      editor.current?.focus();
      return;
    }
    setInvalid(null);
    save.mutate(
      { target, text },
      {
        onSuccess: (answer) => {
          applyAnswer(answer);
          showSuccess(messagingMessages.saved);
        },
      },
    );
  };

  const onReset = () => {
    // Nothing saved of its own: going back is only dropping the edits.
    if (!inForce.customised) {
      setText(inForce.fallback);
      setAskingReset(false);
      return;
    }
    reset.mutate(target, {
      onSuccess: (answer) => {
        applyAnswer(answer);
        setAskingReset(false);
        showSuccess(messagingMessages.reset);
      },
    });
  };

  // An estado de cuenta is about the client's balance, not a profile.
  const aboutClient = inForce.kind === 'estado_cuenta' || inForce.kind === 'enlace_portal';
  const aboutProfiles = inForce.kind !== 'access' && !aboutClient;
  const profiles = aboutClient ? [] : sampleProfiles(inForce.kind, today, twoProfiles ? 2 : 1, sampleService);
  // The shop's own payment methods, so {medios_pago} reads as the clients will get it.
  const preview = composeMessage(text, inForce.kind, sampleClient, profiles, today, {
    ...sampleExtras,
    paymentMethods: templates.paymentMethods,
  });
  const listsNoMethods = templates.paymentMethods.length === 0 && text.includes('{medios_pago}');
  const failure = save.isError
    ? errorMessage(save.error, t.saveFailed)
    : reset.isError
      ? errorMessage(reset.error, t.resetFailed)
      : null;
  const pending = save.isPending || reset.isPending;
  const statusLine = status?.(inForce);

  return (
    <div className="flex flex-col gap-4">
      {statusLine ? <Alert tone="info">{statusLine}</Alert> : null}
      <section aria-labelledby="template-variables" className="flex flex-col gap-2">
        <div>
          <h3 id="template-variables" className="text-sm font-medium">
            {t.variables}
          </h3>
          <p className="text-xs text-muted">{t.variablesHint}</p>
          <p className="text-xs text-muted">{t.paymentMethodsHint}</p>
          <p className="text-xs text-muted">{t.portalLinkHint}</p>
        </div>
        <ul className="flex flex-wrap gap-1.5">
          {TEMPLATE_VARIABLES.map((name) => (
            <li key={name}>
              <button
                type="button"
                aria-label={t.insertVariable(name)}
                // Keeps the focus (and the cursor) in the editor when clicked with a mouse.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => insert(name)}
                className="rounded-md border border-border bg-surface-2 px-2 py-1 font-mono text-xs hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-ring"
              >
                {`{${name}}`}
              </button>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="template-text" className="text-sm font-medium">
            {t.editor}
          </label>
          <textarea
            id="template-text"
            ref={editor}
            rows={14}
            maxLength={TEMPLATE_MAX_LENGTH}
            value={text}
            aria-invalid={invalid ? true : undefined}
            aria-describedby="template-counter"
            onChange={(event) => {
              setText(event.target.value);
              setInvalid(null);
            }}
            className={clsx(inputClass, 'h-auto min-h-64 py-2 font-mono leading-relaxed')}
          />
          <p
            id="template-counter"
            data-testid="template-counter"
            className={clsx(
              'self-end text-xs tabular-nums',
              text.length >= TEMPLATE_MAX_LENGTH ? 'text-danger' : 'text-muted',
            )}
          >
            {t.counter(text.length, TEMPLATE_MAX_LENGTH)}
          </p>
        </div>
        <section aria-labelledby="template-preview" className="flex min-w-0 flex-col gap-1.5">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 id="template-preview" className="text-sm font-medium">
              {t.preview}
            </h3>
            {aboutProfiles ? (
              <label className="flex cursor-pointer items-center gap-2 text-xs">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={twoProfiles}
                  onChange={(event) => setTwoProfiles(event.target.checked)}
                />
                {t.previewTwoProfiles}
              </label>
            ) : null}
          </div>
          <div
            data-testid="template-preview"
            className="min-h-64 flex-1 rounded-lg border border-success/40 bg-success/10 px-3 py-2 text-sm break-words whitespace-pre-wrap"
          >
            {preview}
          </div>
          <p className="text-xs text-muted">
            {inForce.kind === 'access' ? t.previewHintAccess : t.previewHint}
          </p>
          {listsNoMethods ? (
            <p data-testid="template-no-payment-methods" className="text-xs text-muted">
              {t.noPaymentMethods}
            </p>
          ) : null}
        </section>
      </div>

      {invalid || failure ? <Alert tone="error">{invalid ?? failure}</Alert> : null}
      {notice ? <Alert tone="success">{notice.text}</Alert> : null}

      {askingReset ? (
        <div
          // The question appears below the editor: bring it into view, or the click seems to do nothing.
          ref={(node) => node?.scrollIntoView({ block: 'nearest', behavior: 'smooth' })}
          className="flex flex-col gap-2 rounded-lg border border-border bg-surface-2 p-3"
        >
          <p className="text-xs text-muted">{resetHint}</p>
          <p className="text-sm font-medium">{t.resetQuestion}</p>
          <pre
            data-testid="template-reset-text"
            className="max-h-48 overflow-y-auto rounded-md bg-background px-3 py-2 font-sans text-xs break-words whitespace-pre-wrap"
          >
            {inForce.fallback}
          </pre>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" size="sm" onClick={() => setAskingReset(false)} disabled={pending}>
              {t.keepEditing}
            </Button>
            <Button variant="danger" size="sm" onClick={onReset} disabled={pending}>
              {reset.isPending ? t.resetting : t.resetConfirm}
            </Button>
          </div>
        </div>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          variant="ghost"
          onClick={() => setAskingReset(true)}
          disabled={pending || askingReset || (!inForce.customised && !dirty)}
        >
          <RotateCcw aria-hidden className="size-4" />
          {t.reset}
        </Button>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {commonUi.cancel}
          </Button>
          <Button onClick={onSave} disabled={pending}>
            {save.isPending ? t.saving : t.save}
          </Button>
        </div>
      </div>
    </div>
  );
}
