/** GET /api/clients/export?…&format: the clients the search shows, as .xlsx or .csv (Exportar hands it its filters). */
export const clientsExportPath = '/api/clients/export';
