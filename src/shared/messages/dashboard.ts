// Panel de Control and the totals.
// What the API answers (…Messages) beside what the screens show (…Ui), worded exactly as the
// specification has them; texts it does not give are ours, in the same register.

export const dashboardMessages = {
  loadFailed: 'Error al cargar el panel de control. Por favor, intente de nuevo.',
} as const;

export const totalsMessages = {
  loadFailed: 'Error al cargar los totales. Por favor, intente de nuevo.',
} as const;

export const dashboardUi = {
  greeting: (name: string) => `Hola, ${name}`,
  subtitle: 'Este es el resumen de tu negocio.',
  totalsTitle: 'Totales',
  totals: {
    clients: 'Clientes',
    services: 'Servicios',
    accounts: 'Cuentas',
    movements: 'Movimientos',
  },
  quickActionsTitle: 'Acciones rápidas',
  quickActions: {
    newClient: 'Nuevo Cliente',
    newService: 'Nuevo Servicio',
    newAccount: 'Nueva Cuenta',
    viewMovements: 'Ver Movimientos',
  },
  activity: {
    title: 'Actividad reciente',
    description: 'Los últimos movimientos y perfiles asignados.',
    descriptionNoMoney: 'Los últimos perfiles asignados.',
    empty: 'Aún no hay actividad',
    emptyBody: 'Aquí verás las ventas, renovaciones y perfiles asignados en cuanto ocurran.',
    assignment: (service: string) => `Perfil asignado · ${service}`,
    movement: (type: string, service: string | null) => (service ? `${type} · ${service}` : type),
    profileFor: (profile: string | null, client: string | null) =>
      [profile, client ? `para ${client}` : null].filter(Boolean).join(' ') || 'Perfil',
    noClient: 'Sin cliente',
    by: (name: string) => `por ${name}`,
    bySystem: 'por el sistema',
  },
  movementTypes: { venta: 'Venta', renovacion: 'Renovación', cancelacion: 'Cancelación' },
  income: {
    title: 'Ingresos de los últimos 12 meses',
    description: 'Vendido (ventas y renovaciones menos cancelaciones) y cobrado, mes a mes.',
    empty: 'Aún no hay ingresos',
    emptyBody: 'El gráfico aparecerá cuando registres la primera venta.',
    summary: (total: string, best: string, bestIncome: string, current: string) =>
      `En los últimos 12 meses ingresaron ${total}. El mejor mes fue ${best} con ${bestIncome}; este mes van ${current}.`,
    month: 'Mes',
    sales: 'Ventas',
    income: 'Ingresos',
    sold: 'Vendido',
    collected: 'Cobrado',
    legend: 'Barras: vendido (primero) y cobrado (segundo) de cada mes.',
    thisMonth: (sold: string, collected: string, outstanding: string) =>
      `Este mes: vendido ${sold}, cobrado ${collected}, por cobrar ${outstanding}.`,
  },
  byService: {
    title: 'Este mes por servicio',
    description: 'Ventas e ingresos de cada servicio en el mes en curso.',
    empty: 'Sin ventas este mes',
    emptyBody: 'Cuando vendas o renueves un perfil este mes, lo verás aquí por servicio.',
    service: 'Servicio',
    sales: 'Ventas',
    income: 'Ingresos',
    total: 'Total',
    noService: 'Sin servicio',
  },
  byPlan: {
    title: 'Este mes por plan',
    description: 'Ventas e ingresos de cada plan (27 días, 3 meses, cuenta completa…) en el mes en curso.',
    empty: 'Sin ventas por plan este mes',
    emptyBody: 'Cuando vendas o renueves con un plan este mes, lo verás aquí.',
    plan: 'Plan',
    sales: 'Ventas',
    income: 'Ingresos',
  },
  byCombo: {
    title: 'Este mes por combo',
    description: 'Ventas e ingresos de cada combo (Netflix + Disney+…) en el mes en curso.',
    empty: 'Sin ventas de combos este mes',
    emptyBody: 'Cuando vendas o renueves un combo este mes, lo verás aquí.',
    combo: 'Combo',
    sales: 'Ventas',
    income: 'Ingresos',
  },
  margin: {
    title: 'Margen del mes',
    description: 'Ingresos de este mes frente a lo que cuestan las cuentas al proveedor.',
    chartTop: (count: number) => `En la gráfica, los ${count} servicios con más ingresos; abajo, todos.`,
    empty: 'Sin costos de proveedor',
    emptyBody:
      'Escribe el costo del proveedor en tus cuentas (Editar Cuenta) para ver aquí cuánto te queda de cada servicio.',
    service: 'Servicio',
    income: 'Ingresos',
    providerCost: 'Costo',
    margin: 'Margen',
    total: 'Total',
    legendIncome: 'Ingresos',
    legendCost: 'Costo proveedor',
    summary: (income: string, cost: string, margin: string) =>
      `Este mes ingresaron ${income} y las cuentas cuestan ${cost} al proveedor: el margen es ${margin}.`,
  },
  expiry: {
    title: 'Vencimientos',
    description: (days: number) => `Perfiles vencidos y por vencer en los próximos ${days} días.`,
    empty: 'Todo al día',
    emptyBody: 'Ningún perfil vencido o por vencer y ningún proveedor por pagar.',
    expired: (profiles: number, accounts: number) =>
      `${profiles} ${profiles === 1 ? 'perfil vencido' : 'perfiles vencidos'} en ${accounts} ${accounts === 1 ? 'cuenta' : 'cuentas'}`,
    expiring: (profiles: number, accounts: number) =>
      `${profiles} ${profiles === 1 ? 'perfil vence' : 'perfiles vencen'} esta semana en ${accounts} ${accounts === 1 ? 'cuenta' : 'cuentas'}`,
    providerDue: (accounts: number) =>
      `${accounts} ${accounts === 1 ? 'cuenta' : 'cuentas'} con pago al proveedor pendiente`,
    see: 'Ver en Cuentas',
    dueOn: (date: string) => `vence el ${date}`,
    noDate: 'sin fecha',
  },
} as const;
