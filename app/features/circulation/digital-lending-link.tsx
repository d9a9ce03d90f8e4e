// An e-book or e-audiobook edition on the work page links to borrowing it in the library's lending service, as /min-side/digitalt does (issue #18).
import { useTranslation } from 'react-i18next';
import { Icon } from '#app/components/icon.tsx';
import { digitalLendingService, digitalLendingUrl } from '#app/features/my-circulation/digital-services.ts';

export function DigitalLendingLink({
  mediaType,
  format,
  isbn,
  title,
  edition,
}: {
  mediaType: string;
  format: string;
  isbn: string | null;
  title: string;
  edition: string;
}) {
  const { t } = useTranslation('catalogue');
  const lending = digitalLendingService(mediaType, format);
  if (!lending) return null;
  const action = t(`status.borrowDigital.${lending.kind}`);
  return (
    <div className="digital-lending">
      <a
        className="button button--primary online-link"
        href={digitalLendingUrl(lending.service, { isbn, title })}
        rel="noopener noreferrer"
        aria-label={t('status.borrowDigitalNamed', { action, provider: lending.service.provider, edition })}
      >
        <span className="online-link__text">
          <span>{action}</span>
          <span className="online-link__detail">{t('status.atProvider', { provider: lending.service.provider })}</span>
        </span>
        <Icon name="external" size={18} />
      </a>
      <p className="muted digital-lending__hint">
        {t('status.borrowDigitalHint', { provider: lending.service.provider })}
      </p>
    </div>
  );
}
