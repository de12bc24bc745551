// `npm start`: installs what is missing, builds the app and serves everything on one port. Flags go
// through to the sandbox: `npm start -- --reset`, `npm start -- --scale 1000000` (apps/sandbox/src/main.ts).
import { ensureBuilds, ensureDependencies, run, say } from './lib/bootstrap.mjs';

ensureDependencies();
ensureBuilds();
const port = process.env.PORT ?? '4010';
say(`iniciando sandbox, gateways e app em http://${process.env.HOST || '127.0.0.1'}:${port}`);
run(process.execPath, ['--import', 'tsx', 'apps/sandbox/src/main.ts', ...process.argv.slice(2)]);
