// Renders the blocks of an editorial page (SPEC §3 Page): text, image, links, FAQ, an embedded list of works, an event list.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTime, relativeDayLabel } from '#core/dates.ts';
import { imageUrl } from '#core/image-url.ts';
import { usePageLang } from '#app/i18n/use-data-lang.ts';
import { useLanguage } from '#app/i18n/use-language.ts';
import type { EventSummaryView, PageBlockView, PageSectionView } from './content-types.ts';
import { WorkList } from './work-list.tsx';

/** Page images render at up to 768 px (the prose column), keeping the stored aspect ratio so nothing shifts. */
const IMAGE_WIDTH = 768;

const isExternal = (href: string) => /^https?:\/\//.test(href);

/** The page's own words inside an editorial page's bokmål body say which language they are in (decision 028). */
function useChrome() {
  const { t } = useTranslation('site', { keyPrefix: 'content' });
  return { t, lang: usePageLang() };
}

function EventList({ events, now, moreHref }: { events: readonly EventSummaryView[]; now: string; moreHref: string }) {
  const { t, lang } = useChrome();
  const language = useLanguage();
  if (events.length === 0)
    return (
      <p className="muted" lang={lang}>
        {t('noEvents')}
      </p>
    );
  return (
    <>
      <ul className="event-mini-list">
        {events.map((event) => (
          <li key={event.id}>
            <time dateTime={event.startAt} className="event-mini-list__when" lang={lang}>
              {relativeDayLabel(event.startAt, now, language)} {formatTime(event.startAt)}
            </time>
            <Link to={`/hva-skjer/${event.id}`}>{event.title}</Link>
            {event.library && <span className="muted"> – {event.library.name}</span>}
          </li>
        ))}
      </ul>
      <p lang={lang}>
        <Link to={moreHref}>{t('eventsMore')}</Link>
      </p>
    </>
  );
}

function eventsHref(block: Extract<PageBlockView, { type: 'events' }>): string {
  const params = new URLSearchParams();
  if (block.eventType) params.set('eventType', block.eventType);
  if (block.tag) params.set('tag', block.tag);
  if (block.branch) params.set('branch', block.branch);
  const query = params.toString();
  return query ? `/hva-skjer?${query}` : '/hva-skjer';
}

function PageBlock({ block, now, headingLevel }: { block: PageBlockView; now: string; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t, lang } = useChrome();
  switch (block.type) {
    case 'text':
      return <p>{block.text}</p>;
    case 'image':
      return (
        <figure className="page-image">
          <img
            src={imageUrl(block.url, IMAGE_WIDTH)}
            width={IMAGE_WIDTH}
            height={Math.round((IMAGE_WIDTH * block.height) / block.width)}
            alt={block.alt}
            loading="lazy"
            decoding="async"
          />
          {block.caption && <figcaption className="muted">{block.caption}</figcaption>}
        </figure>
      );
    case 'faq':
      return (
        <div className="faq">
          {block.items.map((item) => (
            <details key={item.question}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      );
    case 'links':
      return (
        <ul>
          {block.links.map((link) => (
            <li key={link.href}>
              {isExternal(link.href) ? (
                <a href={link.href} rel="noopener">
                  {link.text}{' '}
                  <span className="visually-hidden" lang={lang}>
                    {t('externalLink')}
                  </span>
                </a>
              ) : (
                <Link to={link.href}>{link.text}</Link>
              )}
            </li>
          ))}
        </ul>
      );
    case 'works':
      if (!block.list)
        return (
          <p className="muted" lang={lang}>
            {t('listUnavailable')}
          </p>
        );
      return (
        <div className="embedded-list">
          <Heading>
            <Link to={`/lister/${block.list.id}`}>{block.heading ?? block.list.title}</Link>
          </Heading>
          {block.list.description && <p>{block.list.description}</p>}
          <WorkList works={block.list.works.slice(0, 6)} headingLevel={headingLevel === 2 ? 3 : 4} />
          <p lang={lang}>
            <Link to={`/lister/${block.list.id}`}>
              {t('seeWholeList', { title: block.list.title, titles: t('itemCount', { count: block.list.itemCount }) })}
            </Link>
          </p>
        </div>
      );
    case 'events':
      return (
        <div className="embedded-events">
          {block.heading && <Heading>{block.heading}</Heading>}
          <EventList events={block.events} now={now} moreHref={eventsHref(block)} />
        </div>
      );
  }
}

/** A page's sections in order; a section with an anchor can be linked to (SPEC §2: the FAQ anchor). */
export function PageSections({ sections, now }: { sections: readonly PageSectionView[]; now: string }) {
  return (
    <>
      {sections.map((section) => (
        <section
          key={section.order}
          id={section.anchor}
          aria-labelledby={section.heading ? `s-${section.order}` : undefined}
        >
          {section.heading && <h2 id={`s-${section.order}`}>{section.heading}</h2>}
          {section.blocks.map((block) => (
            <PageBlock key={block.order} block={block} now={now} headingLevel={section.heading ? 3 : 2} />
          ))}
        </section>
      ))}
    </>
  );
}

/** "På denne siden": links to the anchored sections, for long pages (legal pages, FAQ). */
export function PageContents({ sections }: { sections: readonly PageSectionView[] }) {
  const anchored = sections.filter((s): s is PageSectionView & { anchor: string; heading: string } =>
    Boolean(s.anchor && s.heading),
  );
  const { t, lang } = useChrome();
  if (anchored.length < 3) return null;
  return (
    <nav className="page-contents" aria-labelledby="page-contents-heading">
      <h2 id="page-contents-heading" className="page-contents__heading" lang={lang}>
        {t('onThisPage')}
      </h2>
      <ul>
        {anchored.map((section) => (
          <li key={section.order}>
            <a href={`#${section.anchor}`}>{section.heading}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
