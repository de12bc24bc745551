import type { payment } from '@balcao/client';
import { addDays, businessToday } from '@balcao/domain/dates';
import { formatAmount } from '@balcao/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  createTestSandbox,
  jsonBody,
  OTHER_ADMIN,
  refusal,
  type SandboxOutbox,
  statusOf,
  type TestSandbox,
} from '../../test-support';
import { REPORT_HEADER } from '../charges/report';
import { parseCsv } from '../shared/csv-parse';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const MANAGER = 'gerente@demo.balcao.dev';

type ReportRequest = payment.operations['sendChargeReport']['requestBody']['content']['application/json'];
const report = async (body: ReportRequest, email = ADMIN) =>
  (await s.clients(email)).payment.POST('/sellers/send-charge-report', { body });
const panel = async (email: string, size: number) =>
  (await (await s.clients(email)).core.GET('/notification-panel', { params: { query: { size } } })).data!;
// The sandbox's outbox and its files are no contract operations: raw calls.
const outbox = async (to: string) =>
  jsonBody<SandboxOutbox>(
    await s.call({ method: 'GET', url: `/_sandbox/outbox?format=json&to=${encodeURIComponent(to)}` }),
  ).emails;
const download = async (url: string) =>
  (await s.app.inject({ method: 'GET', url: new URL(url).pathname })).rawPayload;
const counts = async () =>
  (
    await s.db.query<{ emails: number; notifications: number }>(
      `SELECT (SELECT count(*)::int FROM outbox_emails) AS emails, (SELECT count(*)::int FROM notifications) AS notifications`,
    )
  )[0]!;
async function chargesDue(email: string, from: string, to: string) {
  return s.db.query<{ id: string; amount_cents: string }>(
    `SELECT c.id, c.amount_cents::text FROM charges c JOIN users u ON u.seller_id = c.seller_id AND u.email = $1
      WHERE c.expiration_date BETWEEN $2 AND $3 ORDER BY c.expiration_date, c.id`,
    [email, from, to],
  );
}

