// Installs what a fresh machine lacks (pnpm, dependencies, builds) and skips
// what an earlier run already did, by comparing content hashes kept in .stamps/.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PNPM_VERSION = '12.21.0';
const toolsDir = join(root, '.tools');
const stampsDir = join(root, '.stamps');
export const pnpmBin = join(toolsDir, 'node_modules', '.bin', 'pnpm');

export function say(message) {
  console.log(`\x1b[36m[balcao]\x1b[0m ${message}`);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    say(`falhou: ${command} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
}

export function pnpm(args, options) {
  run(pnpmBin, args, options);
}

/** Hash of the files under the given paths (skipping build output and dependencies). */
export function hashTree(paths) {
  const hash = createHash('sha256');
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stats = statSync(path);
    if (stats.isDirectory()) {
      for (const name of readdirSync(path).sort()) {
        if (['node_modules', 'dist', '.data', '.stamps', '.tools'].includes(name)) continue;
        visit(join(path, name));
      }
      return;
    }
    hash.update(relative(root, path));
    hash.update(readFileSync(path));
  };
  for (const path of paths) visit(join(root, path));
  return hash.digest('hex');
}

/** Runs `work` only when the hash of `inputs` changed since the last successful run. */
export function once(name, inputs, work, label) {
  mkdirSync(stampsDir, { recursive: true });
  const stampFile = join(stampsDir, name);
  const digest = hashTree(inputs);
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === digest) {
    say(`${label}: já feito, pulando`);
    return;
  }
  say(`${label}…`);
  work();
  writeFileSync(stampFile, digest);
}

export function ensurePnpm() {
  if (existsSync(pnpmBin)) return;
  say(`instalando pnpm ${PNPM_VERSION} em .tools/ (corepack não funciona aqui)`);
  mkdirSync(toolsDir, { recursive: true });
  writeFileSync(join(toolsDir, 'package.json'), '{ "private": true }\n');
  run('npm', ['install', '--prefix', toolsDir, '--no-audit', '--no-fund', `pnpm@${PNPM_VERSION}`]);
}

const manifests = () => [
  'package.json',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  // A dependency's patch changes what pnpm installs (pnpm-workspace.yaml's patchedDependencies).
  ...(existsSync(join(root, 'patches'))
    ? readdirSync(join(root, 'patches')).map((name) => `patches/${name}`)
    : []),
  ...['packages', 'apps'].flatMap((group) =>
    readdirSync(join(root, group)).map((name) => `${group}/${name}/package.json`),
  ),
];

export function ensureDependencies() {
  ensurePnpm();
  const install = () => {
    const frozen = existsSync(join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
    pnpm(['install', ...frozen]);
  };
  if (!existsSync(join(root, 'node_modules'))) {
    say('instalando dependências');
    install();
    mkdirSync(stampsDir, { recursive: true });
    writeFileSync(join(stampsDir, 'deps'), hashTree(manifests()));
    return;
  }
  once('deps', manifests(), install, 'instalando dependências');
}

export function ensureBuilds() {
  once(
    'backoffice',
    ['apps/backoffice', 'packages/domain/src', 'packages/client/src', 'openapi'],
    () => pnpm(['--filter', '@balcao/backoffice', 'build']),
    'compilando o back-office',
  );
}
