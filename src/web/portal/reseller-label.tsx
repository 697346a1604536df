/** @jsxImportSource @/portal/dom */
import { portalResellerUi as t } from '#shared/messages/portal-reseller';
import { END_CLIENT_LABEL_MAX } from '#shared/domain/portal-reseller';
import type { ResellerProfile } from '#shared/schemas/portal-reseller';
import { saveEndClientLabel } from './portal-api';

// The end client's name on one of a revendedor's profiles (issue 27 item 3, docs/decisions/056):
// shown on the card, edited in place (one field, Guardar / Cancelar), with its save state said
// aloud. Staff see the same name in Cuentas.

const button =
  'min-h-11 rounded-lg px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60';

export function EndClientLabel({ profile, token }: { profile: ResellerProfile; token: string }) {
  const id = `cliente-final-${profile.id}`;
  let current = profile.endClientLabel;
  let view: HTMLElement;
  let value: HTMLElement;
  let edit: HTMLButtonElement;
  let form: HTMLFormElement;
  let input: HTMLInputElement;
  let save: HTMLButtonElement;
  let status: HTMLElement;

  const say = (text: string, failed = false) => {
    status.textContent = text;
    status.className = `text-xs ${failed ? 'text-danger' : 'text-muted'}`;
  };
  const open = () => {
    input.value = current ?? '';
    view.hidden = true;
    form.hidden = false;
    say('');
    input.focus();
  };
  const close = () => {
    form.hidden = true;
    view.hidden = false;
    edit.focus();
  };
  const submit = async (event: Event) => {
    event.preventDefault();
    save.disabled = true;
    say(t.saving);
    const outcome = await saveEndClientLabel(token, profile.id, input.value);
    save.disabled = false;
    if (!outcome.ok) return say(outcome.error ?? t.saveFailed, true);
    current = outcome.data.endClientLabel;
    value.textContent = current ?? t.endClientNone;
    value.className = current ? 'font-medium break-words' : 'text-muted';
    edit.textContent = current ? t.editLabel : t.addLabel;
    close();
    say(t.saved);
  };

  return (
    <div class="flex flex-col gap-2 border-t border-border pt-3">
      <div ref={(node: HTMLElement) => (view = node)} class="flex items-center justify-between gap-3">
        <p class="min-w-0 text-sm">
          <span class="text-muted">{`${t.endClient}: `}</span>
          <span
            ref={(node: HTMLElement) => (value = node)}
            class={current ? 'font-medium break-words' : 'text-muted'}
          >
            {current ?? t.endClientNone}
          </span>
        </p>
        <button
          type="button"
          ref={(node: HTMLElement) => (edit = node as HTMLButtonElement)}
          aria-label={t.labelFor(profile.service, profile.profileName)}
          class={`${button} shrink-0 border border-primary text-primary`}
          onClick={open}
        >
          {current ? t.editLabel : t.addLabel}
        </button>
      </div>
      <form
        hidden
        ref={(node: HTMLElement) => (form = node as HTMLFormElement)}
        class="flex flex-col gap-2"
        onSubmit={submit}
      >
        <label for={id} class="text-sm font-medium">
          {t.labelFor(profile.service, profile.profileName)}
        </label>
        <input
          id={id}
          ref={(node: HTMLElement) => (input = node as HTMLInputElement)}
          name="label"
          type="text"
          maxlength={END_CLIENT_LABEL_MAX}
          autocomplete="off"
          placeholder={t.endClientPlaceholder}
          aria-describedby={`${id}-ayuda`}
          class="min-h-11 w-full rounded-lg border border-border bg-surface-2 px-3 text-base focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        />
        <p id={`${id}-ayuda`} class="text-xs text-muted">
          {t.labelHint}
        </p>
        <div class="flex gap-2">
          <button
            type="submit"
            ref={(node: HTMLElement) => (save = node as HTMLButtonElement)}
            class={`${button} bg-primary text-primary-fg`}
          >
            {t.save}
          </button>
          <button type="button" class={`${button} border border-border`} onClick={close}>
            {t.cancel}
          </button>
        </div>
      </form>
      <p ref={(node: HTMLElement) => (status = node)} role="status" class="text-xs text-muted" />
    </div>
  );
}
