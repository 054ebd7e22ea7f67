import { translate } from '@/i18n/i18n';

/**
 * The server's refusal for a sold listing (core's English words, which the API also returns), in the
 * current language.
 */
export const soldInquiryRefused = (): string => translate('inquiry.sold');
