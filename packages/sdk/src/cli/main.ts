import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { BalcaoError } from '../index';
import { baseUrlOf, CliError, clientOf, type GlobalOptions, sandboxPost } from './config';
import { MAX_ADVANCE_SECONDS, parseDuration } from './duration';
import { listen } from './listen';
import { isTrigger, TRIGGERS, trigger } from './trigger';

export const USAGE = `Uso: balcao <comando> [opções]

  events list [--size N]                 os eventos dos últimos 30 dias, mais novos primeiro
  trigger <evento>                       cria no sandbox o que o evento pede e o dispara (${TRIGGERS.join(', ')})
  clock advance <duração>                avança o relógio do sandbox: 30d, 12h, 90m ou 45s
  listen --forward-to <url> [--secret whsec_…] [--interval ms]
                                         repassa cada evento novo à url, assinado (Standard Webhooks)

Opções: --base-url (ou BALCAO_BASE_URL; padrão http://localhost:4010).
Credenciais: BALCAO_API_KEY (recomendado) ou --email e --password; SANDBOX_OPERATOR_TOKEN para um sandbox
compartilhado em rede.`;

const OPTIONS = {
  'base-url': { type: 'string' },
  email: { type: 'string' },
  password: { type: 'string' },
  size: { type: 'string' },
  'forward-to': { type: 'string' },
  secret: { type: 'string' },
  interval: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export interface Io {
  env: NodeJS.ProcessEnv;
  print: (line: string) => void;
  /** Aborted by Ctrl+C: `listen` stops between two rounds. */
  signal: AbortSignal;
}

const wholeNumber = (text: string | undefined, name: string, min: number, max: number, fallback: number) => {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!/^\d{1,9}$/.test(text) || value < min || value > max)
    throw new CliError(`${name} deve ser um número inteiro de ${min} a ${max}.`);
  return value;
};

/** Runs one command; resolves when it is done (listen: when the signal aborts). */
export async function run(argv: string[], io: Io): Promise<void> {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  const global: GlobalOptions = values;
  const [command, sub, arg] = positionals;
  if (values.help || !command) return io.print(USAGE);
  const baseUrl = baseUrlOf(global, io.env);

  if (command === 'events' && sub === 'list') {
    const size = wholeNumber(values.size, '--size', 1, 100, 20);
    const page = await clientOf(global, io.env).events.list({ size });
    if (page.content.length === 0) return io.print('Nenhum evento nos últimos 30 dias.');
    for (const event of page.content) io.print(`${event.timestamp}  ${event.type}  ${event.id}`);
    return io.print(`${page.content.length} de ${page.totalElements} eventos.`);
  }
  if (command === 'trigger' && sub) {
    if (!isTrigger(sub))
      throw new CliError(`Evento desconhecido: ${sub}. Disponíveis: ${TRIGGERS.join(', ')}.`);
    const { chargeId, recorded } = await trigger(clientOf(global, io.env), sub);
    io.print(`${sub} disparado: cobrança Pix ${chargeId} de R$ 10,00.`);
    if (recorded === false)
      io.print(
        'Atenção: o evento não entrou na lista de eventos, porque o seller não tem webhook ativo para cobranças avulsas. Cadastre um em Integração > Webhooks (qualquer url local serve) para o listen recebê-lo.',
      );
    return;
  }
  if (command === 'clock' && sub === 'advance' && arg) {
    const seconds = parseDuration(arg);
    if (seconds === null)
      throw new CliError(
        `Duração inválida: ${arg}. Use um número e d, h, m ou s (30d, 12h, 90m, 45s), até ${MAX_ADVANCE_SECONDS / 86_400}d.`,
      );
    const clock = (await sandboxPost(baseUrl, '/_sandbox/clock', { advanceSeconds: seconds }, io.env)) as {
      now: string;
    };
    return io.print(`Relógio do sandbox avançado ${arg}: agora ${clock.now}.`);
  }
  if (command === 'listen') {
    const target = values['forward-to'];
    let forwardTo: URL;
    try {
      forwardTo = new URL(target ?? '');
    } catch {
      throw new CliError(
        'Informe --forward-to com a url que recebe os eventos, ex.: http://localhost:3000/webhooks.',
      );
    }
    if (forwardTo.protocol !== 'http:' && forwardTo.protocol !== 'https:')
      throw new CliError('--forward-to deve ser uma url http ou https.');
    const secret = values.secret ?? `whsec_${randomBytes(32).toString('base64')}`;
    if (!/^whsec_[A-Za-z0-9+/]+=*$/.test(secret))
      throw new CliError('--secret deve ter a forma whsec_ seguido de base64.');
    const intervalMs = wholeNumber(values.interval, '--interval', 100, 60_000, 1000);
    const balcao = clientOf(global, io.env);
    io.print(`Segredo de assinatura: ${secret}`);
    return listen(balcao, { forwardTo, secret, intervalMs, signal: io.signal, print: io.print });
  }
  throw new CliError(`Comando desconhecido: ${positionals.join(' ')}\n\n${USAGE}`);
}

/** The process's entry: messages for the user on stderr and exit code 1, never a stack trace for them. */
export async function main(): Promise<void> {
  const controller = new AbortController();
  process.once('SIGINT', () => controller.abort());
  process.once('SIGTERM', () => controller.abort());
  try {
    await run(process.argv.slice(2), {
      env: process.env,
      print: (line) => console.log(line),
      signal: controller.signal,
    });
  } catch (error) {
    if (error instanceof CliError || error instanceof BalcaoError) console.error(`Erro: ${error.message}`);
    else console.error(error);
    process.exitCode = 1;
  }
}
