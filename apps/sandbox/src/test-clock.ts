/**
 * The instant the sandbox clock of every test starts from, so that no test depends on the machine's date:
 * the seed is written relative to it, and each test file starts its clock a little after it (past the
 * seed's own writes). A Wednesday at noon in São Paulo, far from a day, month or holiday boundary, so a
 * test file that runs for minutes stays on one business day. `BALCAO_TEST_NOW` moves it: CI runs the
 * suites again with the machine's date (faketime) and this instant at dates that are hard for date code.
 */
const DEFAULT_TEST_CLOCK_START = '2026-11-25T15:00:00.000Z';

/** Real minutes between the seed's clock and a test file's: more than any seed takes on a busy machine. */
const AFTER_THE_SEED_MS = 10 * 60_000;

export function testClockStart(): Date {
  const configured = process.env.BALCAO_TEST_NOW;
  const instant = new Date(configured || DEFAULT_TEST_CLOCK_START);
  if (Number.isNaN(instant.getTime())) throw new Error(`BALCAO_TEST_NOW inválido: ${configured}`);
  return instant;
}

/** Where a test file's sandbox clock starts (it flows from there in real time). */
export function testFileClockStart(): Date {
  return new Date(testClockStart().getTime() + AFTER_THE_SEED_MS);
}
