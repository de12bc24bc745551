import { Balcao } from '../index';

export const DEFAULT_BASE_URL = 'http://localhost:4010';

export interface GlobalOptions {
  'base-url'?: string;
  email?: string;
  password?: string;
}

/** A message for the user, printed without a stack trace (exit code 1). */
export class CliError extends Error {}

export const baseUrlOf = (options: GlobalOptions, env: NodeJS.ProcessEnv) =>
  (options['base-url'] ?? env.BALCAO_BASE_URL ?? DEFAULT_BASE_URL).replace(/\/+$/, '');

/** An API key from the environment first (it never shows in the shell history); a user's sign-in else. */
export function clientOf(options: GlobalOptions, env: NodeJS.ProcessEnv): Balcao {
  const baseUrl = baseUrlOf(options, env);
  if (env.BALCAO_API_KEY) return new Balcao({ baseUrl, apiKey: env.BALCAO_API_KEY });
  const email = options.email ?? env.BALCAO_EMAIL;
  const password = options.password ?? env.BALCAO_PASSWORD;
  if (email && password) return new Balcao({ baseUrl, credentials: { email, password } });
  throw new CliError(
    'Informe as credenciais: BALCAO_API_KEY=bk_test_… (recomendado) ou --email e --password.',
  );
}

/**
 * A sandbox operator route (`/_sandbox/…`): open on a sandbox on 127.0.0.1; one shared on a network asks for
 * its operator credential, read from `SANDBOX_OPERATOR_TOKEN`.
 */
export async function sandboxPost(
  baseUrl: string,
  path: string,
  body?: object,
  env: NodeJS.ProcessEnv = process.env,
): Promise<unknown> {
  const headers: Record<string, string> = body ? { 'content-type': 'application/json' } : {};
  if (env.SANDBOX_OPERATOR_TOKEN) headers['x-sandbox-operator'] = env.SANDBOX_OPERATOR_TOKEN;
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers,
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch {
    throw new CliError(`O sandbox não respondeu em ${baseUrl}. Ele está rodando (npm start)?`);
  }
  const answer = await response.json().catch(() => null);
  if (!response.ok) {
    const detail = (answer as { errors?: { description?: string }[] } | null)?.errors?.[0]?.description;
    throw new CliError(`O sandbox recusou ${path} (${response.status})${detail ? `: ${detail}` : '.'}`);
  }
  return answer;
}
