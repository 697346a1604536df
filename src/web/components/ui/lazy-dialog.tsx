import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Spinner } from './spinner';

/**
 * A dialog whose code (and the libraries only it uses: react-hook-form, the zod schemas of its
 * form, libphonenumber) loads the first time it opens, so the screen behind it shows sooner
 * (issue 12: no library loaded by a screen that does not use it). Once loaded it stays mounted
 * like any other dialog, so closing it animates and reopening it is instant.
 */
export function lazyDialog<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  isOpen: (props: Props) => boolean,
): ComponentType<Props> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  function LazyDialog(props: Props) {
    const open = isOpen(props);
    const [wanted, setWanted] = useState(open);
    if (open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense
        fallback={
          <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/40">
            <Spinner className="rounded-lg bg-surface p-3 shadow-lg" />
          </div>
        }
      >
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
