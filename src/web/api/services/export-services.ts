/** GET /api/services/export?…&format: the services the search shows, as .xlsx or .csv (Exportar hands it its filters). */
export const servicesExportPath = '/api/services/export';
