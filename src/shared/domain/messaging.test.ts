import { describe, expect, it } from 'vitest';
import { profilesUi } from '../messages/profiles';
import {
  accessTemplateFor,
  anyNearExpiry,
  composeMessage,
  DEFAULT_TEMPLATES,
  renderTemplate,
  renewalTotal,
  suggestedType,
  TEMPLATE_VARIABLES,
  templateValues,
  whatsappMessageLink,
  type MessageClient,
  type MessageProfile,
} from './messaging';

const today = '2026-12-10';
const ana: MessageClient = { name: 'Ana Gómez', phone: '+573001234567', type: 'cliente' };
const reseller: MessageClient = { name: 'Tienda Luz', phone: '+573109876543', type: 'revendedor' };

const netflix = (overrides: Partial<MessageProfile> = {}): MessageProfile => ({
  serviceName: 'Netflix',
  username: 'cuenta1@correo.com',
  password: 'clave-123',
  profileName: 'Perfil 2',
  pin: '4321',
  expiryDate: '2026-12-13',
  observations: 'Pantalla TV sala',
  servicePrice: 15000,
  customPrice: null,
  status: 'ocupado',
  ...overrides,
});

const nequi = { name: 'Nequi', number: '300 123 4567', holder: 'Ana Pérez', note: null, active: true };
const bancolombia = {
  name: 'Bancolombia',
  number: 'Ahorros 123-456789-01',
  holder: 'Tienda Luz SAS',
  note: 'Envía el comprobante por aquí',
  active: true,
};
const daviplataOff = { name: 'Daviplata', number: '310 000 0000', holder: null, note: null, active: false };

// es-CO writes a non-breaking space after the sign.
const cop = (text: string) => text.replace(/\u00a0/g, ' ');

describe('renderTemplate', () => {
  it('fills every one of the twenty-five variables', () => {
    const template = TEMPLATE_VARIABLES.map((name) => `${name}={${name}}`).join('\n');
    const values = templateValues(ana, netflix(), today, {
      newPassword: 'nueva-456',
      previousPassword: 'clave-123',
      problemType: 'No carga el video',
      reportDate: '2026-12-09',
      paymentMethods: [nequi],
      balance: '$ 5.000 por pagar',
      statementDetail: '01/12 Venta: Netflix +$ 5.000',
      portalLink: 'https://tienda.co/p/abc',
      compensatedDays: 2,
      reason: 'Caída',
    });
    expect(cop(renderTemplate(template, values)).split('\n')).toEqual([
      'nombre_cliente=Ana Gómez',
      'nombre_servicio=Netflix',
      'servicio=Netflix',
      'correo=cuenta1@correo.com',
      'contraseña=clave-123',
      'perfil=Perfil 2',
      'pin=4321',
      'fecha_vencimiento=13/12/2026',
      'fecha_expiracion=13/12/2026',
      'observaciones=Pantalla TV sala',
      'precio=$ 15.000',
      'telefono=+57 300 1234567',
      'dias_restantes=3',
      'dias_expirado=0',
      'nueva_contraseña=nueva-456',
      'contraseña_anterior=clave-123',
      'usuario=cuenta1@correo.com',
      'tipo_problema=No carga el video',
      'fecha_reporte=09/12/2026',
      'medios_pago=Nequi: 300 123 4567 (Ana Pérez)',
      'saldo=$ 5.000 por pagar',
      'detalle=01/12 Venta: Netflix +$ 5.000',
      'enlace_portal=https://tienda.co/p/abc',
      'dias_compensados=2 días',
      'motivo=Caída',
    ]);
    expect(TEMPLATE_VARIABLES).toHaveLength(25);
  });

  it('counts days expired, says Sin PIN, and dates the report today by default', () => {
    const values = templateValues(ana, netflix({ expiryDate: '2026-12-06', pin: null }), today);
    expect(values.dias_expirado).toBe('4');
    expect(values.dias_restantes).toBe('0');
    expect(values.pin).toBe('Sin PIN');
    expect(values.fecha_reporte).toBe('10/12/2026');
    expect(values.nueva_contraseña).toBe('clave-123');
  });

  it('leaves unknown variables and stray braces as they are', () => {
    expect(
      renderTemplate('Hola {nombre_cliente}, {saldo} {} { perfil } {{perfil}}', {
        nombre_cliente: 'Ana',
        perfil: 'P1',
      }),
    ).toBe('Hola Ana, {saldo} {} { perfil } {P1}');
  });

  it('replaces a variable used twice, and leaves a known one without a value', () => {
    expect(renderTemplate('{perfil}/{perfil} {pin}', { perfil: 'P1' })).toBe('P1/P1 {pin}');
  });
});

