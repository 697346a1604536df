import { describe, expect, it } from 'vitest';
import { businessToday } from '#shared/domain/business-time';
import { addDays } from '#shared/domain/expiry';
import { carteraMessages } from '#shared/messages/cartera';
import { insertUser } from '#tests/factories/user.factory';
import { multipartFile, tinyPng } from '#tests/setup/multipart';
import { TestClient, useTestApp } from '#tests/setup/test-app';

// A client written to the specification's own API table (section 7), row by row, sending exactly
// the fields each row names and nothing of the app's own (no expectedStatus, no paymentStatus, no
// planId): issue 28, item 4. The CSRF token goes in `_csrf` where the row names it, else in the
// X-CSRF-Token header the spec's "helper" sends. One shop is built up from the first row to the
// last, so the test reads as the client's session would run.
const t = useTestApp();

describe('the specification’s API table, as its client calls it', () => {
  it('works unchanged from signing in to signing out', async () => {
    const admin = await insertUser(t.database.db, { role: 'admin', full_name: 'Dueña' });
    const api = new TestClient(t.app);
    const today = businessToday(t.clock.now(), t.config.TZ_APP);
    const [year, month, day] = today.split('-').map(Number) as [number, number, number];

    // Sign in, who am I, a fresh CSRF token.
    const login = await api.post('/api/auth/login', { username: admin.username, password: admin.password });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ user: { username: admin.username }, csrfToken: expect.any(String) });
    const me = await api.get('/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ user: { username: admin.username }, csrfToken: expect.any(String) });
    expect((await api.get('/api/csrf-token')).json().csrfToken).toEqual(expect.any(String));

    // Servicios: create, edit, list (page, limit, search), delete.
    const service = await api.post('/api/services', {
      name: 'Netflix',
      url: 'https://netflix.com',
      price: 15000,
      maxProfiles: 4,
      image: null,
    });
    expect(service.statusCode, service.body).toBe(201);
    const serviceId = service.json().service.id as number;
    const edited = await api.put(`/api/services/${serviceId}`, {
      name: 'Netflix',
      url: 'https://netflix.com',
      price: 16000,
      maxProfiles: 4,
      image: null,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const services = await api.get('/api/services?page=1&limit=10&search=net');
    expect(services.json()).toMatchObject({
      services: [{ id: serviceId, price: 16000 }],
      pagination: { totalCount: 1 },
    });
    const spare = await api.post('/api/services', {
      name: 'Spare',
      url: '',
      price: 1000,
      maxProfiles: 1,
      image: null,
    });
    expect((await api.delete(`/api/services/${spare.json().service.id}`)).statusCode).toBe(200);

    // Clientes: create, edit, list paged and ?all=true, delete.
    const ana = await api.post('/api/clients', { name: 'Ana', phone: '3001234567', type: 'cliente' });
    expect(ana.statusCode, ana.body).toBe(201);
    const anaId = ana.json().client.id as number;
    expect(
      (await api.put(`/api/clients/${anaId}`, { name: 'Ana María', phone: '3001234567', type: 'cliente' }))
        .statusCode,
    ).toBe(200);
    const beto = await api.post('/api/clients', { name: 'Beto', phone: '', type: 'revendedor' });
    expect(beto.statusCode, beto.body).toBe(201);
    const betoId = beto.json().client.id as number;
    expect((await api.get('/api/clients?page=1&limit=10&search=ana')).json().clients).toHaveLength(1);
    expect((await api.get('/api/clients?all=true')).json()).toHaveLength(2);

    // Cuentas: a new account with its profiles (expiryDate and the expiry_date alias), the list
    // with its filters, an edit.
    const expiry = addDays(today, 20);
    const account = await api.post('/api/accounts', {
      serviceId,
      username: 'familia@correo.com',
      password: 'clave-1',
      observation: 'Cuenta familiar',
      profiles: [
        { name: 'Perfil 1', status: 'libre', clientId: null, pin: null, expiryDate: null },
        { name: 'Perfil 2', status: 'ocupado', clientId: anaId, pin: '1234', expiryDate: expiry },
        { name: 'Perfil 3', status: 'libre', clientId: null, pin: null, expiry_date: null },
      ],
    });
    expect(account.statusCode, account.body).toBe(201);
    const accountId = account.json().account.id as number;
    const [free, held] = account.json().account.profiles as { id: number }[];
    const accounts = await api.get(`/api/accounts?page=1&limit=10&search=familia&serviceId=${serviceId}`);
    expect(accounts.json()).toMatchObject({ accounts: [{ id: accountId }], pagination: { totalCount: 1 } });
    const nearExpiry = await api.get('/api/accounts?page=1&limit=10&expiryFilter=expiring');
    expect(nearExpiry.statusCode, nearExpiry.body).toBe(200);
    const accountEdit = await api.put(`/api/accounts/${accountId}`, {
      serviceId,
      username: 'familia@correo.com',
      password: 'clave-2',
      observation: 'Cuenta familiar',
    });
    expect(accountEdit.statusCode, accountEdit.body).toBe(200);

    // Perfiles: selling the free one is a venta; the holder's own profile edited the same way is
    // an edit (no sale); another client is refused.
    const sold = await api.put(`/api/profiles/${free!.id}`, {
      name: 'Perfil 1',
      status: 'ocupado',
      clientId: betoId,
      pin: '5678',
      expiryDate: addDays(today, 30),
      color: null,
      observations: null,
    });
    expect(sold.statusCode, sold.body).toBe(200);
    expect(sold.json().profile).toMatchObject({ status: 'ocupado', clientId: betoId });
    const later = addDays(today, 40);
    const heldEdit = await api.put(`/api/profiles/${held!.id}`, {
      name: 'Perfil 2',
      status: 'ocupado',
      clientId: anaId,
      pin: '4321',
      expiryDate: later,
      color: '#22c55e',
      observations: 'Cambió el PIN',
    });
    expect(heldEdit.statusCode, heldEdit.body).toBe(200);
    expect(heldEdit.json().profile).toMatchObject({ pin: '4321', expiryDate: later, color: '#22c55e' });
    const taken = await api.put(`/api/profiles/${held!.id}`, {
      name: 'Perfil 2',
      status: 'ocupado',
      clientId: betoId,
      pin: '4321',
      expiryDate: later,
      color: null,
      observations: null,
    });
    expect(taken.statusCode).toBe(409);

    // Movimientos: the sale above is the only automatic one; a manual one, its edit, the lists.
    const movements = await api.get(`/api/movements?page=1&limit=10&month=${month}&year=${year}&type=venta`);
    expect(movements.json().movements).toHaveLength(1);
    expect(movements.json().movements[0]).toMatchObject({ type: 'venta', amount: 16000, clientId: betoId });
    const manual = await api.post('/api/movements', {
      date: today,
      type: 'renovacion',
      amount: 15000,
      clientId: anaId,
      serviceId,
      description: 'Renovación por transferencia',
    });
    expect(manual.statusCode, manual.body).toBe(201);
    const manualId = manual.json().movement.id as number;
    const manualEdit = await api.put(`/api/movements/${manualId}`, {
      date: today,
      type: 'renovacion',
      amount: 14000,
      clientId: anaId,
      serviceId,
      description: 'Renovación por transferencia',
    });
    expect(manualEdit.statusCode, manualEdit.body).toBe(200);
    const stats = await api.get(`/api/movements/stats?month=${month}&year=${year}`);
    expect(stats.statusCode).toBe(200);
    expect(stats.json()).toMatchObject({ totalIncome: 16000 + 14000 });
    const byUser = await api.get(`/api/movements/user/${admin.id}?day=${day}&month=${month}&year=${year}`);
    expect(byUser.statusCode, byUser.body).toBe(200);
    expect(byUser.json().movements).toHaveLength(2);
    expect((await api.delete(`/api/movements/${manualId}`)).statusCode).toBe(200);

    // Usuarios: create with the three flags and _csrf in the body, edit, list, delete.
    const csrf = () => api.csrfToken!;
    const created = await api.post(
      '/api/users',
      {
        username: 'vendedor',
        password: 'clave-vendedor-1',
        fullName: 'Vendedor Uno',
        email: 'vendedor@correo.com',
        role: 'user',
        expiryDate: addDays(today, 90),
        can_access_dashboard: true,
        can_access_movimientos: false,
        can_access_clientes: true,
        _csrf: csrf(),
      },
      { noCsrf: true },
    );
    expect(created.statusCode, created.body).toBe(201);
    const sellerId = created.json().user.id as number;
    const userEdit = await api.put(
      `/api/users/${sellerId}`,
      {
        username: 'vendedor',
        password: '',
        fullName: 'Vendedor Uno',
        email: 'vendedor@correo.com',
        role: 'user',
        expiryDate: addDays(today, 120),
        can_access_dashboard: true,
        can_access_movimientos: true,
        can_access_clientes: true,
        _csrf: csrf(),
      },
      { noCsrf: true },
    );
    expect(userEdit.statusCode, userEdit.body).toBe(200);
    const users = await api.get('/api/users');
    expect(users.statusCode).toBe(200);
    expect(JSON.stringify(users.json())).toContain('vendedor');
    const adminChange = await api.post(
      `/api/auth/admin/change-password/${sellerId}`,
      { newPassword: 'otra-clave-vendedor-2', _csrf: csrf() },
      { noCsrf: true },
    );
    expect(adminChange.statusCode, adminChange.body).toBe(200);
    expect((await api.delete(`/api/users/${sellerId}`)).statusCode).toBe(200);

    // Notificaciones: a message to all, the list, mark one as read.
    const broadcast = await api.post(
      '/api/notifications/all',
      { message: 'Mañana cambian las claves de Netflix', _csrf: csrf() },
      { noCsrf: true },
    );
    expect(broadcast.statusCode, broadcast.body).toBeLessThan(300);
    const notifications = await api.get('/api/notifications');
    expect(notifications.statusCode).toBe(200);
    const list = notifications.json();
    const mine = (Array.isArray(list) ? list : list.notifications) as { id: number }[];
    expect(mine.length).toBeGreaterThan(0);
    const read = await api.put(`/api/notifications/${mine[0]!.id}`, { _csrf: csrf() }, { noCsrf: true });
    expect(read.statusCode, read.body).toBe(200);

    // Totals, the profile photo (upload, then set), the password, the deletes, signing out.
    expect((await api.get('/api/totals')).json()).toMatchObject({ services: 1, clients: 2, accounts: 1 });
    const upload = await api.request(
      'POST',
      '/api/upload',
      multipartFile('image', 'yo.png', 'image/png', tinyPng),
    );
    expect(upload.statusCode, upload.body).toBe(200);
    const photo = await api.post(
      '/api/auth/update-profile-image',
      { profileImage: upload.json().imageUrl, _csrf: csrf() },
      { noCsrf: true },
    );
    expect(photo.statusCode, photo.body).toBe(200);
    const password = await api.post(
      '/api/auth/change-password',
      { currentPassword: admin.password, newPassword: 'nueva-clave-admin-9', _csrf: csrf() },
      { noCsrf: true },
    );
    expect(password.statusCode, password.body).toBe(200);
    const release = (id: number, name: string) =>
      api.put(`/api/profiles/${id}`, {
        name,
        status: 'libre',
        clientId: null,
        pin: null,
        expiryDate: null,
        color: null,
        observations: null,
      });
    expect((await release(free!.id, 'Perfil 1')).statusCode).toBe(200);
    expect((await release(held!.id, 'Perfil 2')).statusCode).toBe(200);
    expect((await api.delete(`/api/accounts/${accountId}`)).statusCode).toBe(200);
    expect((await api.delete(`/api/clients/${anaId}`)).statusCode).toBe(200);
    // A revendedor buys on credit unless told otherwise (issue 24): Beto owes his sale, and a client
    // who owes is not deleted.
    const owes = await api.delete(`/api/clients/${betoId}`);
    expect(owes.statusCode).toBe(409);
    expect(owes.json()).toEqual({ error: carteraMessages.clientHasBalance });
    expect((await api.post('/api/auth/logout')).statusCode).toBe(200);
    expect((await api.get('/api/auth/me')).statusCode).toBe(401);
  });
});
