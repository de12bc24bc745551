import { openDatabase, prepareDatabase } from '@balcao/sandbox';
const at = new Date(process.argv[2]!);
const db = await openDatabase({ inMemory: true });
try { await prepareDatabase(db, { clockAt: at }); console.log('ok', at.toISOString()); }
catch (e) { console.log('FAIL', at.toISOString(), (e as Error).message, (e as Error).stack?.split('\n').slice(1,5).join(' | ')); }
await db.close();
