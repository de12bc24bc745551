/**
 * Pays a boleto from its linha digitável and saves the receipt PDF: reads the slip (amount, due date,
 * bank), asks for the payment today, approves it, waits for the bank to pay it and downloads the receipt.
 * The user must be able to ask and approve (the banking ADMIN profile); in a team, someone else approves
 * (pass `approver`).
 *
 *   BALCAO_URL=http://localhost:4010 BALCAO_EMAIL=admin@demo.balcao.dev BALCAO_PASSWORD=demo12345 \
 *     npx tsx examples/pay-boleto.ts '34191.09008 01231.234566 78901.000006 1 16560000100000' comprovante.pdf
 *
 * In your project import from '@balcao/sdk' instead of '../src'.
 */
import { writeFile } from 'node:fs/promises';
import { Balcao, type Payment } from '../src';

export interface PayBoletoOptions {
  /** The linha digitável (or the 44-digit barcode), with or without its dots and spaces. */
  line: string;
  description: string;
  /** Who approves; by default the same client that asks. */
  approver?: Balcao;
  /** How long to wait for the bank to execute the payment, and how often to look. */
  timeoutMs?: number;
  pollMs?: number;
}

export interface PaidBoleto {
  payment: Payment;
  /** The receipt's PDF bytes. */
  receipt: Uint8Array;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function payBoleto(balcao: Balcao, options: PayBoletoOptions): Promise<PaidBoleto> {
  const { line, description, approver = balcao, timeoutMs = 30_000, pollMs = 500 } = options;
  // The slip as the bank reads it; a wrong digit fails here with 'Código de barras inválido'.
  const slip = await balcao.payments.check({ type: 'BANK_SLIP', barCode: line });
  console.error(
    `Boleto de ${slip.recipientName}: R$ ${slip.amount ?? '?'}, vencimento ${slip.dueDate ?? '—'}`,
  );
  const requested = await balcao.payments.create({
    type: 'BANK_SLIP',
    barCode: line,
    description,
    // The gateway's today (São Paulo): a payment cannot be dated before it.
    paymentDate: slip.paymentDate,
  });
  await approver.payments.approve([requested.transferId]);
  const deadline = Date.now() + timeoutMs;
  let payment = await balcao.payments.retrieve(requested.transferId);
  while (payment.status === 'SCHEDULED' && Date.now() < deadline) {
    await sleep(pollMs);
    payment = await balcao.payments.retrieve(requested.transferId);
  }
  if (payment.status === 'SCHEDULED')
    throw new Error(
      `O pagamento ${payment.transferId} está agendado: o banco o executa às 06:00 de ${payment.scheduledDate}.`,
    );
  if (payment.status !== 'PAID')
    throw new Error(
      `O pagamento ${payment.transferId} terminou ${payment.status}: ${payment.failureReason ?? ''}`,
    );
  return { payment, receipt: await balcao.payments.receipt(payment.transferId) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const balcao = new Balcao({
    baseUrl: process.env.BALCAO_URL ?? 'http://localhost:4010',
    credentials: { email: process.env.BALCAO_EMAIL ?? '', password: process.env.BALCAO_PASSWORD ?? '' },
  });
  const [line, file] = process.argv.slice(2);
  if (!line) throw new Error('Informe a linha digitável do boleto.');
  const { payment, receipt } = await payBoleto(balcao, { line, description: 'Pago pelo script pay-boleto' });
  const path = file ?? `comprovante-${payment.transferId}.pdf`;
  await writeFile(path, receipt);
  console.error(`Pago (${payment.transactionId}); comprovante em ${path}`);
}
