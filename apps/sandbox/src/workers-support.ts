import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const sandboxDir = fileURLToPath(new URL('..', import.meta.url));
// tsx as a loader inside the processes themselves, so a signal reaches the primary and not a CLI above it.
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

export interface Started {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the address on READY, rejects with the output if the process exits first. */
  ready: Promise<string>;
  exited: Promise<number | null>;
}

/** `npm start`'s entry point with these flags and environment, as a child process (tests only). */
export function startMain(args: string[], env: NodeJS.ProcessEnv): Started {
  const child = spawn(process.execPath, ['--import', tsxLoader, 'src/main.ts', '--port', '0', ...args], {
    cwd: sandboxDir,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', () => {
      const found = /READY (http:\/\/\S+)/.exec(output);
      if (found?.[1]) resolve(found[1]);
    });
    void exited.then((code) => reject(new Error(`saiu (${code}) antes de ficar pronto:\n${output}`)));
  });
  ready.catch(() => undefined);
  return { child, output: () => output, ready, exited };
}
