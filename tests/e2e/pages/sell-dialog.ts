import type { Locator, Page } from '@playwright/test';

/** Vender (Clientes, Cuentas, Nuevo Cliente › Guardar y vender): a plan or a combo sold to a client. */
export class SellDialog {
  readonly root: Locator;

  /** `client`: the client the dialog was opened for (its title names them); none from Cuentas. */
  constructor(
    readonly page: Page,
    client?: string,
  ) {
    this.root = page.getByRole('dialog', { name: client ? `Vender a ${client}` : 'Vender' });
  }

  /** "Servicio", or "Servicio o combo" once the shop has an active combo. */
  readonly service = () => this.root.getByLabel(/^Servicio( o combo)?$/);
  readonly plan = () => this.root.getByLabel('Plan', { exact: true });
  readonly planSummary = () => this.root.getByTestId('sell-plan-summary');
  readonly comboSummary = () => this.root.getByTestId('sell-combo-summary');
  readonly price = () => this.root.getByLabel('Precio (COP)');
  readonly pin = () => this.root.getByLabel('PIN (opcional)');
  readonly alert = () => this.root.getByRole('alert');
  readonly sellButton = () => this.root.getByRole('button', { name: 'Vender', exact: true });
  /** The access information shown (and copied) once the sale is made. */
  readonly accessInfo = () => this.root.getByLabel('Información de acceso');
  readonly whatsapp = () => this.root.getByRole('button', { name: 'Enviar por WhatsApp' });

  /** Searches the client by name or phone and picks the one whose button names `client`. */
  async chooseClient(search: string, client: string = search) {
    await this.root.getByLabel('Buscar cliente por nombre o teléfono').fill(search);
    await this.root.getByRole('button', { name: new RegExp(client) }).click();
  }

  async chooseService(name: string) {
    await this.service().selectOption({ label: name });
  }

  /** A combo is chosen in the same select, under its Combos group. */
  async chooseCombo(name: string) {
    await this.service().selectOption({ label: name });
  }

  async sell() {
    await this.sellButton().click();
  }

  async close() {
    await this.root.getByRole('button', { name: 'Cerrar' }).last().click();
  }
}
