import { openDatabase, prepareDatabase } from '@balcao/sandbox';
const instants = process.argv.slice(2);
for (const i of instants) {
  const db = await openDatabase({ inMemory: true });
  try { await prepareDatabase(db, { clockAt: new Date(i) }); console.log('ok', i); }
  catch (e) { console.log('FAIL', i, (e as Error).message, (e as Error).stack?.split('\n').slice(1,3).join(' | ')); }
  await db.close();
}
