// Vender de nuevo for a released client (issue 25, item 6; docs/decisions/040), in Clientes.

export const sellAgainUi = {
  title: 'Vender de nuevo',
  released: (label: string, date: string) => `Se liberó ${label} el ${date}.`,
  previousFree: (profile: string) => `Su perfil anterior sigue libre: ${profile}.`,
  otherFree: (profile: string) =>
    `Su perfil anterior ya no está libre. Otro libre del mismo servicio: ${profile}.`,
  noneFree: (service: string) => `No queda ningún perfil libre de ${service}.`,
  sell: 'Vender de nuevo',
  loadFailed: 'No se pudo buscar un perfil para venderle de nuevo.',
} as const;
