import cluster, { type Worker } from 'node:cluster';

/**
 * `npm start -- --workers N` on a Postgres server: N gateway processes behind one port (node:cluster; the
 * primary accepts and hands connections round robin). They already share everything through the database
 * (the clock, the scheduler's jobs with SKIP LOCKED, the security counters), so the primary only prepares
 * the database once, forks, reports the address when every worker listens, and replaces one that dies.
 */
export const MAX_WORKERS = 64;

export interface WorkerMessage {
  ready: string;
}

const isReady = (message: unknown): message is WorkerMessage =>
  typeof message === 'object' && message !== null && typeof (message as WorkerMessage).ready === 'string';

/** In the primary: forks `count` workers; resolves with their address once all of them listen. */
export function forkWorkers(count: number, log: (line: string) => void): Promise<string> {
  let stopping = false;
  let url = '';
  const listening = new Set<number>();
  return new Promise((resolve, reject) => {
    const fork = (): Worker => {
      const worker = cluster.fork({ BALCAO_WORKER: '1' });
      worker.on('message', (message: unknown) => {
        if (!isReady(message)) return;
        url = message.ready;
        listening.add(worker.id);
        if (listening.size === count) resolve(url);
      });
      return worker;
    };
    cluster.on('exit', (worker, code, signal) => {
      const wasListening = listening.delete(worker.id);
      if (stopping) return;
      if (!wasListening && !url) {
        stopping = true;
        reject(new Error(`um processo do gateway saiu antes de ficar pronto (${signal ?? code})`));
        return;
      }
      log(`processo ${worker.process.pid} saiu (${signal ?? code}); subindo outro no lugar`);
      fork();
    });
    const stop = (signal: NodeJS.Signals) => {
      if (stopping) return;
      stopping = true;
      log(`${signal}: encerrando os ${count} processos do gateway…`);
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
      const waitAll = setInterval(() => {
        if (Object.keys(cluster.workers ?? {}).length === 0) {
          clearInterval(waitAll);
          process.exit(0);
        }
      }, 50);
    };
    process.on('SIGINT', () => stop('SIGINT'));
    process.on('SIGTERM', () => stop('SIGTERM'));
    for (let i = 0; i < count; i++) fork();
  });
}

/** In a worker: tells the primary it listens at `url`. */
export function reportReady(url: string): void {
  process.send?.({ ready: url } satisfies WorkerMessage);
}

export const isWorker = () => cluster.isWorker;
