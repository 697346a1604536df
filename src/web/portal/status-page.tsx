/** @jsxImportSource @/portal/dom */
import { portalMessages, portalPageUi as t } from '#shared/messages/portal';

// The portal's pages other than the client's own: loading, an unusable link, a failure.

/** One plain page for any unusable link (unknown, revoked, expired): no hint which. */
export function InvalidLinkPage() {
  return (
    <main class="mx-auto flex min-h-screen max-w-md items-center px-6 py-10">
      <h1 class="text-xl leading-snug font-semibold">{portalMessages.invalidLink}</h1>
    </main>
  );
}

export function LoadingPage() {
  return (
    <main class="mx-auto max-w-md px-4 py-10">
      <p role="status" class="text-muted">
        {t.loading}
      </p>
    </main>
  );
}

export function FailurePage({ message, onRetry }: { message?: string; onRetry: () => void }) {
  return (
    <main class="mx-auto flex max-w-md flex-col gap-4 px-4 py-10">
      <h1 class="text-lg font-semibold">{t.title}</h1>
      <p role="alert">{message ?? t.loadFailed}</p>
      <button
        type="button"
        class="min-h-11 self-start rounded-lg bg-primary px-4 font-medium text-primary-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        onClick={onRetry}
      >
        {t.retry}
      </button>
    </main>
  );
}
