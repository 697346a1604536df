/** GET /api/accounts/export?…&format: the accounts the filters show, as .xlsx or .csv (Exportar hands it its filters). */
export const accountsExportPath = '/api/accounts/export';
