/** Bundles the server and its migrations into `outDir` (see build-server.mjs). */
export function buildServer(options: { outDir: string }): Promise<void>;
