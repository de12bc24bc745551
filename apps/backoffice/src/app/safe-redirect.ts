/** Only an in-app path may be a post-sign-in destination: never another origin ('//evil', 'https://…'). */
export function safeRedirect(target: unknown): string | null {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) return null;
  if (target.startsWith('/login')) return null;
  return target;
}
