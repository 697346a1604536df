// The client types, in a module without zod: the screens read them without loading the API's
// schemas (schemas/clients.ts re-exports them; decision 037).

export const CLIENT_TYPES = ['cliente', 'revendedor'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];
export const CLIENT_TYPE_LABELS: Record<ClientType, string> = {
  cliente: 'Cliente',
  revendedor: 'Revendedor',
};
