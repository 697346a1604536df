/** GET /api/movements/export?…&format: the movements the filters show, as .xlsx or .csv (Exportar hands it its filters). */
export const movementsExportPath = '/api/movements/export';
