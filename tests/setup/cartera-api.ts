import { businessToday } from '#shared/domain/business-time';
import type { TestApp, TestClient } from './test-app';

// Small helpers of the cartera tests (issue 24): clients, sales and payments through the API.

export const todayOf = (t: TestApp) => businessToday(t.clock.now(), t.config.TZ_APP);

export async function newClient(
  c: TestClient,
  body: {
    name: string;
    type?: 'cliente' | 'revendedor';
    paymentTerms?: 'contado' | 'credito';
    creditLimit?: number | null;
    creditDays?: number;
  },
) {
  const response = await c.post('/api/clients', body);
  if (response.statusCode !== 201) throw new Error(`client: ${response.statusCode} ${response.body}`);
  return response.json().client as { id: number; name: string };
}

export interface SaleBody {
  clientId?: number | null;
  amount: number;
  date: string;
  type?: 'venta' | 'renovacion' | 'cancelacion';
  paymentStatus?: 'pagado' | 'pendiente';
  overrideCreditLimit?: boolean;
  cancelsMovementId?: number | null;
}

export const saleRequest = (c: TestClient, body: SaleBody) =>
  c.post('/api/movements', { type: 'venta', clientId: null, ...body });

export async function sale(c: TestClient, body: SaleBody) {
  const response = await saleRequest(c, body);
  if (response.statusCode !== 201) throw new Error(`sale: ${response.statusCode} ${response.body}`);
  return response.json().movement as {
    id: number;
    paymentStatus: string;
    paidAmount: number;
    dueDate: string | null;
    amount: number;
  };
}

export async function pay(
  c: TestClient,
  body: { clientId: number; amount: number; date?: string; methodId?: number | null; reference?: string },
) {
  const response = await c.post('/api/payments', body);
  if (response.statusCode !== 201) throw new Error(`payment: ${response.statusCode} ${response.body}`);
  return response.json().payment as {
    id: number;
    amount: number;
    applied: number;
    applications: { movementId: number; amount: number }[];
  };
}

export async function balanceOf(c: TestClient, clientId: number) {
  const { client } = (await c.get(`/api/clients/${clientId}`)).json();
  return { owed: client.owed as number, credit: client.credit as number };
}

export async function movementOf(c: TestClient, id: number) {
  return (await c.get(`/api/movements/${id}`)).json().movement as {
    id: number;
    paymentStatus: string;
    paidAmount: number;
    dueDate: string | null;
    amount: number;
    clientId: number | null;
  };
}