describe('default texts', () => {
  it('the access information gives the same lines the Cuentas screen copies today', () => {
    const profile = netflix({ pin: null });
    const expected = profilesUi.accessInfo({
      service: 'Netflix',
      username: profile.username,
      password: profile.password,
      profile: profile.profileName,
      pin: null,
      expiry: '13/12/2026',
    });
    expect(composeMessage(DEFAULT_TEMPLATES.access, 'access', ana, [profile], today)).toBe(expected);
  });

  it('every WhatsApp type greets the client by name and leaves no variable unfilled', () => {
    for (const type of ['expirado', 'renovaciones', 'cambio_contraseña', 'garantia'] as const) {
      const text = composeMessage(DEFAULT_TEMPLATES[type], type, ana, [netflix()], today, {
        newPassword: 'n',
      });
      expect(text.startsWith('Hola Ana Gómez')).toBe(true);
      expect(text).not.toMatch(/\{[a-zñ_]+\}/);
      expect(text).toContain('Netflix');
    }
  });

  it('the estado de cuenta says the balance, the recent lines and the payment methods once', () => {
    const text = composeMessage(DEFAULT_TEMPLATES.estado_cuenta, 'estado_cuenta', ana, [], today, {
      balance: '$ 5.000 por pagar',
      statementDetail: '01/12 Venta: Netflix +$ 5.000',
      paymentMethods: [nequi],
    });
    expect(text.startsWith('Hola Ana Gómez')).toBe(true);
    expect(text).not.toMatch(/\{[a-zñ_]+\}/);
    expect(cop(text)).toContain('Saldo: $ 5.000 por pagar');
    expect(cop(text)).toContain('01/12 Venta: Netflix +$ 5.000');
    expect(text).toContain('Nequi: 300 123 4567 (Ana Pérez)');
  });

  it('the compensación (issue 26) says the reason and the days once, and each profile with its new date', () => {
    const profiles = [
      netflix({ expiryDate: '2026-12-16' }),
      netflix({ profileName: 'Perfil 4', expiryDate: '2026-12-20' }),
    ];
    const text = composeMessage(DEFAULT_TEMPLATES.compensacion, 'compensacion', ana, profiles, today, {
      compensatedDays: 3,
      reason: 'Caída de Netflix',
    });
    expect(text.startsWith('Hola Ana Gómez')).toBe(true);
    expect(text).not.toMatch(/\{[a-zñ_]+\}/);
    expect(text.match(/Caída de Netflix/g)).toHaveLength(1);
    expect(text).toContain('sumamos 3 días');
    expect(text).toContain('Netflix · Perfil 4');
    expect(text).toContain('Nueva fecha de vencimiento: 16/12/2026');
    expect(text).toContain('Nueva fecha de vencimiento: 20/12/2026');
    expect(renderTemplate('{dias_compensados}', { dias_compensados: '1 día' })).toBe('1 día');
    expect(TEMPLATE_VARIABLES).toEqual(expect.arrayContaining(['dias_compensados', 'motivo']));
  });
});

