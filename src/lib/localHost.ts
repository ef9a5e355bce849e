/**
 * The writer's own machine, by the host name a URL gives (`new URL(…).hostname`): where the editor works with
 * its local backend (`npm run edit`), the one place the editor's page may talk to it.
 */
const LOCAL_HOSTNAMES: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isLocalHostname(hostname: string): boolean {
  return LOCAL_HOSTNAMES.has(hostname.toLowerCase());
}
