// The session user as the shell sees it (SPEC §3 Session user); filled by the accounts issue.
export interface SessionUser {
  name: string;
  given_name: string;
  assignedRoles: string[];
  illLibrary: boolean;
  blockStatuses: string[];
  preferredPickupBranch: string | null;
  email: string | null;
  phoneNumber: string | null;
  receiveEmail: boolean;
  receiveSms: boolean;
  invalidProfile: boolean;
}
