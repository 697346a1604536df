import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { addDays } from '../../src/shared/domain/expiry';
import { businessToday, setSendingHours, signInThroughApi } from './support/app-api';
import { expect, test, uniquePrefix } from './support/fixtures';
import { clientMergeUi } from '../../src/shared/messages/clients';
import { AvisosPage } from './pages/avisos-page';
import { interceptWhatsapp } from './support/whatsapp';

// Send runs (issue 26 item 3, docs/decisions/052): Enviar todos in Avisos starts a run that a
// second device continues. WhatsApp links are answered locally.

async function expectNoAxeViolations(page: Page, include: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include(include)
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test('a run started in Avisos, paused, then resumed and stopped from a second browser', async ({
  adminPage: page,
  avisosPage: avisos,
  seed,
  browser,
}) => {
  // Two browsers on a busy machine: more than the default 30 s.
  test.slow();
  await setSendingHours(page);
  const today = await businessToday(page);
  const prefix = uniquePrefix();
  const service = await seed.service({ name: `${prefix} Netflix`, price: 15000 });
  const names = ['Ana', 'Beto', 'Carla'];
  const clients = [];
  for (const [i, name] of names.entries())
    clients.push(await seed.client({ name: `${prefix} ${name}`, phone: `+57300123450${i}` }));
  await seed.account(
    service.id,
    {},
    clients.map((c, i) => ({
      status: 'ocupado' as const,
      client_id: c.id,
      expiry_date: addDays(today, i + 1),
    })),
  );
  const opened = await interceptWhatsapp(page.context());
  await avisos.open();
  await page.getByRole('button', { name: 'Enviar todos (3)' }).click();
  const panel = page.getByTestId('send-run-panel');
  await expect(panel).toContainText('0 de 3 mensajes');
  await expect(panel).toContainText(`${prefix} Ana`);
  await expectNoAxeViolations(page, '[role="dialog"]');

  const popup = page.waitForEvent('popup');
  await panel.getByRole('button', { name: /Abrir WhatsApp: .* Ana \(1 de 3\)/ }).click();
  await (await popup).waitForURL(/^https:\/\/wa\.me\/573001234500\?text=/);
  await expect(panel).toContainText('1 de 3 mensajes');
  await expect(panel.getByRole('button', { name: /Abrir WhatsApp: .* Beto \(2 de 3\)/ })).toBeVisible();
  await panel.getByRole('button', { name: 'Pausar' }).click();
  await expect(panel).toContainText('El envío está en pausa.');
  expect(opened).toHaveLength(1);

  // Andrés, on his phone, finds the run in Avisos and carries on.
  const andres = await seed.user({ full_name: 'Andrés Muñoz' });
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const other = await phone.newPage();
    const openedThere = await interceptWhatsapp(phone);
    await signInThroughApi(other, andres);
    await new AvisosPage(other).open();
    await other.getByRole('button', { name: /^Continuar envío #\d+ \(2 por enviar\)$/ }).click();
    const there = other.getByTestId('send-run-panel');
    await expect(there).toContainText('En pausa');
    await there.getByRole('button', { name: 'Reanudar' }).click();
    await expect(there).toContainText(`${prefix} Beto`);
    await expectNoAxeViolations(other, '[role="dialog"]');
    const overflow = await other.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const popupThere = other.waitForEvent('popup');
    await there.getByRole('button', { name: /Abrir WhatsApp: .* Beto \(2 de 3\)/ }).click();
    await (await popupThere).waitForURL(/^https:\/\/wa\.me\/573001234501\?text=/);
    await expect(there).toContainText('2 de 3 mensajes');
    await there.getByRole('button', { name: 'Detener' }).click();
    await there.getByRole('button', { name: 'Detener' }).click();
    await expect(there).toContainText('El envío se detuvo.');
    expect(openedThere).toHaveLength(1);
  } finally {
    await phone.close();
  }
  // Laura's screen sees the stop too; nothing is left to continue.
  await expect(panel).toContainText('El envío se detuvo.', { timeout: 10_000 });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /^Continuar envío/ })).toHaveCount(0);
});

test('Avisar on the clients ticked in Clientes starts a run over them, skipping one with nothing due', async ({
  adminPage: page,
  clientsPage: list,
  seed,
}) => {
  await setSendingHours(page);
  const today = await businessToday(page);
  const prefix = uniquePrefix();
  const service = await seed.service({ name: `${prefix} Disney+`, price: 12000 });
  const due = await seed.client({ name: `${prefix} Dora`, phone: '+573001112233' });
  const idle = await seed.client({ name: `${prefix} Iván`, phone: '+573004445566' });
  await seed.account(service.id, {}, [
    { status: 'ocupado' as const, client_id: due.id, expiry_date: addDays(today, 2) },
  ]);
  const opened = await interceptWhatsapp(page.context());
  await list.open(`?buscar=${encodeURIComponent(prefix)}`);
  for (const client of [due, idle])
    await list
      .row(client.name)
      .getByRole('checkbox', { name: clientMergeUi.select(client.name) })
      .check();
  await page.getByRole('button', { name: 'Avisar (2)' }).click();

  const panel = page.getByTestId('send-run-panel');
  await expect(panel).toContainText(`${prefix} Dora`);
  const popup = page.waitForEvent('popup');
  await panel.getByRole('button', { name: /Abrir WhatsApp: .* Dora/ }).click();
  await (await popup).waitForURL(/^https:\/\/wa\.me\/573001112233\?text=/);
  // Iván holds nothing due: the run skips him and ends.
  await expect(panel).toContainText('No quedan clientes en este envío.');
  expect(opened).toHaveLength(1);
});
