import type { PaymentMethod, PaymentMethodInput } from '#shared/schemas/payments';

export type MoveDirection = 'up' | 'down';

/**
 * The save that moves a method one place up or down in the list as shown: the whole method with
 * its new place as `position` (the server renumbers the rest). Null at either end of the list.
 */
export function moveRequest(
  methods: readonly PaymentMethod[],
  id: number,
  direction: MoveDirection,
): { id: number; values: PaymentMethodInput } | null {
  const index = methods.findIndex((method) => method.id === id);
  const to = direction === 'up' ? index - 1 : index + 1;
  const method = methods[index];
  if (!method || to < 0 || to >= methods.length) return null;
  const { id: _id, position: _position, ...fields } = method;
  return { id, values: { ...fields, position: to } };
}
