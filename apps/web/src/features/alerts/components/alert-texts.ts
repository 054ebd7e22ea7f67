import { translate } from '@/i18n/i18n';

/**
 * The words of the alerts screens, in one place, in the current language (read when shown: each is a
 * getter over the catalogs' 'alerts.' texts).
 */
export const ALERT_TEXTS = {
  get dialogTitle() {
    return translate('alerts.dialogTitle');
  },
  get instant() {
    return translate('alerts.instant');
  },
  get instantHint() {
    return translate('alerts.instantHint');
  },
  get daily() {
    return translate('alerts.daily');
  },
  get dailyHint() {
    return translate('alerts.dailyHint');
  },
  get savedTitle() {
    return translate('alerts.savedTitle');
  },
  saved: (name: string) => translate('alerts.saved', { name }),
  get saveFailed() {
    return translate('alerts.saveFailed');
  },
  get pageTitle() {
    return translate('alerts.pageTitle');
  },
  get empty() {
    return translate('alerts.empty');
  },
  get emptyHint() {
    return translate('alerts.emptyHint');
  },
  get deleted() {
    return translate('alerts.deleted');
  },
  get updated() {
    return translate('alerts.updated');
  },
  get updateFailed() {
    return translate('alerts.updateFailed');
  },
  telegram: {
    get title() {
      return translate('alerts.telegram.title');
    },
    get hint() {
      return translate('alerts.telegram.hint');
    },
    get get() {
      return translate('alerts.telegram.get');
    },
    get open() {
      return translate('alerts.telegram.open');
    },
    get waiting() {
      return translate('alerts.telegram.waiting');
    },
    linked: (chat: string | null) =>
      chat ? translate('alerts.telegram.linkedChat', { chat }) : translate('alerts.telegram.linked'),
    get unlink() {
      return translate('alerts.telegram.unlink');
    },
    get unlinked() {
      return translate('alerts.telegram.unlinked');
    },
    get failed() {
      return translate('alerts.telegram.failed');
    },
  },
};
