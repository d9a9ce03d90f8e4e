// What the content components need to know (structural copies of the services' public JSON; UI code does not import server code).

export interface WorkView {
  id: number;
  uri: string;
  title: string;
  subtitle: string | null;
  creators: string;
  year: number | null;
  mediaType: string | null;
  recordId: string | null;
}

interface CreatedByView {
  id: string;
  employeeId: number;
  name: string;
  title: string;
}

export interface StaffListSummaryView {
  id: number;
  title: string;
  description: string;
  mediaTypes: readonly string[];
  created: string;
  createdBy: CreatedByView;
  itemCount: number;
}

interface StaffListView extends StaffListSummaryView {
  works: readonly WorkView[];
}

export interface RecommendationView {
  id: number;
  kind: 'recommendation' | 'review';
  title: string;
  text: string;
  created: string;
  createdBy: CreatedByView;
  work: WorkView | null;
}

export interface EventSummaryView {
  id: number;
  title: string;
  startAt: string;
  endAt: string;
  eventType: string;
  location: string | null;
  library: { name: string; slug: string } | null;
}

export type PageBlockView =
  | { order: number; type: 'text'; text: string }
  | { order: number; type: 'faq'; items: readonly { question: string; answer: string }[] }
  | { order: number; type: 'links'; links: readonly { text: string; href: string }[] }
  | { order: number; type: 'image'; url: string; alt: string; width: number; height: number; caption?: string }
  | { order: number; type: 'works'; listId: number; heading?: string; list: StaffListView | null }
  | {
      order: number;
      type: 'events';
      heading?: string;
      tag?: string;
      eventType?: string;
      branch?: string;
      events: readonly EventSummaryView[];
    };

export interface PageSectionView {
  order: number;
  heading?: string;
  anchor?: string;
  blocks: readonly PageBlockView[];
}
