// The portal's words for the fixed lists shown on shared cards and lists (decision 028): media types (the catalogue's
// codes, core/catalogue.ts) and event types (core/event-vocabulary.ts), from the vocabulary namespace in the page's
// language. The codes stay as stored and sent; a code the namespace has no word for is shown as it is.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** A code's word in the page's language; `fallback` (default: the code) for a code without one. */
export type VocabularyText = (code: string, fallback?: string) => string;

type VocabularyList = 'mediaType' | 'eventType';

/** The word for a code of one list. */
function vocabularyWord(t: TFunction<'vocabulary'>, list: VocabularyList, code: string, fallback = code): string {
  // A dynamic key: i18next answers the default for one it does not hold.
  return t(`${list}.${code}` as 'mediaType.Bok', { defaultValue: fallback });
}

function useVocabularyText(list: VocabularyList): VocabularyText {
  const { t } = useTranslation('vocabulary');
  return (code, fallback) => vocabularyWord(t, list, code, fallback);
}

/** 'Bok' → 'Book' on an English page. */
export function useMediaTypeText(): VocabularyText {
  return useVocabularyText('mediaType');
}

/** 'Konsert' → 'Concert' on an English page. */
export function useEventTypeText(): VocabularyText {
  return useVocabularyText('eventType');
}