describe('{enlace_portal} (issue 27, docs/decisions/051)', () => {
  it('the portal link message greets the client and carries the link', () => {
    const link = 'https://tienda.co/p/Xk3v9Qm2tR7wLp4sNa8yEg';
    const text = composeMessage(DEFAULT_TEMPLATES.enlace_portal, 'enlace_portal', ana, [], today, {
      portalLink: link,
    });
    expect(text.startsWith('Hola Ana Gómez')).toBe(true);
    expect(text.split('\n')).toContain(link);
    expect(text).not.toMatch(/\{[a-zñ_]+\}/);
  });

  it('without a link (any message but Enviar enlace) its line and its header go', () => {
    const template = 'Hola {nombre_cliente}\n\nTu portal:\n{enlace_portal}\n\nGracias';
    expect(composeMessage(template, 'renovaciones', ana, [netflix()], today)).toBe(
      'Hola Ana Gómez\n\nGracias',
    );
    expect(composeMessage(template, 'renovaciones', ana, [netflix()], today, { portalLink: 'L' })).toBe(
      'Hola Ana Gómez\n\nTu portal:\nL\n\nGracias',
    );
  });
});

describe('combined messages', () => {
  const disney = netflix({
    serviceName: 'Disney+',
    profileName: 'Perfil 1',
    expiryDate: '2026-12-12',
    customPrice: 12000,
  });

  it('repeats the profile lines once per profile and says the rest once', () => {
    const text = cop(composeMessage(DEFAULT_TEMPLATES.expirado, 'expirado', ana, [netflix(), disney], today));
    expect(text.match(/Hola Ana Gómez/g)).toHaveLength(1);
    expect(text).toContain(
      '📺 Netflix · Perfil 2\n🗓️ Fecha de vencimiento: 13/12/2026\n💵 Renovación: $ 15.000\n\n📺 Disney+',
    );
    expect(text.match(/¿Lo renovamos\?/g)).toHaveLength(1);
    expect(text).not.toContain('Total a renovar');
  });

  it('renovaciones adds the total: custom prices as agreed, else the service price', () => {
    const text = cop(
      composeMessage(DEFAULT_TEMPLATES.renovaciones, 'renovaciones', ana, [netflix(), disney], today),
    );
    expect(text).toContain('💵 Renovación: $ 12.000\n\n💰 Total a renovar: $ 27.000\n\nPara renovarlo');
  });

  it('a revendedor pays 80 % of the service price', () => {
    const profiles = [netflix(), netflix({ servicePrice: 20000 }), disney];
    expect(renewalTotal(reseller, profiles)).toBe(12000 + 16000 + 12000);
    const text = cop(
      composeMessage(DEFAULT_TEMPLATES.renovaciones, 'renovaciones', reseller, profiles, today),
    );
    expect(text).toContain('💵 Renovación: $ 12.000\n\n📺 Netflix');
    expect(text).toContain('Total a renovar: $ 40.000');
  });

  it('a one-line block repeats line by line, with no blank line between', () => {
    const text = composeMessage(
      'Hola {nombre_cliente}:\n- {servicio} ({perfil})\nGracias',
      'expirado',
      ana,
      [netflix(), disney],
      today,
    );
    expect(text).toBe('Hola Ana Gómez:\n- Netflix (Perfil 2)\n- Disney+ (Perfil 1)\nGracias');
  });

  it('a template without profile variables is said once', () => {
    expect(composeMessage('Hola {nombre_cliente}', 'garantia', ana, [netflix(), disney], today)).toBe(
      'Hola Ana Gómez',
    );
    expect(composeMessage('Hola {nombre_cliente} {perfil}', 'garantia', ana, [], today)).toBe(
      'Hola Ana Gómez {perfil}',
    );
  });
});

