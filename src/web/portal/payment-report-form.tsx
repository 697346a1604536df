/** @jsxImportSource @/portal/dom */
import { formatDisplayDateTime } from '#shared/domain/business-time';
import { MAX_IMAGE_BYTES } from '#shared/domain/image-type';
import { formatCop } from '#shared/domain/money';
import { paymentReportMessages, paymentReportFormUi as t } from '#shared/messages/payment-reports';
import type { PortalPaymentReports } from '#shared/schemas/payment-reports';
import { fetchPaymentReports, sendPaymentReport } from './portal-api';

// "Ya pagué" on the client's page (issue 27 item 4, docs/decisions/055): the form (amount, medio
// de pago, reference, note, an optional receipt image, the profiles to renew) and the client's
// reports with their state. It loads its own part of the API, so the rest of the page does not
// wait for it.

type Reports = PortalPaymentReports;
type Report = Reports['reports'][number];

const card = 'rounded-xl border border-border bg-surface p-4';
const field = 'min-h-11 w-full rounded-lg border border-border bg-surface-2 px-3 text-base';
const badge: Record<Report['status'], string> = {
  pendiente: 'border-warning text-warning',
  confirmado: 'border-success text-success',
  rechazado: 'border-danger text-danger',
};

function ReportList({ reports }: { reports: Report[] }) {
  if (reports.length === 0) return <p class="text-sm text-muted">{t.noReports}</p>;
  return (
    <ul class={`${card} flex flex-col divide-y divide-border py-1`} aria-label={t.reports}>
      {reports.map((r) => (
        <li class="flex flex-col gap-1 py-2 text-sm">
          <div class="flex items-center justify-between gap-3">
            <span class="font-medium">{formatCop(r.amount)}</span>
            <span class={`rounded-full border px-2.5 py-0.5 text-xs font-medium ${badge[r.status]}`}>
              {t.statuses[r.status]}
            </span>
          </div>
          <span class="text-muted">
            {formatDisplayDateTime(r.createdAt)}
            {r.method ? ` · ${r.method}` : ''}
            {r.reference ? ` · ${r.reference}` : ''}
          </span>
          {r.status === 'rechazado' && r.rejectReason ? <span>{t.reason(r.rejectReason)}</span> : null}
        </li>
      ))}
    </ul>
  );
}

function Form({ data, token, onSent }: { data: Reports; token: string; onSent: () => void }) {
  let form: HTMLFormElement;
  let button: HTMLButtonElement;
  let message: HTMLElement;
  let fileName: HTMLElement;
  const showFileName = (file: File | undefined) => {
    fileName.textContent = file ? file.name : t.noImage;
    fileName.className = `min-w-0 truncate ${file ? '' : 'text-muted'}`;
  };
  const say = (text: string, failed: boolean) => {
    message.textContent = text;
    message.className = `text-sm ${failed ? 'text-danger' : 'text-success'}`;
    message.setAttribute('role', failed ? 'alert' : 'status');
  };
  const submit = async (event: Event) => {
    event.preventDefault();
    const values = new FormData(form);
    const body = new FormData();
    for (const name of ['amount', 'methodId', 'reference', 'note'])
      body.append(name, String(values.get(name) ?? ''));
    body.append('renewProfileIds', values.getAll('renew').join(','));
    const file = values.get('image');
    if (file instanceof File && file.size > 0) {
      if (file.size > MAX_IMAGE_BYTES) return say(paymentReportMessages.tooLarge, true);
      body.append('image', file);
    }
    button.disabled = true;
    button.textContent = t.sending;
    const outcome = await sendPaymentReport(token, body);
    button.disabled = false;
    button.textContent = t.submit;
    if (!outcome.ok) return say(outcome.error ?? t.failed, true);
    form.reset();
    showFileName(undefined);
    say(t.sent, false);
    onSent();
  };
  return (
    <form
      ref={(node: HTMLElement) => (form = node as HTMLFormElement)}
      class={`${card} flex flex-col gap-3`}
      onSubmit={submit}
      novalidate
    >
      <p class="text-sm text-muted">{t.intro}</p>
      <label class="flex flex-col gap-1 text-sm">
        {t.amount}
        <input class={field} name="amount" type="number" inputmode="numeric" min="1" step="1" required />
      </label>
      <label class="flex flex-col gap-1 text-sm">
        {t.method}
        <select class={field} name="methodId" required>
          <option value="">{t.chooseMethod}</option>
          {data.methods.map((method) => (
            <option value={String(method.id)}>{method.name}</option>
          ))}
        </select>
      </label>
      <label class="flex flex-col gap-1 text-sm">
        {t.reference}
        <input class={field} name="reference" maxlength="100" autocomplete="off" />
      </label>
      <label class="flex flex-col gap-1 text-sm">
        {t.note}
        <textarea class={`${field} py-2`} name="note" maxlength="300" rows="2" />
      </label>
      {/* The browser's own file button reads in the phone's language ("Choose File"): the input is
          hidden and its label drawn in the page's words, with the chosen file's name. */}
      <div class="flex flex-col gap-1 text-sm">
        <span id="comprobante">{t.image}</span>
        <label class="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border bg-surface-2 px-3 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring">
          <input
            class="sr-only"
            name="image"
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            aria-labelledby="comprobante"
            onChange={(event: Event) => showFileName((event.target as HTMLInputElement).files?.[0])}
          />
          <span
            aria-hidden="true"
            class="shrink-0 rounded-md border border-border bg-surface px-2 py-1 font-medium"
          >
            {t.pickImage}
          </span>
          <span ref={(node: HTMLElement) => (fileName = node)} class="min-w-0 truncate text-muted">
            {t.noImage}
          </span>
        </label>
      </div>
      {data.profiles.length > 0 ? (
        <fieldset class="flex flex-col gap-1 text-sm">
          <legend class="mb-1">{t.renew}</legend>
          {data.profiles.map((profile) => (
            <label class="flex min-h-11 items-center gap-2">
              <input type="checkbox" name="renew" value={String(profile.id)} class="size-5" />
              {profile.label}
            </label>
          ))}
        </fieldset>
      ) : null}
      <button
        type="submit"
        ref={(node: HTMLElement) => (button = node as HTMLButtonElement)}
        class="min-h-11 rounded-lg bg-primary px-4 font-medium text-primary-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60"
      >
        {t.submit}
      </button>
      <p ref={(node: HTMLElement) => (message = node)} aria-live="polite" />
    </form>
  );
}

/** The "Ya pagué" section: drawn once its data arrives; the list redrawn after each report. */
export function PaymentReportSection({ token }: { token: string }) {
  let formSlot: HTMLElement;
  let listSlot: HTMLElement;
  const refresh = async (withForm: boolean) => {
    const outcome = await fetchPaymentReports(token);
    if (!outcome.ok) {
      if (withForm) formSlot.replaceChildren(<p class="text-sm text-danger">{outcome.error ?? t.failed}</p>);
      return;
    }
    if (withForm)
      formSlot.replaceChildren(<Form data={outcome.data} token={token} onSent={() => void refresh(false)} />);
    listSlot.replaceChildren(<ReportList reports={outcome.data.reports} />);
  };
  void Promise.resolve().then(() => refresh(true));
  return (
    <section aria-labelledby="ya-pague" class="flex flex-col gap-3">
      <h2 id="ya-pague" class="text-base font-semibold">
        {t.title}
      </h2>
      <div ref={(node: HTMLElement) => (formSlot = node)} />
      <h3 class="text-sm font-medium text-muted">{t.reports}</h3>
      <div ref={(node: HTMLElement) => (listSlot = node)} />
    </section>
  );
}