describe('POST /sellers/send-charge-report', () => {
  it('mails a CSV of the period’s charges and notifies whoever asked', async () => {
    const today = businessToday(s.clock.now());
    const from = addDays(today, -45);
    const to = addDays(today, -15);
    const expected = await chargesDue(ADMIN, from, to);
    const { response, data } = await report({
      expirationDateInitial: from,
      expirationDateFinal: to,
      email: 'Contas@Loja.com.br',
    });
    expect(response.status).toBe(202);
    expect(data).toEqual({
      message: 'Relatório gerado com sucesso. Será enviado para o email informado.',
      totalElements: expected.length,
    });

    const mail = (await outbox('contas@loja.com.br'))[0]!;
    expect(mail.attachments).toHaveLength(1);
    const file = mail.attachments[0]!;
    expect(file).toMatchObject({
      filename: `cobrancas_${from}_a_${to}.csv`,
      contentType: 'text/csv; charset=utf-8',
    });
    const bytes = await download(file.url);
    expect(bytes.length).toBe(file.size);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual(REPORT_HEADER);
    expect(rows).toHaveLength(expected.length + 1);
    expect(rows.slice(1).map((r) => r[0])).toEqual(expected.map((c) => c.id));
    for (const [k, r] of rows.slice(1).entries()) {
      expect(r).toHaveLength(REPORT_HEADER.length);
      expect(r[10]).toBe(formatAmount(Number(expected[k]!.amount_cents)));
      expect(r[8]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    }
    expect(text).toMatch(/Cartão de Crédito|Boleto/);
    expect(text).toMatch(/[áãçéêíóôú]/);

    const admin = await panel(ADMIN, 5);
    const ready = admin.content.find((n) => n.notificationPanelType === 'NOTIFICATION_REPORT_READY')!;
    const link = ready.variablesResponse.find((v) => v.name === 'downloadUrl')!.value;
    expect((await download(String(link))).equals(bytes)).toBe(true);
    const manager = await panel(MANAGER, 50);
    expect(manager.content.map((n) => n.notificationPanelType)).not.toContain('NOTIFICATION_REPORT_READY');
  });

  it('quotes fields with ; or quotes and keeps typed formulas as text', async () => {
    const [charge] = await s.db.query<{ id: string; expiration_date: string }>(
      `UPDATE charges SET title = '=SOMA(1;2) "já"', customer_name = 'Zoë; Conceição' WHERE id = (
         SELECT c.id FROM charges c JOIN users u ON u.seller_id = c.seller_id AND u.email = $1 ORDER BY c.id LIMIT 1)
       RETURNING id, expiration_date::text AS expiration_date`,
      [ADMIN],
    );
    const day = charge!.expiration_date;
    await report({ expirationDateInitial: day, expirationDateFinal: day, email: 'aspas@loja.com.br' });
    const mail = (await outbox('aspas@loja.com.br'))[0]!;
    const text = (await download(mail.attachments[0]!.url)).toString('utf8');
    expect(text).toContain(`;"Zoë; Conceição";`);
    expect(text).toContain(`;"'=SOMA(1;2) ""já""";`);
    const row = parseCsv(text.slice(1)).find((r) => r[0] === charge!.id)!;
    expect(row[4]).toBe(`'=SOMA(1;2) "já"`);
  });

  it('refuses bad input with the dialog’s messages and changes nothing', async () => {
    const before = await counts();
    const cases: [ReportRequest, string][] = [
      [
        { expirationDateInitial: '2026-10-31', expirationDateFinal: '2026-10-01', email: 'a@b.com' },
        'A data final deve ser igual ou posterior à data inicial.',
      ],
      [
        { expirationDateInitial: '2024-01-01', expirationDateFinal: '2026-10-01', email: 'a@b.com' },
        'O período do relatório deve ter no máximo 366 dias.',
      ],
      [
        { expirationDateInitial: '2026-10-01', expirationDateFinal: '2026-10-31', email: '<b>x</b>@b.com' },
        '',
      ],
      [{ expirationDateInitial: '2026-02-30', expirationDateFinal: '2026-10-31', email: 'a@b.com' }, ''],
    ];
    for (const [body, message] of cases) {
      const { status, errors } = await refusal(report(body));
      expect(status).toBe(400);
      if (message) expect(errors[0]!.description).toBe(message);
    }
    // Without the end of the period: a body the contract refuses, which only a raw call can send.
    const missing = await s.call({
      method: 'POST',
      url: '/payment/sellers/send-charge-report',
      headers: await s.bearer(ADMIN),
      payload: { expirationDateInitial: '2026-10-01', email: 'a@b.com' },
    });
    expect(missing.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('is for every profile that opens the charges, and reads only the caller’s seller', async () => {
    const period = {
      expirationDateInitial: '2026-01-01',
      expirationDateFinal: '2026-12-31',
      email: 'x@loja.com.br',
    };
    const before = await counts();
    // FINANCE has reports but not the charges page, whose export this is.
    expect(await statusOf(report(period, 'financeiro@demo.balcao.dev'))).toBe(403);
    expect(await counts()).toEqual(before);
    for (const email of [MANAGER, 'supervisor@demo.balcao.dev', 'vendas@demo.balcao.dev'])
      expect(await statusOf(report(period, email)), email).toBe(202);

    const today = businessToday(s.clock.now());
    const wide = {
      expirationDateInitial: addDays(today, -365),
      expirationDateFinal: today,
      email: 'outra-loja@loja.com.br',
    };
    const mine = await chargesDue(OTHER_ADMIN, wide.expirationDateInitial, wide.expirationDateFinal);
    const { data } = await report(wide, OTHER_ADMIN);
    expect(data!.totalElements).toBe(mine.length);
    const mail = (await outbox('outra-loja@loja.com.br'))[0]!;
    const ids = parseCsv((await download(mail.attachments[0]!.url)).toString('utf8').slice(1))
      .slice(1)
      .map((r) => r[0]);
    expect(ids.sort()).toEqual(mine.map((c) => c.id).sort());
  });
});

describe('/_sandbox/outbox attachments', () => {
  it('lists no attachments for plain e-mails, links them in HTML and 404s an unknown one', async () => {
    await (await s.clients(null)).core.PATCH('/public/users/reset-password', { body: { email: ADMIN } });
    const plain = (await outbox(ADMIN))[0]!;
    expect(plain).toMatchObject({ to: ADMIN, attachments: [] });
    const html = await s.call({ method: 'GET', url: '/_sandbox/outbox' });
    expect(html.body).toMatch(/<a href="\/_sandbox\/outbox\/\d+\/attachments\/0" download="cobrancas_/);
    expect((await s.call({ method: 'GET', url: `/_sandbox/outbox/${plain.id}/attachments/0` })).status).toBe(
      404,
    );
    expect((await s.call({ method: 'GET', url: '/_sandbox/outbox/x/attachments/0' })).status).toBe(404);
  });
});
