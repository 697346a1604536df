import type { Locator, Page } from '@playwright/test';

/** Pagado / Fiado in a sale's form (Asignar, Renovar, Nuevo Movimiento), and its balance line. */
export class SalePaymentChoice {
  constructor(readonly root: Locator) {}

  readonly group = () => this.root.getByRole('group', { name: 'Pago', exact: true });
  readonly paid = () => this.group().getByRole('radio', { name: 'Pagado' });
  readonly onCredit = () => this.group().getByRole('radio', { name: 'Fiado' });
  readonly balance = () => this.root.getByTestId('client-balance');
  readonly override = () => this.root.getByRole('checkbox', { name: 'Autorizar por encima del cupo' });
}

/** Registrar abono: money a client paid. */
export class RegisterPaymentDialog {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('dialog', { name: 'Registrar abono' });
  }

  readonly amount = () => this.root.getByLabel('Monto (COP)');
  readonly method = () => this.root.getByLabel('Medio de pago');
  readonly reference = () => this.root.getByLabel('Referencia');
  readonly date = () => this.root.getByLabel('Fecha');
  readonly note = () => this.root.getByLabel('Nota');
  readonly balance = () => this.root.getByTestId('client-balance');
  readonly alert = () => this.root.getByRole('alert');

  async submit() {
    await this.root.getByRole('button', { name: 'Registrar abono' }).click();
  }
}

/** A client's abonos, with Anular. */
export class ClientPaymentsDialog {
  readonly root: Locator;

  constructor(
    readonly page: Page,
    client: string,
  ) {
    this.root = page.getByRole('dialog', { name: `Abonos de ${client}` });
  }

  readonly rows = () => this.root.getByTestId('payment-row');
}
