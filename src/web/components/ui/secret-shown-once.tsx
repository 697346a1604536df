import { useState } from 'react';
import { Copy } from 'lucide-react';
import { Alert } from './alert';
import { Button } from './button';
import { Field } from './field';
import { Input } from './input';

export interface SecretShownOnceTexts {
  warning: string;
  copy: string;
  copied: string;
  copyFailed: string;
  done: string;
}

/**
 * A secret the server answers once (an API token, a webhook's signing secret: only its hash or its
 * sealed copy is kept): shown read-only to select or copy, with the warning that it will not be
 * shown again.
 */
export function SecretShownOnce({
  id,
  label,
  secret,
  texts,
  onDone,
}: {
  id: string;
  label: string;
  secret: string;
  texts: SecretShownOnceTexts;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);
  const copy = () =>
    void navigator.clipboard
      .writeText(secret)
      .then(() => setCopied('ok'))
      .catch(() => setCopied('failed'));
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="info">{texts.warning}</Alert>
      <Field id={id} label={label}>
        <Input
          id={id}
          readOnly
          value={secret}
          className="font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
      </Field>
      <p role="status" className="text-sm text-muted">
        {copied === 'ok' ? texts.copied : copied === 'failed' ? texts.copyFailed : ''}
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={copy}>
          <Copy aria-hidden className="size-4" />
          {texts.copy}
        </Button>
        <Button onClick={onDone}>{texts.done}</Button>
      </div>
    </div>
  );
}