describe('{medios_pago}', () => {
  const methods = [nequi, daviplataOff, bancolombia];

  it('lists the active methods one line each, in their order, in the default texts', () => {
    for (const type of ['expirado', 'renovaciones'] as const) {
      const text = composeMessage(DEFAULT_TEMPLATES[type], type, ana, [netflix()], today, {
        paymentMethods: methods,
      });
      expect(text).toContain(
        '💳 Medios de pago:\nNequi: 300 123 4567 (Ana Pérez)\n' +
          'Bancolombia: Ahorros 123-456789-01 (Tienda Luz SAS) - Envía el comprobante por aquí\n\n',
      );
      expect(text).not.toContain('Daviplata');
    }
  });

  it('is said once in a message about several profiles, after the total', () => {
    const text = cop(
      composeMessage(
        DEFAULT_TEMPLATES.renovaciones,
        'renovaciones',
        ana,
        [netflix(), netflix({ profileName: 'Perfil 3' })],
        today,
        { paymentMethods: methods },
      ),
    );
    expect(text.match(/Medios de pago/g)).toHaveLength(1);
    expect(text).toContain('💰 Total a renovar: $ 30.000\n\n💳 Medios de pago:\nNequi: 300 123 4567');
  });

  it('without active methods, the default texts read as if they never mentioned them', () => {
    for (const type of ['expirado', 'renovaciones'] as const) {
      for (const paymentMethods of [[], [daviplataOff], undefined]) {
        const text = composeMessage(DEFAULT_TEMPLATES[type], type, ana, [netflix()], today, {
          paymentMethods,
        });
        const withoutThem = DEFAULT_TEMPLATES[type].replace('💳 Medios de pago:\n{medios_pago}\n\n', '');
        expect(withoutThem).not.toContain('medios_pago');
        expect(text).toBe(composeMessage(withoutThem, type, ana, [netflix()], today));
        expect(text).not.toContain('Medios de pago');
        expect(text).not.toMatch(/\n\n\n/);
      }
    }
  });

  it('drops only a header that ends in a colon and holds no variable, and never leaves two blank lines', () => {
    const none = { medios_pago: '', nombre_cliente: 'Ana' };
    expect(renderTemplate('Hola\n\nPaga a:\n{medios_pago}\n\nGracias', none)).toBe('Hola\n\nGracias');
    expect(renderTemplate('Hola\n\nPaga a:\n  {medios_pago}  ', none)).toBe('Hola');
    expect(renderTemplate('{medios_pago}\n\nHola', none)).toBe('Hola');
    expect(renderTemplate('Hola {nombre_cliente}, paga a:\n{medios_pago}\nGracias', none)).toBe(
      'Hola Ana, paga a:\nGracias',
    );
    expect(renderTemplate('Hola\nCuentas\n{medios_pago}\nGracias', none)).toBe('Hola\nCuentas\nGracias');
    // Written inside a sentence, the variable is only emptied: the shop's sentence is theirs.
    expect(renderTemplate('Paga a: {medios_pago}.', none)).toBe('Paga a: .');
  });

  it('with methods, the lines stay as written', () => {
    const some = { medios_pago: 'Nequi: 300' };
    expect(renderTemplate('Paga a:\n{medios_pago}\n\nGracias', some)).toBe('Paga a:\nNequi: 300\n\nGracias');
  });
});

describe('suggestedType', () => {
  const at = (expiryDate: string | null, status = 'ocupado') => ({ expiryDate, status });

  it('expirado when any selected profile is expired: today counts as expired', () => {
    expect(suggestedType([at('2026-12-20'), at('2026-12-10')], today)).toBe('expirado');
    expect(suggestedType([at('2026-12-20'), at('2027-01-20', 'expirado')], today)).toBe('expirado');
    expect(suggestedType([at('2026-12-11')], today)).toBe('renovaciones');
  });

  it('in the client modal, renovaciones otherwise', () => {
    expect(suggestedType([at('2027-03-01')], today)).toBe('renovaciones');
    expect(suggestedType([], today)).toBe('renovaciones');
  });

  it('in the account modal, garantia when none is within 7 days', () => {
    expect(suggestedType([at('2026-12-17')], today, 'account')).toBe('renovaciones'); // 7 days left
    expect(suggestedType([at('2026-12-18')], today, 'account')).toBe('garantia'); // 8 days left
    expect(suggestedType([at(null)], today, 'account')).toBe('garantia');
    expect(suggestedType([at('2026-12-09'), at('2026-12-18')], today, 'account')).toBe('expirado');
    expect(suggestedType([], today, 'account')).toBe('renovaciones');
  });

  it('Renovación is offered only when some profile is near expiry', () => {
    expect(anyNearExpiry([at('2026-12-15')], today)).toBe(true); // 5 days
    expect(anyNearExpiry([at('2026-12-16')], today)).toBe(false); // 6 days
    expect(anyNearExpiry([at('2026-12-16')], today, 7)).toBe(true);
    expect(anyNearExpiry([at('2026-12-10')], today)).toBe(false);
  });
});

