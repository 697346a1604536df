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
  otherKind: 'El plan elegido no es del mismo tipo que la venta (perfil o cuenta completa).',
  nothingHeld: 'La venta ya no tiene perfiles ocupados: véndelos de nuevo.',
  resultTooFar: 'La nueva fecha de vencimiento quedaría demasiado lejos.',
  /** The venta movement's description. */
  saleDescription: (plan: string, what: string) => `Venta ${plan}: ${what}`,
  renewalDescription: (plan: string, what: string) => `Renovación ${plan}: ${what}`,
  wholeAccount: (username: string) => `cuenta completa ${username}`,
  invalidPickPolicy: 'La política de asignación no es válida.',
} as const;
