import { MASKED } from '../../src/shared/domain/audit';
import { AuditPage } from './pages/audit-page';
import { ShellPage } from './pages/shell-page';
import { signInThroughApi } from './support/app-api';
import { actorName, AuditSeed } from './support/audit-seed';
import { expect, test as base, uniquePrefix } from './support/fixtures';

// Auditoría (issue 15) and the account and client histories. Rows the services write are
// arranged straight in audit_log where a test is about how the screens read them; the last tests
// make real changes through the screens and find them in the trail.

const test = base.extend<{ audit: AuditSeed; auditPage: AuditPage }>({
  audit: async ({ database }, use) => {
    const audit = new AuditSeed(database.db);
    await use(audit);
    await audit.cleanUp();
  },
  auditPage: async ({ adminPage }, use) => use(new AuditPage(adminPage)),
});

const LONG_BODY =
  'Hola {cliente}, te recordamos que tu perfil de {servicio} vence el {vencimiento}.\nRenueva a tiempo para no perder el acceso. ¡Gracias por tu compra!';

test('Auditoría lists the trail newest first, narrowed by user, type, record and dates in the address, with pages', async ({
  page,
  seed,
  audit,
  auditPage,
}) => {
  const prefix = uniquePrefix();
  const actor = await seed.user({ full_name: `${prefix} Laura` });
  const client = await seed.client({ name: `${prefix} Carlos` });
  const service = await seed.service({ name: `${prefix} Netflix` });
  const by = { user: actor };
  await audit.events([
    {
      ...by,
      day: '2026-01-15',
      entity: 'client',
      entityId: client.id,
      entityLabel: client.name,
      clientId: client.id,
      action: 'create',
      changes: [
        { field: 'name', before: null, after: client.name },
        { field: 'phone', before: null, after: '3001234567' },
        { field: 'type', before: null, after: 'cliente' },
      ],
    },
    {
      ...by,
      day: '2026-01-16',
      entity: 'service',
      entityId: service.id,
      entityLabel: service.name,
      action: 'update',
      changes: [
        { field: 'price', before: 15000, after: 18000 },
        { field: 'max_profiles', before: 4, after: 5 },
      ],
    },
    ...Array.from({ length: 5 }, (_, i) => ({
      ...by,
      entity: 'movement' as const,
      entityId: 900_000 + i,
      entityLabel: `Venta · ${prefix} relleno ${i + 1}`,
      action: 'create' as const,
      changes: [{ field: 'amount', before: null, after: 15000 }],
    })),
    {
      ...by,
      entity: 'profile',
      entityId: 77,
      entityLabel: `Perfil 1 · ${prefix} Netflix · familia@correo.co`,
      accountId: 5,
      clientId: client.id,
      action: 'renewal',
      changes: [
        { field: 'expiry_date', before: '2026-12-05', after: '2027-01-04' },
        { field: 'amount', before: null, after: 15000 },
        { field: 'days', before: null, after: 30 },
      ],
      note: 'Pago por Nequi',
    },
    {
      ...by,
      entity: 'account',
      entityId: 5,
      entityLabel: `${prefix} Netflix · familia@correo.co`,
      accountId: 5,
      action: 'password_change',
      changes: [{ field: 'password', before: MASKED, after: MASKED }],
    },
    {
      ...by,
      entity: 'user',
      entityId: 41,
      entityLabel: `${prefix} Pedro`,
      action: 'update',
      changes: [
        { field: 'can_access_tienda', before: false, after: true },
        { field: 'role', before: 'user', after: 'admin' },
        { field: 'nickname', before: 'pe', after: 'pedro' },
      ],
    },
    {
      ...by,
      entity: 'template',
      entityLabel: `${prefix} Plantilla WhatsApp: Recordatorio`,
      action: 'update',
      changes: [{ field: 'body', before: 'Hola {cliente}', after: LONG_BODY }],
    },
    {
      ...by,
      entity: 'client',
      entityId: client.id,
      entityLabel: client.name,
      clientId: client.id,
      action: 'update',
      changes: [
        { field: 'phone', before: '3001234567', after: null },
        { field: 'type', before: 'cliente', after: 'revendedor' },
      ],
    },
  ]);

  await auditPage.open();
  await auditPage.filterUser(actorName(actor));
  expect(auditPage.param('usuario')).toBe(String(actor.id));
  await expect(auditPage.range()).toHaveText('Mostrando 1–10 de 12');
  const events = auditPage.events();
  await expect(events).toHaveCount(10);

  // Newest first: the client edit, then the template, the user, the account, the renewal.
  const newest = events.first();
  await expect(newest).toContainText(client.name);
  await expect(newest).toContainText('Edición');
  await expect(newest).toContainText(actorName(actor));
  await expect(auditPage.lines(newest)).toHaveText([
    'Teléfono: 3001234567 → —',
    'Tipo: Cliente → Revendedor',
  ]);

  const renewal = auditPage.event('Renovación');
  await expect(renewal).toContainText(`Perfil 1 · ${prefix} Netflix · familia@correo.co`);
  await expect(auditPage.lines(renewal)).toHaveText([
    'Vencimiento: 05/12/2026 → 04/01/2027',
    /^Monto: \$\s?15\.000$/,
    'Días: 30',
  ]);
  await expect(renewal).toContainText('Nota: Pago por Nequi');

  const password = auditPage.event('Cambio de contraseña');
  await expect(auditPage.lines(password)).toHaveText(['Contraseña: •••••• → ••••••']);

  const user = auditPage.event(`${prefix} Pedro`);
  await expect(auditPage.lines(user)).toHaveText([
    'Acceso a Tienda: No → Sí',
    'Rol: Usuario → Administrador',
    'nickname: pe → pedro',
  ]);

  // A long template body reads cut, and whole on demand.
  const template = auditPage.event('Plantilla WhatsApp: Recordatorio');
  await expect(template).not.toContainText('¡Gracias por tu compra!', { useInnerText: true });
  await template.getByText('Ver completo').click();
  await expect(template.getByText('¡Gracias por tu compra!')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/audit-desktop.png', fullPage: true });

  await auditPage.next();
  await expect(auditPage.range()).toHaveText('Mostrando 11–12 de 12');
  expect(auditPage.param('pagina')).toBe('2');
  await expect(events).toHaveCount(2);
  await expect(events.first()).toContainText(service.name);
  await expect(auditPage.lines(events.first())).toHaveText([
    /^Precio: \$\s?15\.000 → \$\s?18\.000$/,
    'Máximo de perfiles: 4 → 5',
  ]);
  // A creation says what each field was set to.
  await expect(auditPage.lines(events.last())).toHaveText([
    `Nombre: ${client.name}`,
    'Teléfono: 3001234567',
    'Tipo: Cliente',
  ]);

  // Tipo: back to page 1, and the record id box opens.
  await expect(auditPage.recordIdFilter()).toBeDisabled();
  await auditPage.filterType('Cliente');
  expect(auditPage.param('tipo')).toBe('client');
  expect(auditPage.param('pagina')).toBeNull();
  await expect(events).toHaveCount(2);
  await expect(auditPage.recordIdFilter()).toBeEnabled();
  await auditPage.filterRecordId(client.id);
  await expect(auditPage.range()).toHaveText('Mostrando 1–2 de 2');
  await auditPage.filterRecordId(client.id + 1_000_000);
  await expect(page.getByText('No hay cambios registrados con estos filtros.')).toBeVisible();

  // Todos: the record id goes with its type.
  await auditPage.filterType('Todos');
  expect(auditPage.param('registro')).toBeNull();
  await expect(auditPage.recordIdFilter()).toBeDisabled();

  // Desde / Hasta are business dates, both included.
  await auditPage.fromFilter().fill('2026-01-15');
  await auditPage.toFilter().fill('2026-01-16');
  await expect(auditPage.range()).toHaveText('Mostrando 1–2 de 2');
  expect([auditPage.param('desde'), auditPage.param('hasta')]).toEqual(['2026-01-15', '2026-01-16']);
  await auditPage.fromFilter().fill('2026-01-16');
  await expect(events).toHaveCount(1);
  await expect(events.first()).toContainText(service.name);

  // The address keeps it all: a reload shows the same list.
  await page.reload();
  await expect(auditPage.userFilter()).toHaveValue(String(actor.id));
  await expect(auditPage.fromFilter()).toHaveValue('2026-01-16');
  await expect(events).toHaveCount(1);

  // A record's name narrows the trail to that record, from anyone, at any date.
  await events.first().getByRole('button', { name: service.name }).click();
  expect([auditPage.param('tipo'), auditPage.param('registro'), auditPage.param('usuario')]).toEqual([
    'service',
    String(service.id),
    null,
  ]);
  await expect(auditPage.typeFilter()).toHaveValue('service');
  await expect(auditPage.recordIdFilter()).toHaveValue(String(service.id));
  await expect(events).toHaveCount(1);

  // An end before the start leaves no start; nothing matches, and Limpiar filtros starts over.
  await auditPage.filterUser(actorName(actor));
  await auditPage.fromFilter().fill('2026-01-15');
  await auditPage.toFilter().fill('2026-01-10');
  await expect(auditPage.fromFilter()).toHaveValue('');
  await expect(page.getByText('No hay cambios registrados con estos filtros.')).toBeVisible();
  await page.getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(events.first()).toBeVisible();
});

test('changes with no user read as the system’s; a failed load says so and retries', async ({
  audit,
  auditPage,
}) => {
  const prefix = uniquePrefix();
  await audit.events([
    {
      entity: 'profile',
      entityId: 123_456,
      entityLabel: `Perfil 2 · ${prefix} Max · ana@correo.co`,
      action: 'release',
      changes: [
        { field: 'status', before: 'ocupado', after: 'libre' },
        { field: 'client', before: `${prefix} Ana`, after: null },
      ],
      note: 'Vencido hace 3 días',
    },
  ]);
  await auditPage.open('?tipo=profile&registro=123456');
  const release = auditPage.event(`${prefix} Max`);
  await expect(release).toContainText('Sistema');
  await expect(release).toContainText('Liberación');
  await expect(auditPage.lines(release)).toHaveText([
    'Estado: Ocupado → Libre',
    `Cliente: ${prefix} Ana → —`,
  ]);
  await auditPage.failLoadThenRetry();
  await expect(release).toBeVisible();
});

test('on a phone Auditoría shows each change as a card and nothing overflows', async ({
  browser,
  seed,
  audit,
}) => {
  const prefix = uniquePrefix();
  const admin = await seed.user({ role: 'admin', full_name: `${prefix} Admin` });
  const client = await seed.client({ name: `${prefix} Daniela Gómez Restrepo` });
  await audit.events([
    {
      user: admin,
      entity: 'template',
      entityLabel: 'Plantilla WhatsApp: Recordatorio',
      action: 'update',
      changes: [{ field: 'body', before: 'Hola', after: LONG_BODY }],
    },
    {
      user: admin,
      entity: 'client',
      entityId: client.id,
      entityLabel: client.name,
      clientId: client.id,
      action: 'update',
      changes: [
        { field: 'name', before: `${prefix} Daniela`, after: client.name },
        { field: 'phone', before: null, after: '+573001234567' },
      ],
    },
  ]);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await signInThroughApi(page, admin);
  const auditPage = new AuditPage(page);
  await auditPage.open(`?usuario=${admin.id}`);
  await expect(auditPage.events()).toHaveCount(2);
  await expect(auditPage.table()).toHaveCount(0);
  const card = auditPage.event(client.name);
  await expect(card).toContainText('Edición');
  await expect(auditPage.lines(card)).toHaveText([
    `Nombre: ${prefix} Daniela → ${client.name}`,
    'Teléfono: — → +573001234567',
  ]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/screens/audit-phone.png', fullPage: true });
  await context.close();
});

test('Auditoría is for admins: staff do not see it, its address sends them away, the API refuses them', async ({
  page,
  seed,
  signIn,
}) => {
  const staff = await seed.user({ role: 'user' });
  await signIn(staff);
  await expect(new ShellPage(page).nav().getByRole('link', { name: 'Clientes' })).toBeVisible();
  await expect(new ShellPage(page).nav().getByRole('link', { name: 'Auditoría' })).toHaveCount(0);
  await page.goto('/admin/audit');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(new AuditPage(page).heading()).toHaveCount(0);
  const answer = await page.request.get('/api/audit');
  expect(answer.status()).toBe(403);
});

test('an admin opens Auditoría from the sidebar', async ({ adminPage: page, shell, dashboardPage }) => {
  await dashboardPage.open();
  await shell.nav().getByRole('link', { name: 'Auditoría' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(shell.heading()).toHaveText('Auditoría');
  await expect(new AuditPage(page).heading()).toBeVisible();
});

// The tests below read what the servers' write paths record and their history endpoints: the
// clients' and users' are on main; the accounts' come with the audit-accounts branch.

test('a client edited on Clientes shows in their Historial and in Auditoría; a new user password only masked', async ({
  page,
  seed,
  admin,
  clientsPage,
  usersPage,
}) => {
  const prefix = uniquePrefix();
  const client = await seed.client({ name: `${prefix} Ana`, phone: null });
  await clientsPage.open();
  await clientsPage.search(prefix);
  await clientsPage
    .row(client.name)
    .getByRole('button', { name: `Editar ${client.name}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Editar Cliente' });
  await edit.getByLabel('Nombre').fill(`${prefix} Ana María`);
  await edit.getByLabel('Tipo').selectOption('revendedor');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(edit).toBeHidden();

  await clientsPage
    .row(`${prefix} Ana María`)
    .getByRole('button', { name: `Historial de ${prefix} Ana María` })
    .click();
  const history = page.getByRole('dialog', { name: `Historial de ${prefix} Ana María` });
  const change = history.getByTestId('audit-event').first();
  await expect(change).toContainText('Edición');
  await expect(change).toContainText(actorName(admin));
  await expect(change.getByRole('listitem')).toHaveText([
    `Nombre: ${prefix} Ana → ${prefix} Ana María`,
    'Tipo: Cliente → Revendedor',
  ]);
  await page.keyboard.press('Escape');

  const auditPage = new AuditPage(page);
  await auditPage.open(`?usuario=${admin.id}`);
  await auditPage.filterType('Cliente');
  await expect(auditPage.lines(auditPage.events().first())).toHaveText([
    `Nombre: ${prefix} Ana → ${prefix} Ana María`,
    'Tipo: Cliente → Revendedor',
  ]);

  const target = await seed.user();
  await usersPage.open();
  await usersPage
    .table()
    .getByRole('button', { name: `Cambiar contraseña de ${target.username}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Cambiar contraseña de ${target.username}` });
  await dialog.getByLabel('Nueva contraseña').fill('clave-nueva-777');
  await dialog.getByLabel('Confirmar contraseña').fill('clave-nueva-777');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Contraseña actualizada correctamente');

  await auditPage.open(`?tipo=user&registro=${target.id}`);
  const reset = auditPage.event('Cambio de contraseña');
  await expect(reset).toContainText(actorName(admin));
  await expect(auditPage.lines(reset).filter({ hasText: 'Contraseña:' })).toContainText(MASKED);
  await expect(page.locator('body')).not.toContainText('clave-nueva-777');
});

test('an account password changed on Cuentas shows masked in its Historial', async ({
  page,
  seed,
  admin,
  accountsPage: list,
}) => {
  const prefix = uniquePrefix();
  const service = await seed.service({ name: `${prefix} Disney` });
  await seed.account(service.id, { username: `${prefix}@correo.com`, password: 'clave-vieja-1' });
  await list.open(`?buscar=${prefix}`);
  const row = list.row(`${prefix}@correo.com`);
  await row.getByRole('button', { name: /^Editar/ }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Cuenta' });
  await edit.getByLabel('Contraseña', { exact: true }).fill('clave-nueva-2');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(edit).toBeHidden();

  await list.rowMenu(row, 'Historial');
  const history = page.getByRole('dialog', { name: /^Historial de/ });
  const change = history.getByTestId('audit-event').first();
  await expect(change).toContainText('Cambio de contraseña');
  await expect(change).toContainText(actorName(admin));
  await expect(change.getByRole('listitem').filter({ hasText: 'Contraseña:' })).toHaveText(
    'Contraseña: •••••• → ••••••',
  );
  await expect(history).not.toContainText('clave-nueva-2');
  await expect(history).not.toContainText('clave-vieja-1');
});

/** 23 renewals of one profile, each giving one day more than the last, in an account's or a client's history. */
const renewals = (prefix: string, scope: { accountId?: number; clientId?: number }) =>
  Array.from({ length: 23 }, (_, i) => ({
    ...scope,
    entity: 'profile' as const,
    entityId: 1,
    entityLabel: `Perfil 1 · ${prefix} Max · ${prefix}@max.com`,
    action: 'renewal' as const,
    changes: [{ field: 'days', before: null, after: i + 1 }],
  }));

test("a client's long history shows its latest changes and Ver más brings the older ones", async ({
  page,
  seed,
  audit,
  clientsPage,
}) => {
  const prefix = uniquePrefix();
  const client = await seed.client({ name: `${prefix} Sofía` });
  await audit.events(renewals(prefix, { clientId: client.id }));

  await clientsPage.open();
  await clientsPage.search(prefix);
  await clientsPage
    .row(client.name)
    .getByRole('button', { name: `Historial de ${client.name}` })
    .click();
  const history = page.getByRole('dialog', { name: `Historial de ${client.name}` });
  await expect(history.getByTestId('audit-event')).toHaveCount(20);
  await expect(history.getByTestId('history-count')).toHaveText('20 de 23 cambios');
  await expect(history.getByTestId('audit-event').first()).toContainText('Días: 23');
  await history.getByRole('button', { name: 'Ver más' }).click();
  await expect(history.getByTestId('audit-event')).toHaveCount(23);
  await expect(history.getByTestId('audit-event').last()).toContainText('Días: 1');
  await expect(history.getByRole('button', { name: 'Ver más' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/client-history.png' });
});

test("an account's long history shows its latest changes and Ver más brings the older ones", async ({
  page,
  seed,
  audit,
  accountsPage: list,
}) => {
  const prefix = uniquePrefix();
  const service = await seed.service({ name: `${prefix} Max` });
  const account = await seed.account(service.id, { username: `${prefix}@max.com` });
  await audit.events(renewals(prefix, { accountId: account.id }));

  await list.open(`?buscar=${prefix}`);
  await list.rowMenu(list.row(`${prefix}@max.com`), 'Historial');
  const history = page.getByRole('dialog', { name: /^Historial de/ });
  await expect(history.getByTestId('audit-event')).toHaveCount(20);
  await expect(history.getByTestId('history-count')).toHaveText('20 de 23 cambios');
  await expect(history.getByTestId('audit-event').first()).toContainText('Días: 23');
  await history.getByRole('button', { name: 'Ver más' }).click();
  await expect(history.getByTestId('audit-event')).toHaveCount(23);
  await expect(history.getByRole('button', { name: 'Ver más' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/account-history.png' });
});
