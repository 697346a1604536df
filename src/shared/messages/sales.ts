// Ventas (issue 25, item 2; docs/decisions/042): one sale of a plan to a client, whatever it
// occupies. What the API answers (…Messages) beside what the screens show (…Ui).

export const salesMessages = {
  invalidClient: 'Cliente inválido.',
  clientNotFound: 'Cliente no encontrado.',
  planRequired: 'Elige el plan que se vende.',
  invalidProfiles: 'La lista de perfiles no es válida.',
  tooManyProfiles: 'Una venta puede ocupar como máximo 20 perfiles.',
  repeatedProfile: 'La venta nombra el mismo perfil dos veces.',
  profilesAndAccount: 'Indica los perfiles o la cuenta, no ambos.',
  accountForWholePlan: 'Un plan de perfil se vende por perfiles, no por cuenta.',
  profilesForWholePlan: 'Un plan de cuenta completa se vende por cuenta: indica accountId, no perfiles.',
  invalidPrice: 'El precio debe ser un número entero de pesos entre 0 y 100.000.000.',
  noteTooLong: 'La nota no puede tener más de 200 caracteres.',
  notFound: 'Venta no encontrada.',
  profileNotFound: 'Perfil no encontrado.',
  accountNotFound: 'Cuenta no encontrada.',
  profileOtherService: 'El perfil elegido no es del servicio del plan.',
  accountOtherService: 'La cuenta elegida no es del servicio del plan.',
  profileTaken: 'El perfil elegido ya está ocupado. Actualiza y elige otro.',
  noneFree: (service: string) => `No quedan perfiles libres de ${service}.`,
  noWholeAccountFree: (service: string) =>
    `No queda ninguna cuenta de ${service} con todos sus perfiles libres.`,
  accountHeldByOther: 'La cuenta tiene perfiles de otro cliente: no se puede vender completa.',
  accountWithoutProfiles: 'La cuenta no tiene perfiles.',
  planChanged: 'El plan cambió mientras se vendía. Vuelve a intentarlo.',
  otherKind: 'El plan elegido no es del mismo tipo que la venta (perfil o cuenta completa).',
  nothingHeld: 'La venta ya no tiene perfiles ocupados: véndelos de nuevo.',
  resultTooFar: 'La nueva fecha de vencimiento quedaría demasiado lejos.',
  /** The venta movement's description. */
  saleDescription: (plan: string, what: string) => `Venta ${plan}: ${what}`,
  renewalDescription: (plan: string, what: string) => `Renovación ${plan}: ${what}`,
  wholeAccount: (username: string) => `cuenta completa ${username}`,
  invalidPickPolicy: 'La política de asignación no es válida.',
} as const;

