/** @jsxImportSource @/portal/dom */
import { formatDisplayDate } from '#shared/domain/business-time';
import { formatCop } from '#shared/domain/money';
import { portalPageUi as t } from '#shared/messages/portal';
import type { PortalPage as Page } from '#shared/schemas/portal';
import type { Child } from './dom/jsx-runtime';
import { PaymentReportSection } from './payment-report-form';
import { ProfileCard } from './profile-card';
import { portalResellerUi } from '#shared/messages/portal-reseller';
import { ResellerProfiles, ResellerStatement } from './reseller-page';

// The client's page (issue 27 items 2 and 5): phone first, one column, each part a section with
// its heading. A revendedor's page (item 3, docs/decisions/056) has its own two sections.

function Section({ title, id, children }: { title: string; id: string; children?: Child }) {
  return (
    <section aria-labelledby={id} class="flex flex-col gap-3">
      <h2 id={id} class="text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const card = 'rounded-xl border border-border bg-surface p-4';

function Balance({ page }: { page: Page }) {
  const { owed, credit } = page.balance;
  const text = owed > 0 ? t.owes(formatCop(owed)) : credit > 0 ? t.credit(formatCop(credit)) : t.upToDate;
  return (
    <Section title={t.balance} id="saldo">
      <p class={`${card} text-lg font-semibold ${owed > 0 ? 'text-warning' : ''}`}>{text}</p>
      <h3 class="text-sm font-medium text-muted">{t.payments}</h3>
      {page.payments.length === 0 ? (
        <p class="text-sm text-muted">{t.noPayments}</p>
      ) : (
        <ul class={`${card} flex flex-col divide-y divide-border py-1`}>
          {page.payments.map((p) => (
            <li class="flex justify-between gap-3 py-2 text-sm">
              <span>
                {formatDisplayDate(p.date)}
                {p.method ? <span class="text-muted">{` · ${p.method}`}</span> : null}
              </span>
              <span class="font-medium">{formatCop(p.amount)}</span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function Plans({ page }: { page: Page }) {
  if (page.plans.length === 0) return null;
  return (
    <Section title={t.plans} id="precios">
      <ul class="flex flex-col gap-3">
        {page.plans.map((service) => (
          <li class={card}>
            <h3 class="mb-2 font-medium">{service.service}</h3>
            <ul class="flex flex-col gap-1 text-sm">
              {service.plans.map((plan) => (
                <li class="flex justify-between gap-3">
                  <span>{plan.name}</span>
                  <span class="font-medium">{formatCop(plan.price)}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function PaymentMethods({ page }: { page: Page }) {
  return (
    <Section title={t.paymentMethods} id="como-pagar">
      {page.paymentMethods.length === 0 ? (
        <p class="text-sm text-muted">{t.noPaymentMethods}</p>
      ) : (
        <ul class="flex flex-col gap-3">
          {page.paymentMethods.map((m) => (
            <li class={`${card} flex flex-col gap-0.5 text-sm`}>
              <span class="font-medium">{m.name}</span>
              {m.number ? <span class="font-mono text-base break-all select-all">{m.number}</span> : null}
              {m.holder ? <span class="text-muted">{t.holder(m.holder)}</span> : null}
              {m.note ? <span class="text-muted">{m.note}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function PortalPage({ page, token }: { page: Page; token: string }) {
  return (
    <div class="mx-auto flex max-w-md flex-col gap-6 px-4 py-6">
      <main class="flex flex-col gap-6">
        <header class="flex flex-col gap-1">
          <h1 class="text-2xl font-bold break-words">{t.hello(page.client.name)}</h1>
          <p class="text-muted">{page.reseller ? portalResellerUi.intro : t.intro}</p>
        </header>
        {page.reseller ? <ResellerProfiles reseller={page.reseller} token={token} /> : null}
        {page.reseller ? null : (
          <Section title={t.profiles} id="perfiles">
            {page.profiles.length === 0 ? (
              <p class="text-sm text-muted">{t.noProfiles}</p>
            ) : (
              <ul class="flex flex-col gap-3">
                {page.profiles.map((profile) => (
                  <ProfileCard profile={profile} token={token} />
                ))}
              </ul>
            )}
          </Section>
        )}
        {page.reseller ? (
          <ResellerStatement page={{ ...page, reseller: page.reseller }} />
        ) : (
          <Balance page={page} />
        )}
        <Plans page={page} />
        <PaymentMethods page={page} />
        <PaymentReportSection token={token} />
      </main>
      <footer class="text-center text-xs text-muted">{t.footer}</footer>
    </div>
  );
}
