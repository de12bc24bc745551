// The `balcao` command's parsing, without a gateway: what it refuses, and in which words.
import { describe, expect, it } from 'vitest';
import { CliError } from '../src/cli/config';
import { parseDuration } from '../src/cli/duration';
import { run, USAGE } from '../src/cli/main';

const io = (env: NodeJS.ProcessEnv = {}) => {
  const lines: string[] = [];
  return { lines, io: { env, print: (line: string) => lines.push(line), signal: AbortSignal.abort() } };
};

describe('parseDuration', () => {
  it('reads days, hours, minutes and seconds', () => {
    expect(['30d', '12h', '90m', '45s', '1d'].map(parseDuration)).toEqual([
      2_592_000, 43_200, 5_400, 45, 86_400,
    ]);
  });

  it('refuses anything else, zero, and more than a year', () => {
    for (const text of ['', '30', 'd', '-1d', '1.5h', '1d2h', '0s', '367d', '1 dia', '9999999d', '1D'])
      expect(parseDuration(text), text).toBeNull();
  });
});

describe('balcao', () => {
  it('prints the usage with no command or --help', async () => {
    const { lines, io: none } = io();
    await run([], none);
    await run(['--help'], none);
    expect(lines).toEqual([USAGE, USAGE]);
  });

  it('refuses unknown commands, options, events and bad numbers in Portuguese', async () => {
    const refusals: [string[], RegExp][] = [
      [['dance'], /Comando desconhecido: dance/],
      [['events', 'list', '--colour'], /Unknown option/],
      [['trigger', 'charge.vanished'], /Evento desconhecido: charge\.vanished/],
      [['clock', 'advance', '30 dias'], /Duração inválida/],
      [['events', 'list', '--size', '101'], /--size deve ser um número inteiro de 1 a 100/],
      [['listen'], /Informe --forward-to/],
      [['listen', '--forward-to', 'ftp://x/y'], /http ou https/],
      [['listen', '--forward-to', 'http://localhost:3000/w', '--secret', 'abc'], /whsec_/],
      [['events', 'list'], /Informe as credenciais/],
    ];
    for (const [argv, message] of refusals) {
      const failure = await run(argv, io().io).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure, argv.join(' ')).toBeInstanceOf(CliError);
      expect((failure as Error).message, argv.join(' ')).toMatch(message);
    }
  });
});