/** Vender (Clientes and Cuentas), Nuevo Cliente's "Guardar y vender" and the sale's outcome. */
export const salesUi = {
  action: 'Vender',
  rowAction: (client: string) => `Vender a ${client}`,
  title: 'Vender',
  description: 'Elige el plan o el combo: la tienda toma un perfil libre (o la cuenta completa) por ti.',
  titleFor: (client: string) => `Vender a ${client}`,
  fields: {
    client: 'Cliente',
    service: 'Servicio',
    /** The same select once the shop has combos: a service's plan, or a combo. */
    serviceOrCombo: 'Servicio o combo',
    chooseService: 'Elige un servicio',
    chooseServiceOrCombo: 'Elige un servicio o un combo',
    servicesGroup: 'Servicios',
    combosGroup: 'Combos',
    plan: 'Plan',
    price: 'Precio (COP)',
    pin: 'PIN (opcional)',
  },
  servicesFailed: 'No se pudieron cargar los servicios.',
  plansFailed: 'No se pudieron cargar los planes del servicio.',
  noPlans: 'Este servicio no tiene planes activos. Créalos en Servicios › Planes.',
  clientRequired: 'Elige el cliente.',
  serviceRequired: 'Elige el servicio.',
  /** Under the plan: what it is, how long it lasts and what each type of client pays. */
  planSummary: (kind: string, duration: string, price: string, reseller: string) =>
    `${kind} · ${duration} · ${price} (revendedor ${reseller})`,
  wholeAccountHint: 'Se vende una cuenta entera con todos sus perfiles libres, elegida por la tienda.',
  /** Under a combo: its price for each type of client, then what it includes. */
  comboSummary: (price: string, reseller: string) => `Combo · ${price} (revendedor ${reseller})`,
  comboIncludes: 'Incluye un perfil de cada servicio:',
  comboPlan: (service: string, plan: string) => `${service} · ${plan}`,
  comboHint: 'La tienda toma un perfil libre de cada servicio; todo se renueva y se paga junto.',
  combosFailed: 'No se pudieron cargar los combos.',
  sell: 'Vender',
  selling: 'Vendiendo…',
  sellFailed: 'No se pudo hacer la venta. Por favor, intente de nuevo.',
  invalidPrice: 'El precio debe ser un número entero de pesos entre 0 y 100.000.000.',
  /** The outcome: what was sold, to whom and until when. */
  soldProfiles: (service: string, what: string, expiry: string) =>
    `Vendido ${service} · ${what}, vence el ${expiry}`,
  soldAccount: (service: string, account: string, expiry: string) =>
    `Vendida la cuenta completa ${service} · ${account}, vence el ${expiry}`,
  /** A combo's outcome: each service's profile and its own expiry. */
  soldCombo: (combo: string, parts: readonly string[]) => `Vendido el combo ${combo}: ${parts.join('; ')}`,
  soldComboPart: (service: string, what: string, expiry: string) =>
    `${service} · ${what}, vence el ${expiry}`,
  soldTitle: (client: string) => `Venta hecha a ${client}`,
  sendWhatsapp: 'Enviar por WhatsApp',
  noPhone: 'El cliente no tiene teléfono: copia la información y envíala a mano.',
  accessFailed: 'La venta quedó hecha, pero no se pudo cargar la cuenta para armar el mensaje.',
  saveAndSell: 'Guardar y vender',
} as const;

/** Ventas of a client (Clientes): what Vender sold them, and Renovar on what a sale still holds. */
export const saleListUi = {
  rowAction: (client: string) => `Ventas de ${client}`,
  title: (client: string) => `Ventas de ${client}`,
  description:
    'Lo vendido con Vender, lo más reciente primero. Renovar renueva todo lo que la venta aún ocupa.',
  loadFailed: 'No se pudieron cargar las ventas. Por favor, intente de nuevo.',
  empty: 'Este cliente aún no tiene ventas hechas con Vender.',
  kinds: { perfil: 'Plan', cuenta_completa: 'Cuenta completa', combo: 'Combo' },
  soldOn: (date: string) => `Vendida el ${date}`,
  price: (price: string) => `Precio ${price}`,
  profile: (service: string, account: string, profile: string) => `${service} · ${account} · ${profile}`,
  expires: (date: string) => `vence el ${date}`,
  states: { held: 'Vigente', expired: 'Vencido', released: 'Ya no es suyo' },
  nothingHeld: 'Ya no ocupa ningún perfil: para volver a venderlo usa Vender.',
  renew: 'Renovar',
  renewAction: (sale: string) => `Renovar ${sale}`,
  renewTitle: (sale: string) => `Renovar ${sale}`,
  renewPrice: 'Precio (COP, opcional)',
  renewPriceHint: 'Vacío: el precio del plan o del combo para el tipo de cliente.',
  confirmRenew: 'Confirmar renovación',
  renewing: 'Renovando…',
  renewFailed: 'No se pudo renovar la venta. Por favor, intente de nuevo.',
  renewed: (expiry: string, price: string) =>
    `Venta renovada hasta el ${expiry}. Renovación de ${price} registrada.`,
  shown: (shown: number, total: number) => `${shown} de ${total} ventas`,
  more: 'Ver más',
  loadingMore: 'Cargando…',
  moreFailed: 'No se pudieron cargar más ventas.',
} as const;
