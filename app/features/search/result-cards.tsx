// Result cards of the person, library/service and recommendation searches (SPEC §2 /sok-person, /sok-info, /sok-anbefaling).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Cover } from './cover.tsx';
import { lifeYears } from './catalogue-labels.ts';
import type { AgentView, WorkCardView } from './search-types.ts';

export function AgentCard({ agent }: { agent: AgentView }) {
  const { t } = useTranslation('catalogue');
  const life = lifeYears(t, agent.birthYear, agent.deathYear);
  return (
    <article className="search-card">
      <h3 className="search-card__title">
        <Link to={agent.path}>{agent.name}</Link>
      </h3>
      <p className="search-card__meta">
        {agent.kind === 'person' ? t('entity.kinds.person') : t('entity.kinds.korporasjon')}
        {life && ` · ${life}`}
        {agent.roles.length > 0 && ` · ${agent.roles.map((r) => r.roleLabel).join(', ')}`}
        {` · ${t('search.works', { count: agent.workCount })}`}
      </p>
      {agent.description && <p>{agent.description}</p>}
    </article>
  );
}

export interface InfoHitView {
  type: 'library' | 'service' | 'page';
  typeLabel: string;
  id: number;
  title: string;
  lead: string;
  path: string;
}

export function InfoHitCard({ hit }: { hit: InfoHitView }) {
  const { t } = useTranslation('catalogue');
  return (
    <article className="search-card">
      <p className="eyebrow">{t(`search.infoTypes.${hit.type}`)}</p>
      <h3 className="search-card__title">
        <Link to={hit.path}>{hit.title}</Link>
      </h3>
      {hit.lead && <p>{hit.lead}</p>}
    </article>
  );
}

export interface RecommendationView {
  id: number;
  kind: 'recommendation' | 'review';
  title: string;
  text: string;
  createdBy: { name: string; title: string };
  work: WorkCardView | null;
}

export function RecommendationCard({ recommendation: r }: { recommendation: RecommendationView }) {
  const { t } = useTranslation('catalogue');
  return (
    <article className="search-card search-card--with-cover">
      {r.work && <Cover src={r.work.coverUrl} mediaType={r.work.mediaType} />}
      <div>
        <p className="eyebrow">
          {r.kind === 'review'
            ? t('search.reviewBy', { name: r.createdBy.name })
            : t('search.recommendationBy', { name: r.createdBy.name })}
        </p>
        <h3 className="search-card__title">{r.work ? <Link to={r.work.path}>{r.title}</Link> : r.title}</h3>
        {r.work && (
          <p className="search-card__meta">
            {r.work.title}
            {r.work.mainCreator && ` · ${r.work.mainCreator.name}`}
          </p>
        )}
        <p>{r.text}</p>
      </div>
    </article>
  );
}
