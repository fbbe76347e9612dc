import { startProductionServer } from './server.ts';

/** Starts one production server for the whole run; tests reach it through `baseURL`. */
export default async function globalSetup() {
  const server = await startProductionServer();
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DATA_DIR = server.dataDir;
  return () => server.stop();
}
