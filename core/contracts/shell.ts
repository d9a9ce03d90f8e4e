// JSON the shell of every page gets from the server (root loader, SPEC §7 application info): one definition that
// server/ fills and app/ renders (docs/decisions/023).

/** The site banner (SPEC §4 Banner). */
export interface BannerDto {
  id: number;
  active: boolean;
  message: string;
  link: string | null;
  linkText: string | null;
  /** Raised when staff reword the banner; with the id it gives the key dismissals are remembered by (core/banner.ts). */
  revision: number;
}

/** What the browser may know of the configuration (SPEC §7 application info "props"); never secrets. */
export interface PublicConfig {
  shopUrl: string;
  newsletterUrl: string;
  jobsUrl: string;
}

/** What the pages tell about demo mode (the Demo marker of every page). */
export interface DemoMode {
  testLogin: boolean;
  testPayment: boolean;
}