describe('whatsappMessageLink', () => {
  it('encodes accents, ñ, emoji and line breaks so they survive', () => {
    const message = 'Hola Ñoño 👋\nTu contraseña: á&é?=#';
    const link = whatsappMessageLink('+573001234567', message);
    expect(link).toEqual({
      ok: true,
      url: 'https://wa.me/573001234567?text=Hola%20%C3%91o%C3%B1o%20%F0%9F%91%8B%0ATu%20contrase%C3%B1a%3A%20%C3%A1%26%C3%A9%3F%3D%23',
    });
    if (link.ok) expect(decodeURIComponent(new URL(link.url).searchParams.get('text') ?? '')).toBe(message);
  });

  it.each([
    ['Colombian mobile', '+573001234567', 'https://wa.me/573001234567?text=Hola'],
    ['Colombian landline (Bogotá)', '+576012345678', 'https://wa.me/576012345678?text=Hola'],
    ['foreign (United States)', '+12025550143', 'https://wa.me/12025550143?text=Hola'],
    ['foreign (Spain)', '+34612345678', 'https://wa.me/34612345678?text=Hola'],
  ])('%s', (_name, phone, url) => {
    expect(whatsappMessageLink(phone, 'Hola')).toEqual({ ok: true, url });
  });

  it('no phone gives the spec text', () => {
    for (const phone of [null, undefined, '', '  ']) {
      expect(whatsappMessageLink(phone, 'Hola')).toEqual({
        ok: false,
        error: 'El cliente no tiene teléfono registrado',
      });
    }
  });
});

describe('accessTemplateFor', () => {
  it("uses the service's own template when set, else the shared access information", () => {
    const templates = { access: 'Acceso {correo}', services: { '7': 'Netflix {correo}' } };
    expect(accessTemplateFor(templates, 7)).toBe('Netflix {correo}');
    expect(accessTemplateFor(templates, 8)).toBe('Acceso {correo}');
  });
});

describe('a whole account in a message (decision 042)', () => {
  const whole = (profileName: string, pin: string | null, expiryDate: string) =>
    netflix({ profileName, pin, expiryDate, accountProfileCount: 3 });
  const account = [
    whole('Perfil 1', '1111', '2026-12-13'),
    whole('Perfil 2', null, '2026-12-12'),
    whole('Perfil 3', '3333', '2026-12-13'),
  ];

  it('gives the access of an account whose every profile is listed once, with the sum to renew', () => {
    const access = composeMessage(DEFAULT_TEMPLATES.access, 'access', ana, account, today);
    expect(access).toBe(
      [
        'Servicio: Netflix',
        'Usuario: cuenta1@correo.com',
        'Contraseña: clave-123',
        'Perfil: Cuenta completa (3 perfiles)',
        'PIN: 1111, 3333',
        'Vence: 12/12/2026',
      ].join('\n'),
    );
    const renewal = cop(composeMessage(DEFAULT_TEMPLATES.renovaciones, 'renovaciones', ana, account, today));
    expect(renewal).toContain('Renovación: $ 45.000');
  });

  it('keeps each profile apart when the account has more profiles than the message lists', () => {
    const some = account.slice(0, 2);
    const text = composeMessage(DEFAULT_TEMPLATES.access, 'access', ana, some, today);
    expect(text.split('cuenta1@correo.com')).toHaveLength(3);
    expect(text).not.toContain('Cuenta completa');
    // Without the account's size (a caller that does not know it) nothing is merged either.
    const unknown = account.map((p) => ({ ...p, accountProfileCount: undefined }));
    expect(composeMessage(DEFAULT_TEMPLATES.access, 'access', ana, unknown, today)).not.toContain(
      'Cuenta completa',
    );
  });
});
