// What the search components need (structural copies of the catalogue services' public JSON; UI code does not import server code).
import type { OnlineLink } from '#core/online-links.ts';

interface BranchAvailabilityView {
  id: number;
  slug: string;
  name: string;
  availableCount: number;
  totalCount: number;
  earliestDueDate: string | null;
}

export interface AvailabilityView {
  available: boolean;
  availableCount: number;
  totalCount: number;
  branches: readonly BranchAvailabilityView[];
}

interface CreatorView {
  id: number;
  name: string;
  kind: 'person' | 'corporation';
  role: string;
  roleLabel: string;
  path: string;
}

interface PublicationView {
  id: number;
  recordId: string;
  title: string;
  mediaType: string;
  mediaTypeLabel: string;
  format: string;
  language: string;
  languageName: string;
  publicationYear: number | null;
  publisher: string | null;
  isbn: string | null;
  ean: string | null;
  extent: string | null;
  ageLimit: number | null;
  coverUrl: string | null;
  publisherSeries: { id: number; name: string; number: number | null; path: string } | null;
  issueLabel: string | null;
  /** Where the edition can be read, heard or seen online (MARC 856). */
  links: readonly OnlineLink[];
  availability: AvailabilityView;
}

export interface WorkCardView {
  id: number;
  uri: string;
  title: string;
  subtitle: string | null;
  path: string;
  creators: readonly CreatorView[];
  mainCreator: { id: number; name: string; path: string } | null;
  mediaType: string | null;
  mediaTypes: readonly string[];
  publicationYear: number | null;
  coverUrl: string | null;
  publications: readonly PublicationView[];
  availability: AvailabilityView;
}

interface FacetOptionView {
  value: string;
  text: string;
  count: number;
  active: boolean;
}

export interface FacetView {
  id: string;
  label: string;
  type: 'checkbox' | 'list' | 'date';
  options: readonly FacetOptionView[];
}

export interface AgentView {
  id: number;
  kind: 'person' | 'corporation';
  name: string;
  path: string;
  birthYear: number | null;
  deathYear: number | null;
  description: string;
  workCount: number;
  roles: readonly { role: string; roleLabel: string }[];
}
