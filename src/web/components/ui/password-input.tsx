import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import clsx from 'clsx';
import { passwordUi } from '#shared/messages/auth';
import { Input, type InputProps } from './input';

/** A password field with a show/hide toggle whose label says what it will do. */
export function PasswordInput({ className, ...props }: Omit<InputProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className={clsx('pr-11', className)} {...props} />
      <button
        type="button"
        aria-label={visible ? passwordUi.hide : passwordUi.show}
        aria-pressed={visible}
        title={visible ? passwordUi.hide : passwordUi.show}
        onClick={() => setVisible((v) => !v)}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        {visible ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
      </button>
    </div>
  );
}
