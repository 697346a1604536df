import { useEffect, useState } from 'react';
import { Copy } from 'lucide-react';
import { profilesUi } from '#shared/messages/profiles';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/input';
import { copyText } from './access-info';

export interface AccessInfoPanelProps {
  text: string;
  /** Whether the automatic copy worked: null before any copy was tried. */
  copied: boolean | null;
}

const COPIED_NOTICE_MS = 3000;

/**
 * The access information, shown so it can be copied by hand, with Copiar Info to try again and
 * the spec's alert when the browser refused the clipboard.
 */
export function AccessInfoPanel({ text, copied: initial }: AccessInfoPanelProps) {
  // What was tried and for which text: once the text changes (a PIN typed after copying) the
  // old confirmation would lie about what the clipboard holds.
  const [attempt, setAttempt] = useState({ copied: initial, text });
  const copied = attempt.text === text ? attempt.copied : null;
  // Spec section 9: the copy confirmation hides after 3 s.
  useEffect(() => {
    if (attempt.copied !== true) return;
    const timer = window.setTimeout(
      () => setAttempt((last) => ({ ...last, copied: null })),
      COPIED_NOTICE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [attempt]);
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="access-info" className="text-sm font-medium">
        {profilesUi.accessInfoTitle}
      </label>
      <textarea
        id="access-info"
        readOnly
        rows={6}
        value={text}
        onFocus={(event) => event.target.select()}
        className={`${inputClass} h-auto py-2 font-mono text-xs`}
      />
      {copied === false && <Alert tone="error">{profilesUi.clipboardFailed}</Alert>}
      {copied === true && <Alert tone="success">{profilesUi.copied}</Alert>}
      <Button
        variant="secondary"
        onClick={() => void copyText(text).then((done) => setAttempt({ copied: done, text }))}
        className="self-start"
      >
        <Copy aria-hidden className="size-4" />
        {profilesUi.copyInfo}
      </Button>
    </div>
  );
}
