import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AuditAction, AuditEntity } from '#shared/domain/audit';

// Timestamps are ISO-8601 UTC strings on SQLite and timestamptz on PostgreSQL (read back as Date);
// repositories convert them with toIso(). Calendar dates are YYYY-MM-DD strings on both.
// Booleans are 0/1 integers on both databases: better-sqlite3 cannot bind JS booleans.
type Timestamp = ColumnType<string | Date, string, string>;
type Flag = ColumnType<number, number | undefined, number>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  username_key: string;
  password_hash: string;
  full_name: string | null;
  email: string | null;
  role: 'admin' | 'user';
  expiry_date: string | null;
  last_login: Timestamp | null;
  profile_image: string | null;
  can_access_tienda: Flag;
  can_access_movimientos: Flag;
  can_access_dashboard: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** API tokens (issue 28, docs/decisions/043): only the secret's hash is kept. */
export interface ApiTokensTable {
  id: Generated<number>;
  name: string;
  token_hash: string;
  scope: 'lectura' | 'escritura';
  can_access_dashboard: Flag;
  can_access_movimientos: Flag;
  can_access_tienda: Flag;
  expiry_date: string | null;
  created_by: number;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  rate_window: Flag;
  rate_count: Flag;
}

/** Webhooks (issue 28, docs/decisions/049): the secret is sealed with the data key. */
export interface WebhooksTable {
  id: Generated<number>;
  url: string;
  /** Comma list of event names. */
  events: string;
  secret: string;
  active: Flag;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The webhooks' outbox: one event, its exact JSON body. */
export interface WebhookEventsTable {
  id: Generated<number>;
  uid: string;
  event: string;
  occurred_at: Timestamp;
  body: string;
}

export interface WebhookDeliveriesTable {
  id: Generated<number>;
  webhook_id: number;
  event_id: number;
  state: ColumnType<
    'pendiente' | 'entregado' | 'fallido',
    'pendiente' | undefined,
    'pendiente' | 'entregado' | 'fallido'
  >;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  lease_until: Timestamp | null;
  retry_until: Timestamp;
  last_status_code: number | null;
  last_error: string | null;
  last_attempt_at: Timestamp | null;
  delivered_at: Timestamp | null;
  created_at: Timestamp;
}

export interface WebhookAttemptsTable {
  id: Generated<number>;
  delivery_id: number;
  attempted_at: Timestamp;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  user_agent: string | null;
  ip: string | null;
}

export interface LoginAttemptsTable {
  key: string;
  failures: number;
  window_started_at: Timestamp;
  blocked_until: Timestamp | null;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  message: string;
  read: Flag;
  sender_id: number | null;
  sender_name: string | null;
  sender_username: string | null;
  /** An in-app path the notification opens (the morning summary's /dashboard/avisos), or null. */
  link: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

export interface ServicesTable {
  id: Generated<number>;
  name: string;
  name_key: string;
  url: string | null;
  price: number;
  max_profiles: number;
  image: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ClientsTable {
  id: Generated<number>;
  name: string;
  name_key: string;
  phone: string | null;
  type: 'cliente' | 'revendedor';
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Cartera (docs/decisions/036): the client's terms. credit_limit null means no limit. */
  payment_terms: ColumnType<'contado' | 'credito', 'contado' | 'credito' | undefined, 'contado' | 'credito'>;
  credit_limit: ColumnType<number | string | null, number | null | undefined, number | null>;
  credit_days: ColumnType<number, number | undefined, number>;
  /** Kept balance: what the pending sales owe, the saldo a favor, the oldest due date owed. */
  owed: ColumnType<number | string, number | undefined, number>;
  credit: ColumnType<number | string, number | undefined, number>;
  oldest_due_date: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 while the client owes and their oldest due date is before the business day (the cartera's order). */
  overdue: ColumnType<number, number | undefined, number>;
}

export interface AccountsTable {
  id: Generated<number>;
  service_id: number;
  username: string;
  /** Sealed (lib/credential-cipher); the repositories open it on every read. */
  password: string;
  observation: string | null;
  search_key: string;
  /** Unused: hiding is per staff member (account_hidden). */
  hidden: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Earliest expiry of the ocupado profiles, '9999-12-31' when none (kept with the profiles). */
  next_expiry: ColumnType<string, string | undefined, string>;
  free_count: ColumnType<number, number | undefined, number>;
  occupied_count: ColumnType<number, number | undefined, number>;
  provider_cost: number | null;
  provider_renewal_date: string | null;
}

export interface AccountHiddenTable {
  user_id: number;
  account_id: number;
  created_at: Timestamp;
}

export interface ProfilesTable {
  id: Generated<number>;
  account_id: number;
  position: number;
  name: string;
  status: 'libre' | 'ocupado' | 'expirado';
  client_id: number | null;
  /** Sealed like accounts.password. */
  pin: string | null;
  expiry_date: string | null;
  color: string | null;
  observations: string | null;
  custom_price: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Goes up by one on every write: the token of optimistic concurrency (decision 011). */
  version: ColumnType<number, number | undefined, number>;
  /** The sale that holds the profile now (docs/decisions/042); cleared when it leaves that sale. */
  sale_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The plan the holder pays (docs/decisions/042). */
  plan_id: ColumnType<number | null, number | null | undefined, number | null>; /**
   * The revendedor's own end client, written from their portal (docs/decisions/056); cleared when
   * the profile gets another client or is freed.
   */
  end_client_label: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface MovementsTable {
  id: Generated<number>;
  date: string;
  type: 'venta' | 'renovacion' | 'cancelacion';
  amount: number;
  client_id: number | null;
  client_name: string | null;
  service_id: number | null;
  service_name: string | null;
  profile_id: number | null;
  description: string | null;
  created_by: number | null;
  created_by_name: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** A sale's payment state (docs/decisions/036); 'anulado' is a sale a cancelación took back. */
  payment_status: ColumnType<MovementPaymentStatus, MovementPaymentStatus | undefined, MovementPaymentStatus>;
  due_date: ColumnType<string | null, string | null | undefined, string | null>;
  /** What has been applied to the sale; its whole amount when paid on the spot. */
  paid_amount: ColumnType<number | string, number | undefined, number>;
  /** The part paid on the spot (money received on the sale's date); 0 for a fiada sale. */
  paid_at_sale: ColumnType<number | string, number | undefined, number>;
  /** On a cancelación: the sale it takes back, when it names one. */
  cancels_movement_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The plan the sale or renewal was made by, when it named one (docs/decisions/039). */
  plan_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The combo a venta or renovación sold; a cancelación's is its sale's (docs/decisions/047). */
  combo_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** What a shop sells of a service (docs/decisions/039): days or calendar months, never both. */
export interface ServicePlansTable {
  id: Generated<number>;
  service_id: number;
  name: string;
  duration_days: number | null;
  duration_months: number | null;
  price: number;
  reseller_price: number;
  kind: 'perfil' | 'cuenta_completa';
  active: Flag;
  position: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One act of selling to a client (docs/decisions/042): what it occupied is in sale_profiles. */
export interface SalesTable {
  id: Generated<number>;
  client_id: number | null;
  client_name: string;
  kind: 'perfil' | 'cuenta_completa' | 'combo';
  plan_id: number | null;
  plan_name: string;
  account_id: number | null;
  price: number;
  movement_id: number | null;
  note: string | null;
  created_by: number | null;
  /** The combo a 'combo' sale sold (docs/decisions/044). */
  combo_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SaleProfilesTable {
  sale_id: number;
  profile_id: number;
  service_id: number | null;
  plan_id: number | null;
  /** The profile's share of the sale's price, in whole pesos (the shares add up to the price). */
  amount: number;
}

/** Per period, type and plan: the movements naming a plan, counted and summed (decision 042). */
export interface MovementPlanTotalsTable {
  period: string;
  type: string;
  plan_id: number;
  movements: number;
  amount: number | string;
}

/** Per period, type and combo: the movements naming a combo, counted and summed (decision 047). */
export interface MovementComboTotalsTable {
  period: string;
  type: string;
  combo_id: number;
  movements: number;
  amount: number | string;
}

/** A combo (docs/decisions/044): two or more perfil plans of different services, sold as one. */
export interface CombosTable {
  id: Generated<number>;
  name: string;
  price: number;
  reseller_price: number;
  active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ComboPlansTable {
  combo_id: number;
  plan_id: number;
  position: number;
}

/**
 * A movement's amount split by service for the stats (docs/decisions/044): the share triggers
 * move each share from the movement's own key in movement_service_totals to its service's.
 */
export interface MovementSharesTable {
  movement_id: number;
  position: number;
  date: string;
  type: 'venta' | 'renovacion' | 'cancelacion';
  service_id: number | null;
  service_name: string | null;
  weight: number;
  movements: number;
  amount: number;
  from_service_id: number;
  from_service_name: string;
}

export type MovementPaymentStatus = 'pagado' | 'pendiente' | 'anulado';

export interface PaymentMethodsTable {
  id: Generated<number>;
  kind: 'nequi' | 'daviplata' | 'breb' | 'banco' | 'efectivo' | 'otro';
  name: string;
  holder: string | null;
  number: string | null;
  note: string | null;
  active: Flag;
  position: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Money received (abono) or a credit note; never deleted, a void stamps voided_at. */
export interface PaymentsTable {
  id: Generated<number>;
  client_id: number | null;
  client_name: string;
  origin: ColumnType<
    'abono' | 'nota_credito',
    'abono' | 'nota_credito' | undefined,
    'abono' | 'nota_credito'
  >;
  amount: number | string;
  /** Kept: the sum of its applications. amount - applied is saldo a favor while not voided. */
  applied: ColumnType<number | string, number | undefined, number>;
  method_id: number | null;
  method_name: string | null;
  method_kind: string | null;
  reference: string | null;
  date: string;
  note: string | null;
  /** A credit note's cancelled sale. */
  source_movement_id: ColumnType<number | null, number | null | undefined, number | null>;
  voided_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
  void_reason: ColumnType<string | null, string | null | undefined, string | null>;
  voided_by: ColumnType<number | null, number | null | undefined, number | null>;
  voided_by_name: ColumnType<string | null, string | null | undefined, string | null>;
  created_by: number | null;
  created_by_name: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PaymentApplicationsTable {
  id: Generated<number>;
  payment_id: number;
  movement_id: number;
  amount: number | string;
  created_at: Timestamp;
}

/** What pending sales owe per due date (kept with the sales and payments). */
export interface ReceivableDueTotalsTable {
  due_date: string;
  owed: number | string;
}

/** One profile's term: the date its holder was due and how it ended (docs/decisions/038). */
export interface RenewalOutcomesTable {
  id: Generated<number>;
  /** null once the profile is deleted: its terms stay in the report. */
  profile_id: number | null;
  service_id: number;
  client_id: number | null;
  due_date: string;
  price: number | string;
  opened_at: Timestamp;
  renewed_movement_id: number | null;
  renewed_at: Timestamp | null;
  renewed_by: number | null;
  amount: ColumnType<number | string, number | undefined, number>;
  reminded_log_id: number | null;
  reminded_at: Timestamp | null;
  reminded_by: number | null;
  /** 1 when the renewal came within 7 days of the reminder. */
  reminder_worked: ColumnType<number, number | undefined, number>;
}

/** A kept sum: 0 unless given. */
type Figure = ColumnType<number | string, number | undefined, number>;

/** renewal_outcomes added up per due date, service and staff member (0: nobody). */
export interface RenewalOutcomeTotalsTable {
  due_date: string;
  service_id: number;
  staff_id: number;
  due: Figure;
  renewed: Figure;
  renewed_amount: Figure;
  open_amount: Figure;
  reminded: Figure;
  reminded_renewed: Figure;
  unreminded_renewed: Figure;
}

/** renewal_outcome_totals per month ('YYYY-MM'). */
export interface RenewalOutcomeMonthTotalsTable {
  month: string;
  service_id: number;
  staff_id: number;
  due: Figure;
  renewed: Figure;
  renewed_amount: Figure;
  open_amount: Figure;
  reminded: Figure;
  reminded_renewed: Figure;
  unreminded_renewed: Figure;
}

/**
 * Movement sums kept by triggers (migration 20261129000000, docs/decisions/024). `period` is a
 * month 'YYYY-MM', a year 'YYYY' or '' for all time; id 0 and name '' stand for none.
 */
export interface MovementServiceTotalsTable {
  period: string;
  type: 'venta' | 'renovacion' | 'cancelacion';
  service_id: number;
  service_name: string;
  movements: number;
  amount: number | string;
  /** Paid on the spot (paid_at_sale) and still owed by pendiente sales (migration 20261130000802). */
  collected: ColumnType<number | string, number | undefined, number>;
  owed: ColumnType<number | string, number | undefined, number>;
}

/** Live abonos per period and medio de pago (id 0 and name '' for none), kept by triggers. */
export interface PaymentTotalsTable {
  period: string;
  method_id: number;
  method_name: string;
  payments: number;
  amount: number | string;
}

/** Per client; `type` '' holds every type together (the stats without a type filter). */
export interface MovementClientTotalsTable {
  period: string;
  type: '' | 'venta' | 'renovacion' | 'cancelacion';
  client_id: number;
  client_name: string;
  movements: number;
  sales: number;
  income: number | string;
}

export interface UploadedFilesTable {
  id: string;
  user_id: number | null;
  content_type: string;
  size: number;
  data: Buffer;
  created_at: Timestamp;
}

export interface MessageTemplatesTable {
  id: Generated<number>;
  scope: 'service' | 'whatsapp' | 'access';
  scope_key: string;
  /** Set exactly for scope 'service': the template goes with its service. */
  service_id: number | null;
  body: string;
  updated_by: number | null;
  updated_at: Timestamp;
}

export interface NotificationLogTable {
  id: Generated<number>;
  client_id: number;
  type: 'expirado' | 'renovaciones' | 'cambio_contraseña' | 'garantia';
  outcome: 'enviado' | 'omitido';
  user_id: number | null;
  user_name: string | null;
  created_at: Timestamp;
}

export interface NotificationLogProfilesTable {
  log_id: number;
  profile_id: number;
}

export interface ScheduledJobRunsTable {
  job: string;
  /** The period the run is for: the business date (YYYY-MM-DD) for a daily job. */
  period: string;
  /** Which instance holds the claim (host and process id), for an operator reading the table. */
  claimed_by: string;
  attempts: ColumnType<number, number | undefined, number>;
  started_at: Timestamp;
  lease_until: Timestamp;
  finished_at: Timestamp | null;
  error: string | null;
}

/** The shop's settings: one row, id 1, a column per setting (docs/decisions/040). */
export interface ShopSettingsTable {
  id: number;
  /** Days after a profile's expiry it stays held and renews from the old date (0 to 30). */
  grace_days: ColumnType<number, number | undefined, number>;
  /** 'menos_libres' or 'renovacion_lejana' (docs/decisions/042). */
  sale_pick_policy: ColumnType<string, string | undefined, string>;
  updated_at: Timestamp | null;
  /** 1: the client portal shows access details behind "Ver accesos" (docs/decisions/051). */
  portal_shows_access: Flag;
  /** Days a new portal link lasts (1 to 365). */
  portal_link_days: ColumnType<number, number | undefined, number>;
  /** The portal page's theme (shared/domain/themes). */
  portal_theme: ColumnType<string, string | undefined, string>;
  /** Sending hours (HH:MM, TZ_APP) of send runs (docs/decisions/052). */
  sending_hours_start: ColumnType<string, string | undefined, string>;
  sending_hours_end: ColumnType<string, string | undefined, string>;
}

/** A client's private portal link (issue 27, docs/decisions/051): only the token's SHA-256. */
export interface PortalLinksTable {
  id: Generated<number>;
  client_id: number;
  token_hash: string;
  created_by: number | null;
  created_by_name: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  last_opened_at: Timestamp | null;
}

/** A payment a client reported from their portal (issue 27 item 4, docs/decisions/055). */
export interface PaymentReportsTable {
  id: Generated<number>;
  client_id: number;
  portal_link_id: number | null;
  amount: number | string;
  method_id: number | null;
  method_name: string | null;
  reference: string | null;
  note: string | null;
  /** JSON array of the profile ids the client asked to renew. */
  renew_profile_ids: ColumnType<string, string | undefined, string>;
  image_type: string | null;
  image_data: Buffer | null;
  ip: string;
  status: ColumnType<
    PaymentReportStatusValue,
    PaymentReportStatusValue | undefined,
    PaymentReportStatusValue
  >;
  reject_reason: ColumnType<string | null, string | null | undefined, string | null>;
  payment_id: ColumnType<number | null, number | null | undefined, number | null>;
  decided_by: ColumnType<number | null, number | null | undefined, number | null>;
  decided_by_name: ColumnType<string | null, string | null | undefined, string | null>;
  decided_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}
type PaymentReportStatusValue = 'pendiente' | 'confirmado' | 'rechazado';

/** Portal requests per address and minute, shared by every instance (docs/decisions/051). */
export interface PortalThrottleTable {
  key: string;
  minute: number;
  count: number;
}

/** A known text sealed with the data key, opened at start to prove the key (decision 017). */
export interface DataKeyCheckTable {
  id: number;
  canary: string;
  updated_at: Timestamp;
}

/** One change to an entity, as the audit trail keeps it (docs/decisions/023). */
export interface AuditLogTable {
  id: Generated<number>;
  created_at: Timestamp;
  /** The business date (TZ_APP) of created_at: the period filters' column. */
  day: string;
  user_id: number | null;
  user_name: string | null;
  entity: AuditEntity;
  entity_id: number | null;
  entity_label: string | null;
  action: AuditAction;
  account_id: number | null;
  client_id: number | null;
  /** JSON array of AuditChange, secrets already masked. */
  changes: ColumnType<string, string | undefined, string>;
  note: string | null;
  /** The incident (docs/decisions/050) that wrote the line, or its undo. */
  incident_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The Revisión de datos fix (docs/decisions/053) that wrote the line. */
  integrity_fix_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One applied fix of the Revisión de datos (issue 26 item 4, docs/decisions/053). */
export interface IntegrityFixesTable {
  id: Generated<number>;
  kind: string;
  changes_count: number;
  created_by: number | null;
  created_by_name: string | null;
  created_at: Timestamp;
}

/** An outage compensated with days (issue 26, docs/decisions/050). */
export interface IncidentsTable {
  id: Generated<number>;
  reason: string;
  days: number;
  scope_kind: 'accounts' | 'service' | 'provider_date';
  service_id: number | null;
  service_name: string | null;
  provider_renewal_date: string | null;
  accounts_count: number;
  profiles_count: number;
  clients_count: number;
  created_by: number | null;
  created_by_name: string | null;
  created_at: Timestamp;
  undone_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
  undone_by: ColumnType<number | null, number | null | undefined, number | null>;
  undone_by_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** How many profiles the undo left alone (they had changed since). */
  undo_skipped: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A profile an incident moved: its holder and both dates, what the undo checks. */
export interface IncidentProfilesTable {
  incident_id: number;
  profile_id: number;
  account_id: number;
  client_id: number;
  previous_expiry: string;
  new_expiry: string;
  /** 1 once the undo took the days back from it. */
  undone: Flag;
}

/** The compensación message owed to each client of an incident, until sent or skipped. */
export interface IncidentClientsTable {
  incident_id: number;
  client_id: number;
  outcome: ColumnType<
    'enviado' | 'omitido' | null,
    'enviado' | 'omitido' | null | undefined,
    'enviado' | 'omitido' | null
  >;
  notified_by: ColumnType<number | null, number | null | undefined, number | null>;
  notified_by_name: ColumnType<string | null, string | null | undefined, string | null>;
  notified_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
}

/** A batch of WhatsApp messages staff members work through together (docs/decisions/052). */
export interface SendRunsTable {
  id: Generated<number>;
  source: 'avisos' | 'incident' | 'clients';
  window_days: number | null;
  incident_id: number | null;
  /** The message type; null: each client's suggested reminder type. */
  type: string | null;
  skip_messaged_today: Flag;
  status: 'active' | 'paused' | 'stopped' | 'done';
  total: number;
  created_by: number | null;
  created_by_name: string;
  created_at: Timestamp;
  started_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
  finished_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
}

/** One client of a send run, handed out once (docs/decisions/052). */
export interface SendRunItemsTable {
  id: Generated<number>;
  run_id: number;
  client_id: number;
  position: number;
  status: 'pending' | 'claimed' | 'sent' | 'skipped' | 'failed';
  skip_reason: ColumnType<string | null, string | null | undefined, string | null>;
  type: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON array of the profile ids the message was about, set when handed out. */
  profile_ids: ColumnType<string | null, string | null | undefined, string | null>;
  claimed_by: ColumnType<number | null, number | null | undefined, number | null>;
  claimed_by_name: ColumnType<string | null, string | null | undefined, string | null>;
  claimed_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
  finished_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  api_tokens: ApiTokensTable;
  webhooks: WebhooksTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  login_attempts: LoginAttemptsTable;
  notifications: NotificationsTable;
  services: ServicesTable;
  service_plans: ServicePlansTable;
  sales: SalesTable;
  movement_plan_totals: MovementPlanTotalsTable;
  sale_profiles: SaleProfilesTable;
  combos: CombosTable;
  combo_plans: ComboPlansTable;
  movement_shares: MovementSharesTable;
  movement_combo_totals: MovementComboTotalsTable;
  clients: ClientsTable;
  accounts: AccountsTable;
  profiles: ProfilesTable;
  account_hidden: AccountHiddenTable;
  movements: MovementsTable;
  movement_service_totals: MovementServiceTotalsTable;
  movement_client_totals: MovementClientTotalsTable;
  uploaded_files: UploadedFilesTable;
  message_templates: MessageTemplatesTable;
  notification_log: NotificationLogTable;
  notification_log_profiles: NotificationLogProfilesTable;
  scheduled_job_runs: ScheduledJobRunsTable;
  shop_settings: ShopSettingsTable;
  data_key_check: DataKeyCheckTable;
  audit_log: AuditLogTable;
  portal_links: PortalLinksTable;
  portal_throttle: PortalThrottleTable;
  payment_reports: PaymentReportsTable;
  incidents: IncidentsTable;
  incident_profiles: IncidentProfilesTable;
  incident_clients: IncidentClientsTable;
  send_runs: SendRunsTable;
  send_run_items: SendRunItemsTable;
  integrity_fixes: IntegrityFixesTable;
  payment_methods: PaymentMethodsTable;
  payments: PaymentsTable;
  payment_applications: PaymentApplicationsTable;
  receivable_due_totals: ReceivableDueTotalsTable;
  payment_totals: PaymentTotalsTable;
  renewal_outcomes: RenewalOutcomesTable;
  renewal_outcome_totals: RenewalOutcomeTotalsTable;
  renewal_outcome_month_totals: RenewalOutcomeMonthTotalsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type NotificationRow = Selectable<NotificationsTable>;
