// An edition's online access (MARC 856, issue #17): one clear action per link, leaving the portal for the provider's site.
import { useTranslation } from 'react-i18next';
import { Icon } from '#app/components/icon.tsx';
import { onlineLinkDetail, type OnlineLink } from '#core/online-links.ts';

export interface OnlineLinksProps {
  links: readonly OnlineLink[];
  /** Names the edition for the list's accessible name, e.g. 'Sult (e-bok, nedlastbar e-bok)'. */
  edition: string;
}

export function OnlineLinks({ links, edition }: OnlineLinksProps) {
  const { t } = useTranslation('catalogue');
  if (links.length === 0) return null;
  return (
    <ul className="online-links" aria-label={t('work.onlineLinksLabel', { edition })}>
      {links.map((link) => {
        const action = t(`work.onlineAction.${link.kind}`);
        const detail = onlineLinkDetail(link, action);
        return (
          <li key={link.url}>
            {/* Same window, as the portal's other external links; noreferrer keeps the patron's page out of the provider's logs.
                The name is spelled out: spans laid out side by side would be read with stray spaces ('Les på nett : …'). */}
            <a
              className={`button ${link.kind === 'info' ? 'button--secondary' : 'button--primary'} online-link`}
              href={link.url}
              rel="noopener noreferrer"
              aria-label={t('work.onlineLinkName', { name: detail ? `${action}: ${detail}` : action })}
            >
              <span className="online-link__text">
                <span>{action}</span>
                {detail && <span className="online-link__detail">{detail}</span>}
              </span>
              <Icon name="external" size={18} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
