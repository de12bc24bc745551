const UNITS: [seconds: number, one: string, many: string][] = [
  [365 * 24 * 3600, 'ano', 'anos'],
  [30 * 24 * 3600, 'mês', 'meses'],
  [24 * 3600, 'dia', 'dias'],
  [3600, 'hora', 'horas'],
  [60, 'minuto', 'minutos'],
];

/** How long ago, as the notification panel says it: 'há 5 minutos', 'há 2 horas', 'há 3 dias'. */
export function timeDiff(from: Date, now: Date): string {
  const seconds = Math.floor((now.getTime() - from.getTime()) / 1000);
  for (const [size, one, many] of UNITS) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return `há ${count} ${count === 1 ? one : many}`;
  }
  return 'agora mesmo';
}
