// Which paths render without the shell (SPEC §2: /skjerm/... has no header, footer or session).

export function isScreenPath(pathname: string): boolean {
  return pathname === '/skjerm' || pathname.startsWith('/skjerm/');
}
