/** @jsxImportSource @/portal/dom */
import { formatDisplayDate } from '#shared/domain/business-time';
import { formatCop } from '#shared/domain/money';
import { portalPageUi } from '#shared/messages/portal';
import { portalResellerUi as t } from '#shared/messages/portal-reseller';
import type { PortalPage } from '#shared/schemas/portal';
import type { PortalReseller, ResellerGroupPage, ResellerProfile } from '#shared/schemas/portal-reseller';
import { ProfileCard } from './profile-card';
import { EndClientLabel } from './reseller-label';
import { fetchGroupPage } from './portal-api';

// A revendedor's page (issue 27 item 3, docs/decisions/056): their profiles by expiry group
// (Vencidos, Por vencer, Vigentes: the spec's red, orange and green), each card with its end
// client's name; "Ver más" fetches a group's next profiles. Then their estado de cuenta.

const card = 'rounded-xl border border-border bg-surface p-4';
const dot = { expired: 'bg-danger', near: 'bg-warning', active: 'bg-success' } as const;

function ResellerCard({ profile, token }: { profile: ResellerProfile; token: string }) {
  const item = <ProfileCard profile={profile} token={token} />;
  item.appendChild(<EndClientLabel profile={profile} token={token} />);
  return item;
}

function Group({ page, token }: { page: ResellerGroupPage; token: string }) {
  const id = `grupo-${page.group}`;
  let shown = page.profiles.length;
  let list: HTMLElement;
  let more: HTMLButtonElement;
  let problem: HTMLElement;

  const loadMore = async () => {
    more.disabled = true;
    more.textContent = t.loadingMore;
    problem.textContent = '';
    const outcome = await fetchGroupPage(token, page.group, shown);
    more.disabled = false;
    if (!outcome.ok) {
      more.textContent = t.showMore(page.total - shown);
      problem.textContent = outcome.error ?? t.moreFailed;
      return;
    }
    for (const profile of outcome.data.profiles)
      list.appendChild(<ResellerCard profile={profile} token={token} />);
    shown += outcome.data.profiles.length;
    if (shown >= outcome.data.total || outcome.data.profiles.length === 0) more.remove();
    else more.textContent = t.showMore(outcome.data.total - shown);
  };

  return (
    <section aria-labelledby={id} class="flex flex-col gap-3">
      <h3 id={id} class="flex items-center gap-2 font-semibold">
        <span aria-hidden="true" class={`size-2.5 rounded-full ${dot[page.group]}`} />
        {t.groups[page.group]}
        <span class="text-sm font-normal text-muted">{`(${page.total})`}</span>
      </h3>
      <ul ref={(node: HTMLElement) => (list = node)} class="flex flex-col gap-3">
        {page.profiles.map((profile) => (
          <ResellerCard profile={profile} token={token} />
        ))}
      </ul>
      {shown < page.total ? (
        <button
          type="button"
          ref={(node: HTMLElement) => (more = node as HTMLButtonElement)}
          class="min-h-11 rounded-lg border border-border px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60"
          onClick={loadMore}
        >
          {t.showMore(page.total - shown)}
        </button>
      ) : null}
      <p ref={(node: HTMLElement) => (problem = node)} role="alert" class="text-sm text-danger" />
    </section>
  );
}

export function ResellerProfiles({ reseller, token }: { reseller: PortalReseller; token: string }) {
  return (
    <section aria-labelledby="perfiles" class="flex flex-col gap-4">
      <div class="flex items-baseline justify-between gap-3">
        <h2 id="perfiles" class="text-base font-semibold">
          {t.profiles}
        </h2>
        <span class="text-sm text-muted">{t.summary(reseller.total)}</span>
      </div>
      {reseller.total === 0 ? (
        <p class="text-sm text-muted">{portalPageUi.noProfiles}</p>
      ) : (
        reseller.groups
          .filter((group) => group.total > 0)
          .map((group) => <Group page={group} token={token} />)
      )}
    </section>
  );
}

const signed = (amount: number) => `${amount > 0 ? '+' : '−'}${formatCop(Math.abs(amount))}`;

/** The revendedor's balance and the latest lines of their estado de cuenta, newest first. */
export function ResellerStatement({ page }: { page: PortalPage & { reseller: PortalReseller } }) {
  const { owed, credit } = page.balance;
  const ui = portalPageUi;
  const text = owed > 0 ? ui.owes(formatCop(owed)) : credit > 0 ? ui.credit(formatCop(credit)) : ui.upToDate;
  return (
    <section aria-labelledby="estado-de-cuenta" class="flex flex-col gap-3">
      <h2 id="estado-de-cuenta" class="text-base font-semibold">
        {t.statement}
      </h2>
      <p class={`${card} text-lg font-semibold ${owed > 0 ? 'text-warning' : ''}`}>{text}</p>
      {page.reseller.statement.length === 0 ? (
        <p class="text-sm text-muted">{t.statementEmpty}</p>
      ) : (
        <ul class={`${card} flex flex-col divide-y divide-border py-1`}>
          {page.reseller.statement.map((line) => (
            <li class="flex justify-between gap-3 py-2 text-sm">
              <span class="min-w-0">
                <span class="block break-words">{line.description}</span>
                <span class="text-xs text-muted">
                  {`${formatDisplayDate(line.date)} · ${t.balanceAfter(formatCop(line.balance))}`}
                </span>
              </span>
              <span class="shrink-0 font-medium">{signed(line.amount)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
